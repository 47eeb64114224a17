import {
  clientDocumentLoader,
  DocumentPage,
  documentMeta,
} from "~/components/document-page";
import type { MetaArgsLike } from "~/lib/meta";
import { DOCUMENTS } from "~/content/documents";
import { documentLoaderData } from "~/lib/document-html.server";
import type { Route } from "./+types/member-eula";
import type { ShellHandle } from "~/lib/shell";

/** One of the documents the compliance dialog asks visitors to accept. */
export const handle: ShellHandle = { complianceDialog: false };

export const meta = ({ location }: MetaArgsLike) =>
  documentMeta(DOCUMENTS.memberEula, location);

export const loader = ({ request }: Route.LoaderArgs) =>
  documentLoaderData(DOCUMENTS.memberEula, request);

export const clientLoader = clientDocumentLoader(DOCUMENTS.memberEula);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DocumentPage doc={DOCUMENTS.memberEula} loaded={loaderData} />;
}
