import {
  clientDocumentLoader,
  DocumentPage,
  documentMeta,
} from "~/components/document-page";
import type { MetaArgsLike } from "~/lib/meta";
import { DOCUMENTS } from "~/content/documents";
import { documentLoaderData } from "~/lib/document-html.server";
import type { Route } from "./+types/what-is-compass-score";

export const meta = ({ location }: MetaArgsLike) =>
  documentMeta(DOCUMENTS.compassScore, location);

export const loader = ({ request }: Route.LoaderArgs) =>
  documentLoaderData(DOCUMENTS.compassScore, request);

export const clientLoader = clientDocumentLoader(DOCUMENTS.compassScore);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DocumentPage doc={DOCUMENTS.compassScore} loaded={loaderData} />;
}
