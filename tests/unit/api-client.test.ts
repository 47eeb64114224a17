import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  apiFetch,
  apiPath,
  BASIC_AUTH_STORAGE_KEY,
  HttpError,
  postJson,
} from "#app/lib/platform/api-client.ts";
import { submissionErrorMessage } from "#app/lib/forms/submission-error.ts";
import { i18nFor } from "#app/lib/i18n/instance.ts";

/** The fallbacks are translated; English is what these tests read. */
const en = await i18nFor("en");

const assign = vi.fn();
let stored: Record<string, string> = {};

beforeEach(() => {
  stored = {};
  assign.mockReset();
  vi.stubGlobal("window", {
    location: { assign },
    localStorage: { getItem: (k: string) => stored[k] ?? null },
  });
});
afterEach(() => vi.unstubAllGlobals());

function respond(status: number, body: string, type = "application/json") {
  const fetchMock = vi.fn(
    async () =>
      new Response(body, { status, headers: { "content-type": type } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("apiPath (docs/api.md)", () => {
  it("prefixes /api except for /api, /assets and /static", () => {
    expect(apiPath("/contact/apply-trust-code")).toBe(
      "/api/contact/apply-trust-code",
    );
    expect(apiPath("countries")).toBe("/api/countries");
    expect(apiPath("/api/countries")).toBe("/api/countries");
    expect(apiPath("/assets/x.js")).toBe("/assets/x.js");
    expect(apiPath("/static/html/a/a.html")).toBe("/static/html/a/a.html");
    expect(apiPath("/apiary")).toBe("/api/apiary");
  });
});

describe("apiFetch", () => {
  it("includes credentials and parses JSON", async () => {
    const fetchMock = respond(200, '{"ok":true}');
    expect(await apiFetch("/health")).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [
      string,
      RequestInit,
    ];
    expect(url).toBe("/api/health");
    expect(init.credentials).toBe("include");
  });

  it("yields undefined for a non-JSON response", async () => {
    respond(200, "<p>hi</p>", "text/html");
    expect(await apiFetch("/x")).toBeUndefined();
  });

  it("raises HttpError with the status for a non-OK answer", async () => {
    respond(503, '{"success":false,"message":"down"}');
    const error = await apiFetch("/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(503);
    expect((error as HttpError).message).toBe("HTTP 503");
  });

  it("sends stored Basic credentials, and a 401 without them goes to /api/health", async () => {
    respond(401, "{}");
    await apiFetch("/x").catch(() => undefined);
    expect(assign).toHaveBeenCalledWith("/api/health");

    assign.mockReset();
    stored[BASIC_AUTH_STORAGE_KEY] = "dXNlcjpwYXNz";
    const fetchMock = respond(401, "{}");
    await apiFetch("/x").catch(() => undefined);
    const init = (
      fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    )[1];
    expect(new Headers(init.headers).get("authorization")).toBe(
      "Basic dXNlcjpwYXNz",
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it("postJson sends a JSON body", async () => {
    const fetchMock = respond(200, '{"success":true}');
    await postJson("/contact/apply-trust-code", { code: "ABC" });
    const init = (
      fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    )[1];
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("content-type")).toBe(
      "application/json",
    );
    expect(init.body).toBe('{"code":"ABC"}');
    expect(new Headers(init.headers).has("idempotency-key")).toBe(false);
  });

  it("postJson sends the submission's Idempotency-Key when given one", async () => {
    const fetchMock = respond(200, '{"success":true}');
    await postJson("/contact/organisation", { a: 1 }, "key-1");
    const init = (
      fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    )[1];
    expect(new Headers(init.headers).get("idempotency-key")).toBe("key-1");
    expect(init.body).toBe('{"a":1}');
  });
});

describe("submissionErrorMessage (docs/api.md)", () => {
  it("server message, else 'Submission failed', else the generic text", () => {
    expect(
      submissionErrorMessage(
        new HttpError(400, { message: "Bad website" }),
        en,
      ),
    ).toBe("Bad website");
    expect(submissionErrorMessage(new HttpError(500, undefined), en)).toBe(
      "Submission failed",
    );
    expect(submissionErrorMessage(new TypeError("network"), en)).toBe(
      "An error occurred. Please try again later.",
    );
  });
});
