import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { consentSessionHash } from "#app/lib/consent/consent-hash.ts";
import { sweepPersonalData } from "#app/lib/db/retention.server.ts";
import {
  CONSENT_RECORD_RETENTION_MS,
  COOKIE_POLICY_VERSION,
} from "#app/lib/policies.ts";
import { RATE_LIMIT, startOfFreshWindow } from "../support/rate-window";
import { insertCode } from "./scan-helpers";
import { SELF } from "./self";
import { clientIp } from "../support/client-ip";

const GPC = { "sec-gpc": "1" };
/** A real browser: scans from anything else are bot events (workers/scans/classify.ts). */
const BROWSER = {
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
};
const SID = "nir_sid=0f8fad5b-d9cb-469f-a165-70867728950e";
const TRACKING = /^nir_(sid|source|campaign)=/;

const cookies = (res: Response) => res.headers.getSetCookie();
/** Set-Cookie values that set (not delete) a tracking cookie. */
const trackingSet = (res: Response) =>
  cookies(res).filter((c) => TRACKING.test(c) && !c.includes("Max-Age=0"));
const trackingDeleted = (res: Response) =>
  cookies(res).filter((c) => TRACKING.test(c) && c.includes("Max-Age=0"));

describe("Sec-GPC: 1 is a Decline before any React code runs", () => {
  it("/c/<code>: still 302 to /, the code only, no nir_sid/nir_source/nir_campaign", async () => {
    const res = await SELF.fetch(
      "http://localhost/c/gpc-code?source=flyer&campaign=spring",
      { redirect: "manual", headers: GPC },
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(cookies(res)).toEqual([
      "nir_trust_code=GPC-CODE; Path=/; Max-Age=15552000; SameSite=Lax",
    ]);
    expect(await res.text()).toBe("");
  });

  it("/c/<code> without the header is unchanged", async () => {
    const res = await SELF.fetch("http://localhost/c/gpc-code?campaign=x", {
      redirect: "manual",
    });
    expect(
      trackingSet(res)
        .map((c) => c.split("=")[0])
        .sort(),
    ).toEqual(["nir_campaign", "nir_sid", "nir_source"]);
  });

  it("the scan is still counted, as for a declined visitor", async () => {
    await insertCode("GPC-SCAN");
    await SELF.fetch("http://localhost/c/gpc-scan?campaign=gpc", {
      redirect: "manual",
      headers: { ...GPC, ...BROWSER },
    });
    let row: { scans: number } | null = null;
    for (let i = 0; i < 600 && !row; i++) {
      row = await env.DB.prepare(
        "SELECT scans FROM scan_daily WHERE code = 'GPC-SCAN'",
      ).first<{ scans: number }>();
      if (!row) await new Promise((r) => setTimeout(r, 20));
    }
    expect(row?.scans).toBe(1);
  }, 20_000);

  it("/c/<code> deletes tracking cookies the browser still carries, on the widened domain too", async () => {
    const res = await SELF.fetch("https://x.dev.nirvana.example/c/abc", {
      redirect: "manual",
      headers: { ...GPC, cookie: `${SID}; nir_source=qr` },
    });
    expect(trackingSet(res)).toEqual([]);
    const deleted = trackingDeleted(res);
    expect(deleted).toHaveLength(6);
    expect(
      deleted.filter((c) => c.endsWith("Domain=dev.nirvana.example")),
    ).toHaveLength(3);
  });

  it("a ?code= page sets the code only", async () => {
    const res = await SELF.fetch("http://localhost/?code=page-gpc&campaign=c", {
      headers: GPC,
    });
    expect(res.status).toBe(200);
    expect(cookies(res)).toEqual([
      "nir_trust_code=PAGE-GPC; Path=/; Max-Age=15552000; SameSite=Lax",
    ]);
  });

  it("a ?code= page without the header is unchanged", async () => {
    const res = await SELF.fetch("http://localhost/?code=page-gpc&campaign=c");
    expect(trackingSet(res)).toHaveLength(3);
  });

  it("any page deletes leftover tracking cookies, and sets nothing when there are none", async () => {
    const leftover = await SELF.fetch("http://localhost/the-founder", {
      headers: { ...GPC, cookie: `${SID}; nir_campaign=x` },
    });
    expect(leftover.status).toBe(200);
    expect(trackingDeleted(leftover)).toHaveLength(3);
    expect(trackingSet(leftover)).toEqual([]);
    const clean = await SELF.fetch("http://localhost/the-founder", {
      headers: { ...GPC, cookie: "nir_trust_code=ABC" },
    });
    expect(cookies(clean)).toEqual([]);
  });

  it("without the header or a refusal, a page never deletes them", async () => {
    const res = await SELF.fetch("http://localhost/the-founder", {
      headers: { cookie: SID },
    });
    expect(cookies(res)).toEqual([]);
  });
});

function postConsent(body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch("http://localhost/api/consent", {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: {
      "content-type": "application/json",
      "cf-connecting-ip": clientIp(),
      ...headers,
    },
  });
}

async function rowsFor(consentId: string) {
  const hash = await consentSessionHash(consentId, undefined);
  const { results } = await env.DB.prepare(
    "SELECT * FROM consent_records WHERE session_hash = ?1 ORDER BY id",
  )
    .bind(hash)
    .all<Record<string, unknown>>();
  return results;
}

/** A consent id of its own per test, so counts never mix. */
let idCounter = 0;
const freshId = () => (++idCounter).toString(16).padStart(32, "a");

describe("POST /api/consent", () => {
  it("stores one record per call: choice, policy version, time, session hash; no IP, no user agent", async () => {
    const id = freshId();
    const before = Date.now();
    for (const choice of ["accept", "decline", "gpc", "decline"]) {
      const res = await postConsent(
        { choice, policyVersion: COOKIE_POLICY_VERSION, consentId: id },
        { "user-agent": "Recorder/1.0" },
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        success: true,
        message: "Consent choice recorded.",
      });
    }
    const rows = await rowsFor(id);
    expect(rows.map((r) => r.choice)).toEqual([
      "accept",
      "decline",
      "gpc",
      "decline",
    ]);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual([
        "choice",
        "id",
        "policy_version",
        "recorded_at",
        "session_hash",
      ]);
      expect(row.policy_version).toBe(COOKIE_POLICY_VERSION);
      expect(Date.parse(row.recorded_at as string)).toBeGreaterThanOrEqual(
        before - 1000,
      );
      expect(row.session_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(id);
      expect(JSON.stringify(row)).not.toContain("198.51.101.");
      expect(JSON.stringify(row)).not.toContain("Recorder");
    }
  });

  it("the table has no column for an address or a user agent", async () => {
    const { results } = await env.DB.prepare(
      "PRAGMA table_info(consent_records)",
    ).all<{ name: string }>();
    expect(results.map((c) => c.name).sort()).toEqual([
      "choice",
      "id",
      "policy_version",
      "recorded_at",
      "session_hash",
    ]);
  });

  it("one browser's records share a hash; another browser's differ; the hash is keyed", async () => {
    const a = freshId();
    const b = freshId();
    for (const consentId of [a, a, b])
      await postConsent({
        choice: "accept",
        policyVersion: COOKIE_POLICY_VERSION,
        consentId,
      });
    const ra = await rowsFor(a);
    const rb = await rowsFor(b);
    expect(ra).toHaveLength(2);
    expect(ra[0]!.session_hash).toBe(ra[1]!.session_hash);
    expect(rb).toHaveLength(1);
    expect(rb[0]!.session_hash).not.toBe(ra[0]!.session_hash);
    expect(await consentSessionHash(a, "another-secret")).not.toBe(
      ra[0]!.session_hash,
    );
  });

  it.each([
    [{ choice: "maybe" }, "choice"],
    [{ policyVersion: "2020-01-01" }, "policyVersion"],
    [{ consentId: "short" }, "consentId"],
    [{ ip: "203.0.113.9" }, "ip"],
  ])(
    "400 with the field named for %j, and nothing stored",
    async (change, field) => {
      const id = freshId();
      const res = await postConsent({
        choice: "decline",
        policyVersion: COOKIE_POLICY_VERSION,
        consentId: id,
        ...change,
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as {
        success: boolean;
        errors: Record<string, string>;
      };
      expect(body.success).toBe(false);
      expect(Object.keys(body.errors)).toEqual([field]);
      expect(await rowsFor(id)).toHaveLength(0);
      expect(await rowsFor("short")).toHaveLength(0);
    },
  );

  it("400 for invalid JSON, 415 for another type, 413 over 16 KiB, 405 for GET", async () => {
    expect((await postConsent("{nope")).status).toBe(400);
    expect(
      (await postConsent("choice=accept", { "content-type": "text/plain" }))
        .status,
    ).toBe(415);
    expect(
      (
        await postConsent({
          choice: "accept",
          policyVersion: COOKIE_POLICY_VERSION,
          consentId: "x".repeat(17 * 1024),
        })
      ).status,
    ).toBe(413);
    const get = await SELF.fetch("http://localhost/api/consent");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("shares the per-client rate limit: 429 with Retry-After, nothing stored", async () => {
    const ip = clientIp();
    await startOfFreshWindow();
    for (let i = 0; i < RATE_LIMIT; i++)
      expect((await postConsent({}, { "cf-connecting-ip": ip })).status).toBe(
        400,
      );
    const id = freshId();
    const res = await postConsent(
      { choice: "accept", policyVersion: COOKIE_POLICY_VERSION, consentId: id },
      { "cf-connecting-ip": ip },
    );
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await rowsFor(id)).toHaveLength(0);
  }, 60_000);
});

describe("consent record retention", () => {
  it("the sweep deletes records past their time and keeps the rest", async () => {
    const now = new Date("2031-06-01T00:00:00Z");
    const old = new Date(
      now.getTime() - CONSENT_RECORD_RETENTION_MS - 1000,
    ).toISOString();
    const recent = new Date(
      now.getTime() - CONSENT_RECORD_RETENTION_MS + 60_000,
    ).toISOString();
    await env.DB.batch(
      [
        [old, "retention-old"],
        [recent, "retention-recent"],
      ].map(([at, hash]) =>
        env.DB.prepare(
          `INSERT INTO consent_records (choice, policy_version, recorded_at, session_hash)
           VALUES ('accept', ?1, ?2, ?3)`,
        ).bind(COOKIE_POLICY_VERSION, at, hash),
      ),
    );
    const report = await sweepPersonalData(now);
    expect(report.consentRecords).toBeGreaterThanOrEqual(1);
    const left = await env.DB.prepare(
      "SELECT session_hash FROM consent_records WHERE session_hash LIKE 'retention-%'",
    ).all<{ session_hash: string }>();
    expect(left.results.map((r) => r.session_hash)).toEqual([
      "retention-recent",
    ]);
  });
});
