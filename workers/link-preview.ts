import { isBotUserAgent } from "./bot-user-agent";
import { LINK_PREVIEW } from "#app/content/link-preview.ts";
import { BRAND } from "#app/lib/brand.ts";
import { codeCardUrl } from "#app/lib/pages/index.ts";
import { requestOrigin, escapeMarkup } from "#app/lib/platform/index.ts";
import type { Capture } from "./attribution";
import { publishScan } from "./scans/events";

const PREVIEW_CSP =
  "default-src 'none'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Browsers driven by scripts (end-to-end tests, uptime monitors) that isbot
 * also flags: they follow redirects and run pages as a person's browser
 * does, and never build link cards, so they keep the person's path.
 */
const AUTOMATED_BROWSER =
  /headless|playwright|puppeteer|selenium|webdriver|phantomjs|lighthouse/i;

/**
 * A chat app or social network fetching a /c/<code> link to draw its
 * preview: a crawler user agent by isbot. A person's browser, a prefetch,
 * a script without a user agent or an automated browser keeps the redirect.
 * One regular-expression test on the user agent: the person's path pays
 * nothing else.
 */
function isLinkPreviewFetcher(request: Request): boolean {
  const ua = request.headers.get("user-agent");
  return !!ua && isBotUserAgent(ua) && !AUTOMATED_BROWSER.test(ua);
}

/** The preview page: Open Graph and Twitter tags, a link on, no script. */
function linkPreviewHtml(origin: string, code: string): string {
  const e = escapeMarkup;
  const url = `${origin}/c/${encodeURIComponent(code)}`;
  const title = LINK_PREVIEW.title(code);
  const description = LINK_PREVIEW.description(code);
  const image = codeCardUrl(origin, code);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>${e(title)}</title>
<meta name="description" content="${e(description)}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="${e(BRAND.name)}">
<meta property="og:title" content="${e(title)}">
<meta property="og:description" content="${e(description)}">
<meta property="og:url" content="${e(url)}">
<meta property="og:image" content="${e(image)}">
<meta property="og:image:type" content="image/png">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta property="og:image:alt" content="${e(LINK_PREVIEW.imageAlt(code))}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${e(title)}">
<meta name="twitter:description" content="${e(description)}">
<meta name="twitter:image" content="${e(image)}">
</head>
<body>
<h1>${e(title)}</h1>
<p>${e(description)}</p>
<p><a href="/">${e(LINK_PREVIEW.continueLink)}</a></p>
</body>
</html>
`;
}

/**
 * The answer to a link-preview fetcher on /c/<code>: a 200 page with the
 * code's card and no cookies, since a preview is nobody's visit. The fetch is
 * still published, and workers/scans/classify.ts counts it as a bot event.
 * Null for everyone else, who gets the plain redirect.
 */
export function linkPreviewResponse(
  request: Request,
  url: URL,
  capture: Capture,
  env: Env,
  ctx: ExecutionContext,
): Response | null {
  if (!isLinkPreviewFetcher(request)) return null;
  ctx.waitUntil(publishScan(env, request, capture, "qr"));
  const body = linkPreviewHtml(requestOrigin(url.href), capture.code);
  return new Response(request.method === "HEAD" ? null : body, {
    status: 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
      // Nothing but the markup and the site's own card image may load.
      "Content-Security-Policy": PREVIEW_CSP,
    },
  });
}
