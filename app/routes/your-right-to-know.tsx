import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { EnglishContent } from "#app/components/english-content.tsx";
import { HomeButton } from "#app/components/home-button.tsx";
import { PdfViewer } from "#app/components/pdf-viewer.tsx";
import { routeMeta, type MetaArgsLike } from "#app/lib/pages/meta.ts";
import { siteRouteMeta } from "#app/lib/pages/site-routes.ts";

/** The retail-facing disclosure an operator replaces in public/static/pdf. */
const PDF_SRC = "/static/pdf/your-right-to-know.pdf";
/** Tighter than the viewer's default so the pages read as one document. */
const PAGE_GAP_PX = 12;
const TITLE = siteRouteMeta("/your-right-to-know").title;
/** Opens the document's text, reflowed to the screen (app/lib/documents/pdf-reflow.ts). */
const TEXT_VIEW = msg`Read it as text that fits your screen`;
/** The PDF's download link, in the page's language (the document itself is English). */
const DOWNLOAD = msg`Download “{title}” (PDF)`;
/** Page 1 as a picture (pdftoppm + WebP), replaced when the PDF is drawn. */
const POSTER = {
  src: "/static/pdf/your-right-to-know-page-1.webp",
  width: 800,
  height: 1133,
};

export const meta = ({ location }: MetaArgsLike) =>
  routeMeta("/your-right-to-know", location);

export default function Page() {
  const { _ } = useLingui();
  const title = _(TITLE);
  return (
    <main id="main" className="page">
      <HomeButton />
      <h1>{title}</h1>
      <p>
        <a href={PDF_SRC} download>
          {_({ ...DOWNLOAD, values: { title } })}
        </a>
      </p>
      <EnglishContent>
        <PdfViewer
          src={PDF_SRC}
          pageGapPx={PAGE_GAP_PX}
          title={title}
          poster={POSTER}
          textViewSummary={_(TEXT_VIEW)}
        />
      </EnglishContent>
    </main>
  );
}
