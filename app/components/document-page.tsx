import { HomeButton } from "~/components/home-button";
import { HtmlFrame } from "~/components/html-frame";
import { documentSrc, type SiteDocument } from "~/content/documents";
import { DOCUMENT_PAGE } from "~/content/shell";
import { routeMeta } from "~/lib/meta";
import { siteRouteMeta } from "~/lib/site-routes";

export function documentMeta(doc: SiteDocument) {
  return routeMeta(doc.path);
}

/** Shared layout of the document routes: Home, heading, the framed document. */
export function DocumentPage({ doc }: { doc: SiteDocument }) {
  const { title } = siteRouteMeta(doc.path);
  return (
    <main id="main" className="page document-page">
      <HomeButton />
      <h1>{title}</h1>
      <HtmlFrame src={documentSrc(doc)} title={title} />
      <p className="document-download">
        <a href={documentSrc(doc)}>{DOCUMENT_PAGE.openAlone}</a>
      </p>
    </main>
  );
}
