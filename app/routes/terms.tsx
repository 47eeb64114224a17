import {
  clientDocumentLoader,
  DocumentPage,
  DOCUMENTS,
  documentMeta,
  documentSrc,
} from "~/components/document-page";
import { documentLoaderData } from "~/lib/document-html.server";
import type { Route } from "./+types/terms";

export const meta = () => documentMeta(DOCUMENTS.terms);

export const loader = ({ request }: Route.LoaderArgs) =>
  documentLoaderData(documentSrc(DOCUMENTS.terms), request);

export const clientLoader = clientDocumentLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DocumentPage doc={DOCUMENTS.terms} loaded={loaderData.document} />;
}
