import { DocumentPage, documentMeta } from "~/components/document-page";
import { DOCUMENTS } from "~/content/documents";

export const meta = () => documentMeta(DOCUMENTS.whyDoINeedIt);

export default function Page() {
  return <DocumentPage doc={DOCUMENTS.whyDoINeedIt} />;
}
