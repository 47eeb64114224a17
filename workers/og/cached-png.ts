import { sha256Hex } from "#app/lib/platform/index.ts";
import { SHARE_IMAGE_MAX_AGE_S } from "#app/lib/policies.ts";
import { renderPng } from "../render/client";

/**
 * A card drawn from its SVG at most once per colo: the SVG's hash is the
 * ETag and part of the edge cache key, so a changed design or title is drawn
 * afresh while an unchanged one is served from the Cache API. Drawing costs
 * CPU, so only a draw asks `mayDraw` (the client's budget); null when it may not.
 */
export async function cachedPng(
  request: Request,
  ctx: { waitUntil(promise: Promise<unknown>): void },
  svg: string,
  mayDraw: () => Promise<boolean>,
): Promise<Response | null> {
  const hash = (await sha256Hex(svg)).slice(0, 32);
  const etag = `"${hash}"`;
  const headers = {
    "Content-Type": "image/png",
    "Cache-Control": `public, max-age=${SHARE_IMAGE_MAX_AGE_S}`,
    ETag: etag,
  };
  if (request.headers.get("if-none-match") === etag)
    return new Response(null, { status: 304, headers });

  const url = new URL(request.url);
  const key = new Request(`${url.origin}${url.pathname}?v=${hash}`);
  const cache = await caches.open("share-cards");
  const hit = await cache.match(key);
  if (hit) return new Response(hit.body, { status: 200, headers });

  if (!(await mayDraw())) return null;
  const png = await renderPng(svg);
  ctx.waitUntil(cache.put(key, new Response(png.slice(), { headers })));
  return new Response(png, { status: 200, headers });
}
