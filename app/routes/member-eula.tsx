import {
  clientDocumentLoader,
  DocumentPage,
  DOCUMENTS,
  documentMeta,
  documentSrc,
} from "~/components/document-page";
import { documentLoaderData } from "~/lib/document-html.server";
import type { Route } from "./+types/member-eula";

export const meta = () => documentMeta(DOCUMENTS.memberEula);

export const loader = ({ request }: Route.LoaderArgs) =>
  documentLoaderData(documentSrc(DOCUMENTS.memberEula), request);

export const clientLoader = clientDocumentLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <DocumentPage doc={DOCUMENTS.memberEula} loaded={loaderData.document} />
  );
}
