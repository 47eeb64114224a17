import { describe, expect, it } from "vitest";
import {
  complianceCountries,
  visitorCountry,
} from "#app/lib/compliance/compliance-countries.server.ts";

const req = (path: string, headers: Record<string, string> = {}) =>
  new Request(`https://n.example${path}`, { headers });

describe("the compliance dialog's list in the page", () => {
  it("puts the visitor's country first, in the page's language", () => {
    const list = complianceCountries(req("/ja/"), "DE");
    expect(list[0]).toEqual({ code: "DE", name: "ドイツ" });
    expect(list.slice(1, 3).map((c) => c.code)).toEqual(["GB", "US"]);
    expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
  });

  it("keeps the usual order when the country is unknown", () => {
    const list = complianceCountries(req("/"), null);
    expect(list.slice(0, 2).map((c) => c.code)).toEqual(["GB", "US"]);
    expect(list[2]!.name).toBe("Afghanistan");
  });

  it("reads CF-IPCountry, ignoring Cloudflare's unknown and Tor markers", () => {
    expect(visitorCountry(req("/", { "cf-ipcountry": "jp" }))).toBe("JP");
    expect(visitorCountry(req("/", { "cf-ipcountry": "XX" }))).toBeNull();
    expect(visitorCountry(req("/", { "cf-ipcountry": "T1" }))).toBeNull();
    expect(visitorCountry(req("/"))).toBeNull();
  });
});
