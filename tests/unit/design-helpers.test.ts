import { describe, expect, it } from "vitest";
import {
  estimateHeight,
  heightVariables,
} from "#app/lib/documents/document-height.ts";
import {
  keepAmountsTogether,
  linkRule,
  stripEventHandlerAttributes,
} from "#app/lib/documents/document-html.ts";
import { withScheme } from "#app/lib/forms/website.ts";
import { parseRange } from "../../workers/byte-range";

describe("parseRange", () => {
  it("reads single ranges, suffixes and open ends", () => {
    expect(parseRange(null, 1000)).toEqual({ kind: "full" });
    expect(parseRange("bytes=0-99", 1000)).toEqual({
      kind: "partial",
      start: 0,
      end: 99,
    });
    expect(parseRange("bytes=900-", 1000)).toEqual({
      kind: "partial",
      start: 900,
      end: 999,
    });
    expect(parseRange("bytes=-100", 1000)).toEqual({
      kind: "partial",
      start: 900,
      end: 999,
    });
    expect(parseRange("bytes=990-5000", 1000)).toEqual({
      kind: "partial",
      start: 990,
      end: 999,
    });
  });
  it("refuses what cannot be served and ignores what it does not understand", () => {
    expect(parseRange("bytes=1000-", 1000)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=-0", 1000)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=0-1,5-6", 1000)).toEqual({ kind: "full" });
    expect(parseRange("items=0-1", 1000)).toEqual({ kind: "full" });
    expect(parseRange("bytes=50-10", 1000)).toEqual({ kind: "full" });
  });
});

describe("withScheme", () => {
  it("adds https:// to a bare domain and leaves schemes alone", () => {
    expect(withScheme("example.org")).toBe("https://example.org");
    expect(withScheme(" www.example.org/x ")).toBe("https://www.example.org/x");
    expect(withScheme("http://example.org")).toBe("http://example.org");
    expect(withScheme("javascript:alert(1)")).toBe("javascript:alert(1)");
    expect(withScheme("")).toBe("");
  });
});

describe("framed documents", () => {
  it("keeps currencies and amounts together", () => {
    expect(keepAmountsTogether("USD 569 and 50 USD, EUR\n20")).toBe(
      "USD&nbsp;569 and 50&nbsp;USD, EUR&nbsp;20",
    );
  });
  it("sends links to the right place", () => {
    const base = new URL("http://localhost/static/html/a/a.html");
    expect(
      linkRule(
        "https://nirvana.example/terms",
        base,
        "http://localhost",
        "nirvana.example",
      ),
    ).toEqual({ href: "/terms", target: "_top" });
    expect(linkRule("#x", base, "http://localhost", "nirvana.example")).toBe(
      null,
    );
    expect(
      linkRule(
        "https://x.example/",
        base,
        "http://localhost",
        "nirvana.example",
      ),
    ).toEqual({
      href: "https://x.example/",
      target: "_blank",
      rel: "noopener noreferrer",
    });
  });
  it("estimates taller frames for narrower screens, one per band", () => {
    const m = { chars: 10000, blocks: 60 };
    expect(estimateHeight(m, 320)).toBeGreaterThan(estimateHeight(m, 600));
    expect(estimateHeight(m, 820)).toBe(estimateHeight(m, 1366));
    expect(Object.keys(heightVariables(m))).toContain("--frame-h-320");
  });
});

describe("stripEventHandlerAttributes", () => {
  it("removes every on…= attribute, quoted or not, and keeps the rest", () => {
    expect(
      stripEventHandlerAttributes(
        `<h2 class="a" onclick="alert(1)">x</h2><img src=a.png onerror=alert(2) alt='b' ONLOAD='c'>`,
      ),
    ).toBe(`<h2 class="a">x</h2><img src=a.png alt='b'>`);
  });
});
