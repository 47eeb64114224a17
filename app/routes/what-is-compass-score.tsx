import {
  DocumentPage,
  DOCUMENTS,
  documentMeta,
} from "~/components/document-page";

export const meta = () => documentMeta(DOCUMENTS.compassScore);

export default function Page() {
  return <DocumentPage doc={DOCUMENTS.compassScore} />;
}
