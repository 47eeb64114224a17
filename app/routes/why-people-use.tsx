import { DocumentPage, documentMeta } from "~/components/document-page";
import { DOCUMENTS } from "~/content/documents";

/** Also served at /why-do-we-exist; the canonical link names one URL. */
export const meta = () => documentMeta(DOCUMENTS.whyPeopleUse);

export default function Page() {
  return <DocumentPage doc={DOCUMENTS.whyPeopleUse} />;
}
