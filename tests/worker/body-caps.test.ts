import { describe, expect, it } from "vitest";
import { SELF } from "./self";
import { clientIp } from "../support/client-ip";

/**
 * 16 KiB caps: every route action (no-JS forms, console actions, React
 * Router's .data posts) and the JSON API refuse bigger bodies with 413, and a
 * chunked body is cut off at the cap while streaming, never read whole.
 */
const CAP = 16 * 1024;

const ROUTE_ACTIONS = [
  "/get-your-trust-code",
  "/get-your-trust-code.data",
  "/trust-code-programme",
  "/have-a-code-or-need-one",
  "/verify",
  "/not-me",
  "/admin/requests",
  "/admin/issuers",
  "/admin/people",
  "/admin/outbox/x",
  "/admin/reports/NIR-ABCDEF",
];

function form(path: string, body: BodyInit, headers: HeadersInit = {}) {
  return SELF.fetch(`http://localhost${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "cf-connecting-ip": clientIp(),
      ...headers,
    },
    body,
  });
}

/** A stream of 1 KiB chunks with no Content-Length, recording how many were pulled. */
function chunkedBody(chunks: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) return controller.close();
      pulled++;
      controller.enqueue(new TextEncoder().encode(`a=${"x".repeat(1022)}`));
    },
  });
  return { stream, pulled: () => pulled };
}

describe("form actions: 16 KiB body cap", () => {
  for (const path of ROUTE_ACTIONS) {
    it(`${path}: over 16 KiB with a length answers 413`, async () => {
      const res = await form(path, `a=${"x".repeat(CAP)}`);
      expect(res.status).toBe(413);
    });

    it(`${path}: a chunked body stops at the cap with 413`, async () => {
      const { stream, pulled } = chunkedBody(200);
      const res = await form(path, stream);
      expect(res.status).toBe(413);
      expect(pulled()).toBeLessThan(40);
    });
  }

  it("passes a body within the cap through to React Router whole", async () => {
    const res = await form("/trust-code-programme", `a=${"x".repeat(CAP - 2)}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("react-router");
  });

  it("passes a small chunked body through", async () => {
    const { stream } = chunkedBody(4);
    const res = await form("/trust-code-programme", stream);
    expect(res.status).toBe(200);
  });
});

describe("JSON API: chunked bodies are counted while reading", () => {
  it("refuses a chunked JSON body over 16 KiB with 413 without reading it all", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 500) return controller.close();
        controller.enqueue(
          new TextEncoder().encode(pulled++ ? " ".repeat(1024) : "{"),
        );
      },
    });
    const res = await SELF.fetch(
      "http://localhost/api/contact/apply-trust-code",
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "cf-connecting-ip": clientIp(),
        },
        body: stream,
      },
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      success: false,
      message: "Request body is too large.",
    });
    expect(pulled).toBeLessThan(40);
  });

  it("accepts a small chunked JSON body", async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ code: "NOPE-1" }));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
    const res = await SELF.fetch(
      "http://localhost/api/contact/apply-trust-code",
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "cf-connecting-ip": clientIp(),
        },
        body: stream,
      },
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { success: boolean }).success).toBe(false);
  });
});
