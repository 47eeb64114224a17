import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { EnglishContent } from "#app/components/english-content.tsx";
import { HomeButton } from "#app/components/home-button.tsx";
import { PdfViewer } from "#app/components/pdf-viewer.tsx";
import { rightToKnowDocument } from "#app/content/right-to-know.ts";
import { useLocale } from "#app/lib/i18n/index.ts";
import { registryPageMeta, siteRouteMeta } from "#app/lib/pages/index.ts";

/** Tighter than the viewer's default so the pages read as one document. */
const PAGE_GAP_PX = 12;
const TITLE = siteRouteMeta("/your-right-to-know").title;
/** Opens the document's text, reflowed to the screen (app/lib/documents/pdf-reflow.ts). */
const TEXT_VIEW = msg`Read it as text that fits your screen`;
/** The PDF's download link, in the page's language, to the document shown. */
const DOWNLOAD = msg`Download “{title}” (PDF)`;

export const meta = registryPageMeta("/your-right-to-know");

export default function Page() {
  const { _ } = useLingui();
  const title = _(TITLE);
  // The retail-facing disclosure an operator replaces in public/static/pdf,
  // in the page's language where it is printed in it (app/content/right-to-know.ts).
  const { document: doc, inLanguage } = rightToKnowDocument(useLocale());
  const viewer = (
    <PdfViewer
      src={doc.pdf}
      pageGapPx={PAGE_GAP_PX}
      title={title}
      poster={doc.poster}
      textViewSummary={_(TEXT_VIEW)}
      textSrc={doc.text}
    />
  );
  return (
    <main id="main" className="page">
      <HomeButton />
      <h1>{title}</h1>
      <p>
        <a href={doc.pdf} download>
          {_({ ...DOWNLOAD, values: { title } })}
        </a>
      </p>
      {inLanguage ? viewer : <EnglishContent>{viewer}</EnglishContent>}
    </main>
  );
}
