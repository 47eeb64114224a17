import { I18nProvider } from "@lingui/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { pageAreas } from "./lib/i18n/areas";
import { documentCatalogFor } from "./lib/i18n/document-catalog.server";
import { DocumentCatalogContext } from "./lib/i18n/document-catalog-context";
import { i18nFor } from "./lib/i18n/instance";
import { localeFromPath } from "./lib/i18n/locale-path";
import { PSEUDO_CATALOG } from "./lib/i18n/pseudo";
import { pseudoCatalogRequested } from "./lib/i18n/pseudo.server";
import { InlineStylesContext } from "./lib/platform/inline-styles";
import { ComplianceFirstPaintContext } from "./lib/compliance/compliance-first-paint";
import { COMPLIANCE_FIRST_PAINT_SCRIPT } from "./lib/compliance/compliance-first-paint.server";
import { NonceContext, nonceContext } from "./lib/platform/nonce";
import publicStyles from "./styles/public.css?inline";

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
  const areas = pageAreas(
    routerContext.staticHandlerContext.matches.map((m) => m.route.handle),
  );
  const [i18n, catalogJson] = await Promise.all([
    i18nFor(locale, catalog),
    documentCatalogFor(catalog, areas),
  ]);
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
      onError(error: unknown) {
        responseStatusCode = 500;
        // Shell errors reject and are logged by React Router; log the rest here.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  // Crawlers get the whole document at once; people get it streamed.
  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode)
    await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
