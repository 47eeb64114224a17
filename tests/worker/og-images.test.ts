import { beforeAll, describe, expect, it } from "vitest";
import { SITE_ROUTES } from "#app/lib/pages/site-routes.ts";
import { shareImageUrl } from "#app/lib/pages/share-image.ts";
import { SITE_ORIGIN } from "#app/lib/brand.ts";
import { pngSize } from "./png-header";
import { insertCode } from "./scan-helpers";
import { startOfFreshWindow } from "../support/rate-window";
import { SELF } from "./self";
import { clientIp } from "../support/client-ip";

/** Each card takes ~100 ms of CPU, far more on a shared, busy machine. */
const DRAW_TIMEOUT_MS = 60_000;

/** Each call its own client, so the share-card budget stays out of the way. */
async function png(path: string, init?: RequestInit) {
  const res = await SELF.fetch(`http://localhost${path}`, {
    ...init,
    headers: { ...init?.headers, "cf-connecting-ip": clientIp() },
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("share cards", () => {
  beforeAll(async () => {
    await insertCode("SHARE-ME");
    await insertCode("W".repeat(64));
  });

  it(
    "draws a Trust Code's card as a 1200×630 PNG, cached",
    async () => {
      const { res, bytes } = await png("/api/og/code/SHARE-ME.png");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("cache-control")).toBe("public, max-age=604800");
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
      const etag = res.headers.get("etag");
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/);

      const again = await png("/api/og/code/share-me.png");
      expect(again.res.headers.get("etag")).toBe(etag);
      expect(again.bytes).toEqual(bytes);
      const notModified = await SELF.fetch(
        "http://localhost/api/og/code/SHARE-ME.png",
        { headers: { "if-none-match": etag! } },
      );
      expect(notModified.status).toBe(304);
    },
    DRAW_TIMEOUT_MS,
  );

  it(
    "draws a different card for a different code, and fits a long one",
    async () => {
      const a = await png("/api/og/code/SHARE-ME.png");
      const long = await png(`/api/og/code/${"W".repeat(64)}.png`);
      expect(long.res.status).toBe(200);
      expect(pngSize(long.bytes)).toEqual({ width: 1200, height: 630 });
      expect(long.res.headers.get("etag")).not.toBe(a.res.headers.get("etag"));
    },
    DRAW_TIMEOUT_MS,
  );

  it.each([
    "/api/og/code/%3Cx%3E.png",
    "/api/og/code/AB.png",
    "/api/og/code/SHARE-ME.svg",
  ])("refuses %s", async (path) => {
    const res = await SELF.fetch(`http://localhost${path}`);
    expect(res.status).toBe(404);
  });

  it(
    "gives every public page its own 1200×630 card",
    async () => {
      const urls = new Set<string>();
      const etags = new Set<string>();
      for (const route of SITE_ROUTES) {
        const url = shareImageUrl(route.path);
        expect(url.startsWith(`${SITE_ORIGIN}/api/og/page/`)).toBe(true);
        urls.add(url);
        const { res, bytes } = await png(url.slice(SITE_ORIGIN.length));
        expect(res.status, url).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/png");
        expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
        etags.add(res.headers.get("etag")!);
      }
      expect(urls.size).toBe(SITE_ROUTES.length);
      // /why-do-we-exist is the /why-people-use-nirvana document: same title, same card.
      expect(etags.size).toBe(SITE_ROUTES.length - 1);
    },
    DRAW_TIMEOUT_MS,
  );

  it("refuses a page that is not public", async () => {
    for (const slug of ["admin", "verify", "nope", "..%2Fadmin"]) {
      const res = await SELF.fetch(`http://localhost/api/og/page/${slug}.png`);
      expect(res.status).toBe(404);
    }
  });

  it("draws no card for a code that is unknown or stopped", async () => {
    await insertCode("STOPPED-CARD", "terminated");
    for (const code of ["NO-SUCH-CARD", "STOPPED-CARD", "ARBITRARY-TEXT"]) {
      const { res } = await png(`/api/og/code/${code}.png`);
      expect(res.status, code).toBe(404);
    }
  });

  it(
    "limits how many cards one client can have drawn",
    async () => {
      const codes = Array.from({ length: 31 }, (_, i) => `LIMIT-CARD-${i}`);
      for (const code of codes) await insertCode(code);
      await startOfFreshWindow();
      const statuses: number[] = [];
      for (const code of codes) {
        const res = await SELF.fetch(
          `http://localhost/api/og/code/${code}.png`,
          { headers: { "cf-connecting-ip": "2001:db8:c4d::1" } },
        );
        await res.arrayBuffer();
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
    },
    DRAW_TIMEOUT_MS * 2,
  );
});
