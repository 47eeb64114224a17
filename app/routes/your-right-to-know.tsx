import { HomeButton } from "~/components/home-button";
import { PdfViewer } from "~/components/pdf-viewer";
import { pageMeta } from "~/lib/meta";

/** The retail-facing disclosure an operator replaces in public/static/pdf. */
const PDF_SRC = "/static/pdf/your-right-to-know.pdf";
/** Tighter than the viewer's default so the pages read as one document (12 px, docs/business-rules.md). */
const PAGE_GAP_PX = 12;
const TITLE = "Your right to know";
/** Page 1 as a picture (pdftoppm + WebP), replaced when the PDF is drawn. */
const POSTER = {
  src: "/static/pdf/your-right-to-know-page-1.webp",
  width: 800,
  height: 1133,
};

export const meta = () =>
  pageMeta({
    title: TITLE,
    description:
      "What Nirvana is and is not, what it costs, and the risks of investing, in plain words for retail investors.",
    path: "/your-right-to-know",
  });

export default function Page() {
  return (
    <main id="main" className="page">
      <HomeButton />
      <h1>{TITLE}</h1>
      <p>
        <a href={PDF_SRC} download>
          Download “{TITLE}” (PDF)
        </a>
      </p>
      <PdfViewer
        src={PDF_SRC}
        pageGapPx={PAGE_GAP_PX}
        title={TITLE}
        poster={POSTER}
      />
    </main>
  );
}
