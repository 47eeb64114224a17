import { I18nProvider } from "@lingui/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { i18nFor } from "./lib/i18n/instance";
import { localeFromPath } from "./lib/i18n/locale-path";
import { PSEUDO_CATALOG } from "./lib/i18n/pseudo";
import { pseudoCatalogRequested } from "./lib/i18n/pseudo.server";
import { nonceContext } from "./lib/nonce";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext);
  const locale = localeFromPath(new URL(request.url).pathname);
  const i18n = await i18nFor(
    locale,
    pseudoCatalogRequested(request) ? PSEUDO_CATALOG : locale,
  );
  let shellRendered = false;
  const body = await renderToReadableStream(
    <I18nProvider i18n={i18n}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
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
