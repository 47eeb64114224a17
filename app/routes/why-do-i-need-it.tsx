import {
  clientDocumentLoader,
  DocumentPage,
  documentMeta,
} from "~/components/document-page";
import type { MetaArgsLike } from "~/lib/meta";
import { DOCUMENTS } from "~/content/documents";
import { documentLoaderData } from "~/lib/document-html.server";
import type { Route } from "./+types/why-do-i-need-it";

export const meta = ({ location }: MetaArgsLike) =>
  documentMeta(DOCUMENTS.whyDoINeedIt, location);

export const loader = ({ request }: Route.LoaderArgs) =>
  documentLoaderData(DOCUMENTS.whyDoINeedIt, request);

export const clientLoader = clientDocumentLoader(DOCUMENTS.whyDoINeedIt);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DocumentPage doc={DOCUMENTS.whyDoINeedIt} loaded={loaderData} />;
}
