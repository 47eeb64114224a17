import { describe, expect, it } from "vitest";
import { loadMessages } from "#app/lib/i18n/catalog.ts";
import { SELF } from "./self";

function get(path: string) {
  return SELF.fetch(`http://localhost${path}`);
}

describe("GET /api/messages/<locale>/<area>", () => {
  it("answers one area's compiled catalog of one locale", async () => {
    const res = await get("/api/messages/de/issuer");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual(await loadMessages("de", "issuer"));
    // Only that area: a word of the landing page is not in it.
    const landing = await loadMessages("de", "landing");
    const landingOnly = Object.keys(landing).find((id) => !(id in body));
    expect(landingOnly).toBeDefined();
  });

  it("every browser area of every locale is served", async () => {
    for (const locale of ["en", "ja", "ar", "zh"])
      for (const area of ["common", "landing", "issuer", "forms", "apply"]) {
        const res = await get(`/api/messages/${locale}/${area}`);
        expect(res.status, `${locale}/${area}`).toBe(200);
        expect(await res.json()).toEqual(
          await loadMessages(locale as "en", area as "common"),
        );
      }
  });

  it("a versioned address is cached for a year, an unversioned one briefly", async () => {
    const versioned = await get("/api/messages/ja/common?v=3d95dcdc");
    expect(versioned.headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
    const plain = await get("/api/messages/ja/common");
    expect(plain.headers.get("cache-control")).toBe("public, max-age=300");
  });

  it.each([
    ["the server's words (e-mails, API answers)", "/api/messages/de/server"],
    ["an unknown locale", "/api/messages/xx/common"],
    ["an unknown area", "/api/messages/de/nope"],
    ["a path in the locale", "/api/messages/..%2Fde/common"],
    ["the pseudo-locale outside a test server", "/api/messages/pseudo/common"],
  ])("%s is not found", async (_name, path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: "Not found." });
  });
});
