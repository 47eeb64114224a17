import { HomeButton } from "~/components/home-button";
import { PdfViewer } from "~/components/pdf-viewer";
import { routeMeta } from "~/lib/meta";
import { siteRouteMeta } from "~/lib/site-routes";

/** The retail-facing disclosure an operator replaces in public/static/pdf. */
const PDF_SRC = "/static/pdf/your-right-to-know.pdf";
/** Tighter than the viewer's default so the pages read as one document. */
const PAGE_GAP_PX = 12;
const TITLE = siteRouteMeta("/your-right-to-know").title;
/** Page 1 as a picture (pdftoppm + WebP), replaced when the PDF is drawn. */
const POSTER = {
  src: "/static/pdf/your-right-to-know-page-1.webp",
  width: 800,
  height: 1133,
};

export const meta = () => routeMeta("/your-right-to-know");

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
