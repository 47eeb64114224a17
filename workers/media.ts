import type { Context } from "hono";
import { parseRange } from "./byte-range";

/** Media is sample content an operator may replace in place: revalidate daily. */
const MEDIA_CACHE_CONTROL = "public, max-age=86400";

/**
 * /static/media/* through the Worker, because Workers static assets answer a
 * Range request with the whole file (200, no Accept-Ranges) locally and in
 * production (cloudflare/workers-sdk#8967), and browsers then cannot seek.
 * The files are small (< 1 MB), so slicing in memory is fine.
 */
export async function serveMedia(c: Context<{ Bindings: Env }>) {
  const asset = await c.env.ASSETS.fetch(
    new Request(new URL(c.req.path, c.req.url)),
  );
  // The assets' own answer has immutable headers, which the security-headers
  // middleware must set: a missing file is a fresh 404, not a 500.
  if (!asset.ok)
    return new Response(asset.status === 404 ? "Not found." : null, {
      status: asset.status,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const body = await asset.arrayBuffer();
  const size = body.byteLength;
  const headers = new Headers({
    "Content-Type":
      asset.headers.get("Content-Type") ?? "application/octet-stream",
    "Accept-Ranges": "bytes",
    "Cache-Control": MEDIA_CACHE_CONTROL,
  });
  const etag = asset.headers.get("ETag");
  if (etag) headers.set("ETag", etag);

  const range = parseRange(c.req.header("Range") ?? null, size);
  if (range.kind === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  if (range.kind === "full") {
    headers.set("Content-Length", String(size));
    return new Response(c.req.method === "HEAD" ? null : body, { headers });
  }
  const { start, end } = range;
  headers.set("Content-Range", `bytes ${start}-${end}/${size}`);
  headers.set("Content-Length", String(end - start + 1));
  return new Response(
    c.req.method === "HEAD" ? null : body.slice(start, end + 1),
    { status: 206, headers },
  );
}
