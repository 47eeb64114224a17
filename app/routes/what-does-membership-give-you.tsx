import {
  clientDocumentLoader,
  DocumentPage,
  documentMeta,
} from "~/components/document-page";
import type { MetaArgsLike } from "~/lib/meta";
import { DOCUMENTS } from "~/content/documents";
import { documentLoaderData } from "~/lib/document-html.server";
import type { Route } from "./+types/what-does-membership-give-you";

export const meta = ({ location }: MetaArgsLike) =>
  documentMeta(DOCUMENTS.membershipGives, location);

export const loader = ({ request }: Route.LoaderArgs) =>
  documentLoaderData(DOCUMENTS.membershipGives, request);

export const clientLoader = clientDocumentLoader(DOCUMENTS.membershipGives);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DocumentPage doc={DOCUMENTS.membershipGives} loaded={loaderData} />;
}
