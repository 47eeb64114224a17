import { describe, expect, it } from "vitest";
import { observatoryScore } from "../support/observatory";
import { PUBLIC_PAGES } from "../e2e/public-pages";
import { SELF } from "./self";
import { stubPages } from "./server-build-stub";

/**
 * The security headers every public page is answered with. They are the
 * Worker's (workers/middleware/security-headers.ts; no public route module
 * sets headers of its own), so the stub page stands in for each page here;
 * that each page answers 200 in the production build is walked end to end
 * (tests/e2e/languages.spec.ts requests every page and its alternates).
 * Each page is fetched twice: the first render and the page cache's copy.
 */
describe("security headers on every route", () => {
  it.each(PUBLIC_PAGES)("observatory >= 100 (A+) on %s", async (path) => {
    stubPages.reset();
    for (const round of ["render", "cached copy"]) {
      const res = await SELF.fetch(`http://localhost${path}`, {
        headers: { "cf-connecting-ip": "198.51.100.7" },
      });
      expect(res.status, round).toBe(200);
      await res.arrayBuffer();
      const headers = Object.fromEntries(res.headers);
      const result = observatoryScore(headers, res.headers.getSetCookie());
      expect(
        result.score,
        `${round}: ${JSON.stringify(result.results)}`,
      ).toBeGreaterThanOrEqual(100);
      expect(headers["cache-control"], round).toBe("private, no-store");
      expect(headers["permissions-policy"], round).toContain("camera=()");
    }
    // The second answer was the cached copy, not a second render.
    expect(stubPages.renders).toEqual([path]);
  });
});
