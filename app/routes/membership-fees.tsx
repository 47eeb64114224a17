import {
  clientDocumentLoader,
  DocumentPage,
  documentMeta,
} from "~/components/document-page";
import type { MetaArgsLike } from "~/lib/meta";
import { DOCUMENTS, documentSrc } from "~/content/documents";
import { documentLoaderData } from "~/lib/document-html.server";
import type { Route } from "./+types/membership-fees";

export const meta = ({ location }: MetaArgsLike) =>
  documentMeta(DOCUMENTS.membershipFees, location);

export const loader = ({ request }: Route.LoaderArgs) =>
  documentLoaderData(documentSrc(DOCUMENTS.membershipFees), request);

export const clientLoader = clientDocumentLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <DocumentPage doc={DOCUMENTS.membershipFees} loaded={loaderData.document} />
  );
}
