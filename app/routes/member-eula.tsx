import { DocumentPage, documentMeta } from "~/components/document-page";
import { DOCUMENTS } from "~/content/documents";
import type { ShellHandle } from "~/lib/shell";

/** One of the documents the compliance dialog asks visitors to accept. */
export const handle: ShellHandle = { complianceDialog: false };

export const meta = () => documentMeta(DOCUMENTS.memberEula);

export default function Page() {
  return <DocumentPage doc={DOCUMENTS.memberEula} />;
}
