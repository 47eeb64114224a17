import { describe, expect, it } from "vitest";
import {
  BodyTooLargeError,
  readCappedBody,
  readCappedForm,
} from "#app/lib/platform/capped-body.ts";

const LIMIT = 16 * 1024;

/** A chunked body (no Content-Length) that counts how much of it was pulled. */
function chunked(chunks: number, size: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) return controller.close();
      pulled++;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
  const request = new Request("http://x/", {
    method: "POST",
    body: stream,
    // @ts-expect-error Node needs half-duplex for a streamed request body.
    duplex: "half",
  });
  return { request, pulled: () => pulled };
}

describe("readCappedBody", () => {
  it("returns a body at the cap whole", async () => {
    const body = "a".repeat(LIMIT);
    const bytes = await readCappedBody(
      new Request("http://x/", { method: "POST", body }),
      LIMIT,
    );
    expect(bytes.byteLength).toBe(LIMIT);
  });

  it("refuses a declared length over the cap before reading", async () => {
    const request = new Request("http://x/", {
      method: "POST",
      body: "a".repeat(10),
      headers: { "content-length": String(LIMIT + 1) },
    });
    await expect(readCappedBody(request, LIMIT)).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
    expect(request.bodyUsed).toBe(false);
  });

  it("stops a chunked body at the cap instead of reading it all", async () => {
    const { request, pulled } = chunked(1000, 1024);
    expect(request.headers.get("content-length")).toBeNull();
    await expect(readCappedBody(request, LIMIT)).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
    // 17 chunks of 1 KiB cross 16 KiB; the stream may have one chunk queued ahead.
    expect(pulled()).toBeLessThanOrEqual(18);
  });

  it("accepts a chunked body under the cap", async () => {
    const { request } = chunked(4, 1024);
    expect((await readCappedBody(request, LIMIT)).byteLength).toBe(4096);
  });

  it("reads an empty body as zero bytes", async () => {
    const bytes = await readCappedBody(
      new Request("http://x/", { method: "POST" }),
      LIMIT,
    );
    expect(bytes.byteLength).toBe(0);
  });
});

describe("readCappedForm", () => {
  it("parses a form within the cap", async () => {
    const form = await readCappedForm(
      new Request("http://x/", {
        method: "POST",
        body: new URLSearchParams({ email: "a@example.org", intent: "send" }),
      }),
      LIMIT,
    );
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get("email")).toBe("a@example.org");
    expect((form as FormData).get("intent")).toBe("send");
  });

  it("answers too-large past the cap", async () => {
    const form = await readCappedForm(
      new Request("http://x/", {
        method: "POST",
        body: new URLSearchParams({ note: "a".repeat(LIMIT) }),
      }),
      LIMIT,
    );
    expect(form).toBe("too-large");
  });

  it("answers not-a-form for a JSON body", async () => {
    const form = await readCappedForm(
      new Request("http://x/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "a@example.org" }),
      }),
      LIMIT,
    );
    expect(form).toBe("not-a-form");
  });
});
