import {
  clientDocumentLoader,
  DocumentPage,
  documentMeta,
} from "~/components/document-page";
import type { MetaArgsLike } from "~/lib/meta";
import { DOCUMENTS } from "~/content/documents";
import { documentLoaderData } from "~/lib/document-html.server";
import type { Route } from "./+types/why-people-use";

/** Also served at /why-do-we-exist; the canonical link names one URL. */
export const meta = ({ location }: MetaArgsLike) =>
  documentMeta(DOCUMENTS.whyPeopleUse, location);

export const loader = ({ request }: Route.LoaderArgs) =>
  documentLoaderData(DOCUMENTS.whyPeopleUse, request);

export const clientLoader = clientDocumentLoader(DOCUMENTS.whyPeopleUse);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DocumentPage doc={DOCUMENTS.whyPeopleUse} loaded={loaderData} />;
}
