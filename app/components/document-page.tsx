import { useLingui } from "@lingui/react";
import { CallToAction } from "~/components/call-to-action";
import { EnglishContent } from "~/components/english-content";
import { HomeButton } from "~/components/home-button";
import { HtmlFrame, type HtmlFrameProps } from "~/components/html-frame";
import { documentSrc, type SiteDocument } from "~/content/documents";
import { MEMBERSHIP_CTA } from "~/content/navigation";
import { DOCUMENT_PAGE } from "~/content/shell";
import { routeMeta, type MetaLocation } from "~/lib/meta";
import { siteRouteMeta } from "~/lib/site-routes";

export function documentMeta(doc: SiteDocument, location?: MetaLocation) {
  return routeMeta(doc.path, location);
}

/**
 * On a client-side navigation the browser fetches the document itself (with
 * the loading and failure texts of HtmlFrame); the first page load has it
 * from the server.
 */
export function clientDocumentLoader() {
  return { document: null };
}

/** Shared layout of the document routes: Home, heading, the framed document. */
export function DocumentPage({
  doc,
  loaded,
}: {
  doc: SiteDocument;
  loaded?: HtmlFrameProps["initial"] | null;
}) {
  const { _ } = useLingui();
  const title = _(siteRouteMeta(doc.path).title);
  return (
    <main id="main" className="page document-page">
      <HomeButton />
      <h1>{title}</h1>
      <EnglishContent>
        <HtmlFrame
          src={documentSrc(doc)}
          title={title}
          initial={loaded ?? undefined}
        />
      </EnglishContent>
      <p className="document-download">
        <a href={documentSrc(doc)}>{DOCUMENT_PAGE.openAlone}</a>
      </p>
      {doc.sells && <CallToAction cta={MEMBERSHIP_CTA} />}
    </main>
  );
}
