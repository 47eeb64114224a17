/**
 * Reads a request body without ever holding more than `limit` bytes: a
 * declared Content-Length over the cap is refused before reading, and a body
 * without one (chunked) is counted while it streams and cancelled at the cap.
 */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body is larger than ${limit} bytes.`);
  }
}

export async function readCappedBody(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit)
    throw new BodyTooLargeError(limit);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The body as UTF-8 text within `limit` bytes, or why not: over the cap, or
 * unreadable (not UTF-8, or the stream failed).
 */
export async function readCappedText(
  request: Request,
  limit: number,
): Promise<{ text: string } | { refused: "too large" | "unreadable" }> {
  try {
    return { text: utf8.decode(await readCappedBody(request, limit)) };
  } catch (error) {
    return {
      refused: error instanceof BodyTooLargeError ? "too large" : "unreadable",
    };
  }
}

/**
 * The posted form, or null when the body is not a form (a JSON or plain-text
 * body posted to a form action): the caller answers 400, never a 500.
 */
export async function formOrNull(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch (error) {
    if (error instanceof TypeError) return null;
    throw error;
  }
}

/**
 * The posted form as parsed from at most `limit` bytes: "too-large" past the
 * cap, "not-a-form" for any other body (JSON, plain text), so a form action
 * answers 413 or 400 rather than a 500. workers/app.ts already caps every
 * body; this keeps an action safe wherever it is mounted.
 */
export async function readCappedForm(
  request: Request,
  limit: number,
): Promise<FormData | "too-large" | "not-a-form"> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readCappedBody(request, limit);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return "too-large";
    throw error;
  }
  const form = await formOrNull(
    new Request(request.url, {
      method: "POST",
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      body: bytes,
    }),
  );
  return form ?? "not-a-form";
}
