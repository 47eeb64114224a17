import { useLingui } from "@lingui/react";
import type { ClientLoaderFunctionArgs } from "react-router";
import { CallToAction } from "#app/components/call-to-action.tsx";
import { EnglishContent } from "#app/components/english-content.tsx";
import { HomeButton } from "#app/components/home-button.tsx";
import { HtmlFrame, type HtmlFrameProps } from "#app/components/html-frame.tsx";
import {
  documentCandidates,
  documentSrc,
  type SiteDocument,
} from "#app/content/documents.ts";
import { LEGAL_ENGLISH_NOTE } from "#app/content/english-only.ts";
import { MEMBERSHIP_CTA } from "#app/content/navigation.ts";
import { DOCUMENT_PAGE } from "#app/content/shell.ts";
import {
  localeFromPath,
  DEFAULT_LOCALE,
  type Locale,
  useLocale,
} from "#app/lib/i18n/index.ts";
import {
  routeMeta,
  type MetaLocation,
  siteRouteMeta,
} from "#app/lib/pages/index.ts";

export function documentMeta(doc: SiteDocument, location?: MetaLocation) {
  return routeMeta(doc.path, location);
}

/** What a document route's loader hands its page (app/lib/documents/document-html.server.ts). */
export interface LoadedDocument {
  /** The language of the file served: the page's, or English. */
  lang: Locale;
  src: string;
  document: HtmlFrameProps["initial"] | null;
}

/**
 * On a client-side navigation to an English page the browser fetches the
 * document itself (with the loading and failure texts of HtmlFrame); the
 * first page load has it from the server. In another language only the
 * server knows whether a translation exists, so it is asked.
 */
export function clientDocumentLoader(doc: SiteDocument) {
  return ({
    request,
    serverLoader,
  }: Pick<ClientLoaderFunctionArgs, "request"> & {
    serverLoader: () => Promise<unknown>;
  }): Promise<LoadedDocument> | LoadedDocument => {
    const locale = localeFromPath(new URL(request.url).pathname);
    const [first] = documentCandidates(doc, locale);
    if (first!.locale !== DEFAULT_LOCALE)
      return serverLoader() as Promise<LoadedDocument>;
    return { lang: DEFAULT_LOCALE, src: documentSrc(doc), document: null };
  };
}

/** The document route's layout (app/routes/document.tsx): Home, heading, the framed document. */
export function DocumentPage({
  doc,
  loaded,
}: {
  doc: SiteDocument;
  loaded: LoadedDocument;
}) {
  const { _ } = useLingui();
  const locale = useLocale();
  const title = _(siteRouteMeta(doc.path).title);
  const frame = (
    <HtmlFrame
      // A new language is a new document: no stale frame between them.
      key={loaded.src}
      src={loaded.src}
      title={title}
      initial={loaded.document ?? undefined}
    />
  );
  const inPageLanguage = locale === DEFAULT_LOCALE || loaded.lang === locale;
  return (
    <main id="main" className="page document-page">
      <HomeButton />
      <h1>{title}</h1>
      {inPageLanguage ? (
        frame
      ) : (
        <EnglishContent note={doc.legal ? LEGAL_ENGLISH_NOTE : undefined}>
          {frame}
        </EnglishContent>
      )}
      <p className="document-download">
        <a href={loaded.src}>{_(DOCUMENT_PAGE.openAlone)}</a>
      </p>
      {doc.sells && <CallToAction cta={MEMBERSHIP_CTA} />}
    </main>
  );
}
