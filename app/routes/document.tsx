import { data } from "react-router";
import {
  clientDocumentLoader,
  DocumentPage,
  documentMeta,
} from "#app/components/document-page.tsx";
import { DOCUMENTS, type DocumentKey } from "#app/content/documents.ts";
import { documentLoaderData } from "#app/lib/documents/index.server.ts";
import { type MetaArgsLike, documentKeyAt } from "#app/lib/pages/index.ts";
import type { Route } from "./+types/document";

/**
 * One module serves every framed document: the page's manifest entry
 * (./document.page.ts) names the document at the requested path, in
 * any language. /why-do-we-exist shows the /why-people-use-nirvana document,
 * whose canonical link and meta it carries.
 */
function documentAt(pathname: string): DocumentKey {
  const key = documentKeyAt(pathname);
  if (!key) throw data(null, { status: 404 });
  return key;
}

export const meta = ({ location }: MetaArgsLike) =>
  documentMeta(DOCUMENTS[documentAt(location.pathname)], location);

export async function loader({ request, url }: Route.LoaderArgs) {
  const key = documentAt(url.pathname);
  return { key, ...(await documentLoaderData(DOCUMENTS[key], request)) };
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const key = documentAt(args.url.pathname);
  return { key, ...(await clientDocumentLoader(DOCUMENTS[key])(args)) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { key, ...loaded } = loaderData;
  return <DocumentPage doc={DOCUMENTS[key]} loaded={loaded} />;
}
