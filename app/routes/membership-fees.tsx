import {
  clientDocumentLoader,
  DocumentPage,
  documentMeta,
} from "~/components/document-page";
import type { MetaArgsLike } from "~/lib/meta";
import { DOCUMENTS } from "~/content/documents";
import { documentLoaderData } from "~/lib/document-html.server";
import type { Route } from "./+types/membership-fees";

export const meta = ({ location }: MetaArgsLike) =>
  documentMeta(DOCUMENTS.membershipFees, location);

export const loader = ({ request }: Route.LoaderArgs) =>
  documentLoaderData(DOCUMENTS.membershipFees, request);

export const clientLoader = clientDocumentLoader(DOCUMENTS.membershipFees);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DocumentPage doc={DOCUMENTS.membershipFees} loaded={loaderData} />;
}
