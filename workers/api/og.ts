import { Hono } from "hono";
import { sharePathOfSlug } from "../../app/lib/share-image";
import { normaliseTrustCode } from "../../app/lib/trust-code-syntax";
import { cachedPng } from "../og/cached-png";
import { codeCardSvg, pageCardSvg } from "../og/cards";
import { sharePageTitle } from "../og/page-titles";
import { apiError } from "./errors";

/**
 * Share cards, 1200×630 PNG: /api/og/code/<code>.png for a Trust Code's link
 * preview (workers/link-preview.ts) and /api/og/page/<slug>.png for each
 * public page's og:image (app/lib/share-image.ts). Neither reads D1: a code
 * card shows the code's text, whatever its state.
 */
export const og = new Hono<{ Bindings: Env }>();

/** "<name>.png" → name, or null. */
function pngName(file: string): string | null {
  return file.endsWith(".png") ? file.slice(0, -".png".length) : null;
}

og.get("/code/:file", async (c) => {
  const code = normaliseTrustCode(pngName(c.req.param("file")));
  if (!code) return apiError(c, 404, "Not found.");
  return cachedPng(c.req.raw, c.executionCtx, codeCardSvg(code));
});

og.get("/page/:file", async (c) => {
  const slug = pngName(c.req.param("file"));
  const path = slug === null ? null : sharePathOfSlug(slug);
  const title = path === null ? null : await sharePageTitle(path);
  if (!title) return apiError(c, 404, "Not found.");
  return cachedPng(c.req.raw, c.executionCtx, pageCardSvg(title));
});
