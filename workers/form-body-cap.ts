import { BodyTooLargeError, readCappedBody } from "#app/lib/platform/index.ts";
import { MAX_FORM_BODY_BYTES } from "#app/lib/policies.ts";

const BODYLESS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every request with a body that React Router will see (no-JS form actions,
 * the console's actions, single-fetch `.data` posts) is read here through the
 * capped reader: over 16 KiB answers 413 before any action parses it. The
 * returned request carries the bytes already read.
 */
export async function capFormBody(
  request: Request,
): Promise<Request | Response> {
  if (BODYLESS.has(request.method)) return request;
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readCappedBody(request, MAX_FORM_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return new Response("Request body is too large (16 KiB at most).", {
      status: 413,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
      },
    });
  }
  const headers = new Headers(request.headers);
  headers.set("content-length", String(body.byteLength));
  headers.delete("transfer-encoding");
  return new Request(request.url, {
    method: request.method,
    headers,
    body: body.byteLength ? body : null,
    signal: request.signal,
  });
}
