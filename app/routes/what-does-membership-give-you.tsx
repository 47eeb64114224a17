import {
  DocumentPage,
  DOCUMENTS,
  documentMeta,
} from "~/components/document-page";

export const meta = () => documentMeta(DOCUMENTS.membershipGives);

export default function Page() {
  return <DocumentPage doc={DOCUMENTS.membershipGives} />;
}
