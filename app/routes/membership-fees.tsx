import {
  DocumentPage,
  DOCUMENTS,
  documentMeta,
} from "~/components/document-page";

export const meta = () => documentMeta(DOCUMENTS.membershipFees);

export default function Page() {
  return <DocumentPage doc={DOCUMENTS.membershipFees} />;
}
