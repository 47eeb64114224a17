import { I18nProvider } from "@lingui/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import {
  pageAreas,
  DocumentCatalogContext,
  i18nFor,
  localeFromPath,
  PSEUDO_CATALOG,
} from "#app/lib/i18n/index.ts";
import {
  documentCatalogFor,
  pseudoCatalogRequested,
} from "#app/lib/i18n/index.server.ts";
import {
  InlineStylesContext,
  NonceContext,
  nonceContext,
  wantsWholeDocument,
} from "#app/lib/platform/index.ts";
import { ComplianceFirstPaintContext } from "#app/lib/compliance/index.ts";
import { COMPLIANCE_FIRST_PAINT_SCRIPT } from "#app/lib/compliance/index.server.ts";
import publicStyles from "#app/styles/public.css?inline";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext);
  const locale = localeFromPath(new URL(request.url).pathname);
  const catalog = pseudoCatalogRequested(request) ? PSEUDO_CATALOG : locale;
  // The page's own catalogs travel inside the document (app/root.tsx).
  const handles = routerContext.staticHandlerContext.matches.map(
    (m) => m.route.handle,
  );
  const areas = pageAreas(handles);
  const [i18n, catalogJson] = await Promise.all([
    i18nFor(locale, catalog),
    documentCatalogFor(catalog, areas),
  ]);
  // A whole document (app/lib/platform/whole-document.ts) is sent once all
  // of it is rendered, so no finished part is held back to be moved into
  // place by a script: React otherwise sends a Suspense boundary past the
  // first 12.8 KB of the document after the shell.
  const whole = wantsWholeDocument(handles);
  let shellRendered = false;
  const body = await renderToReadableStream(
    <I18nProvider i18n={i18n}>
      <DocumentCatalogContext value={catalogJson}>
        <InlineStylesContext value={publicStyles}>
          <ComplianceFirstPaintContext value={COMPLIANCE_FIRST_PAINT_SCRIPT}>
            <NonceContext value={nonce}>
              <ServerRouter
                context={routerContext}
                url={request.url}
                nonce={nonce}
              />
            </NonceContext>
          </ComplianceFirstPaintContext>
        </InlineStylesContext>
      </DocumentCatalogContext>
    </I18nProvider>,
    {
      nonce,
      progressiveChunkSize: whole ? Number.POSITIVE_INFINITY : undefined,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Shell errors reject and are logged by React Router; log the rest here.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  // Crawlers get the whole document at once; people get it streamed, except
  // on a page whose lazily loaded parts must be in the HTML without a script
  // (app/lib/platform/whole-document.ts).
  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode || whole)
    await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
