import { Hono, type Context } from "hono";
import { isActiveCode } from "#app/lib/db/index.server.ts";
import {
  RATE_LIMIT_RETRY_AFTER_S,
  withinRateLimit,
} from "#app/lib/platform/index.ts";
import { sharePathOfSlug } from "#app/lib/pages/index.ts";
import { normaliseTrustCode } from "#app/lib/trust-codes/index.ts";
import { cachedPng } from "../og/cached-png";
import { codeCardSvg, pageCardSvg } from "../og/cards";
import { sharePageTitle } from "../og/page-titles";
import { localizedApiError } from "./errors";
import { API_ERRORS } from "#app/content/api-errors.ts";
import { FORM_ANSWERS } from "#app/content/form-answers.ts";

/**
 * Share cards, 1200×630 PNG: /api/og/code/<code>.png for a Trust Code's link
 * preview (workers/link-preview.ts) and /api/og/page/<slug>.png for each
 * public page's og:image (app/lib/pages/share-image.ts). A card is drawn only for
 * an active code or a public page (no branded card for arbitrary text), and
 * each draw (a cache miss) counts against the client's own share-card budget.
 */
export const og = new Hono<{ Bindings: Env }>();

type OgContext = Context<{ Bindings: Env }>;

async function card(c: OgContext, svg: string) {
  const png = await cachedPng(c.req.raw, c.executionCtx, svg, () =>
    withinRateLimit(c.env.RATE_LIMITER, c.req.raw.headers, "share-card"),
  );
  if (png) return png;
  c.header("Retry-After", String(RATE_LIMIT_RETRY_AFTER_S));
  return localizedApiError(c, 429, FORM_ANSWERS.rateLimited);
}

/** "<name>.png" → name, or null. */
function pngName(file: string): string | null {
  return file.endsWith(".png") ? file.slice(0, -".png".length) : null;
}

og.get("/code/:file", async (c) => {
  const code = normaliseTrustCode(pngName(c.req.param("file")));
  if (!code || !(await isActiveCode(code)))
    return localizedApiError(c, 404, API_ERRORS.notFound);
  return card(c, codeCardSvg(code));
});

og.get("/page/:file", async (c) => {
  const slug = pngName(c.req.param("file"));
  const path = slug === null ? null : sharePathOfSlug(slug);
  const title = path === null ? null : await sharePageTitle(path);
  if (!title) return localizedApiError(c, 404, API_ERRORS.notFound);
  return card(c, pageCardSvg(title));
});
