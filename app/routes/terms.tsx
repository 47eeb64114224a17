import {
  DocumentPage,
  DOCUMENTS,
  documentMeta,
} from "~/components/document-page";

export const meta = () => documentMeta(DOCUMENTS.terms);

export default function Page() {
  return <DocumentPage doc={DOCUMENTS.terms} />;
}
