import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sweepPersonalData } from "#app/lib/db/retention.server.ts";
import {
  APPLICATION_SESSION_RETENTION_MS,
  CODE_APPLICATION_RETENTION_MS,
  DAY_MS,
  PENDING_REQUEST_RETENTION_MS,
  SIGN_IN_AUDIT_RETENTION_MS,
  STALE_PENDING_EMAIL_MS,
} from "#app/lib/policies.ts";
import { insertRequest, mintIssuer } from "./admin-helpers";
import { SELF } from "./self";
import { count } from "./identity-helpers";
import { clientIp } from "../support/client-ip";

function apply(code: string, sid?: string) {
  return SELF.fetch("http://localhost/api/contact/apply-trust-code", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "cf-connecting-ip": clientIp(),
      ...(sid === undefined ? {} : { cookie: `nir_sid=${sid}` }),
    },
    body: JSON.stringify({ code }),
  });
}

const SID = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("anonymous requests cannot grow the database without bound", () => {
  it("a 120,000-byte nir_sid is never stored: the application is kept without a session", async () => {
    const code = await mintIssuer("big-sid@example.org");
    const res = await apply(code, "x".repeat(120_000));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { success: boolean }).success).toBe(true);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM code_applications WHERE code = ?1 AND session_id IS NULL",
        code,
      ),
    ).toBe(1);
    expect(
      await count(
        "SELECT COALESCE(MAX(length(session_id)), 0) AS n FROM code_applications",
      ),
    ).toBeLessThanOrEqual(36);
  });

  it("one application per code, session and day", async () => {
    const code = await mintIssuer("once-a-day@example.org");
    for (let i = 0; i < 5; i++) {
      const res = await apply(code, SID);
      expect(((await res.json()) as { success: boolean }).success).toBe(true);
    }
    await apply(code, "1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed");
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM code_applications WHERE code = ?1",
        code,
      ),
    ).toBe(2);
  });

  it("the sweep clears old session ids, deletes old applications and unreviewed organisation requests", async () => {
    const now = new Date();
    const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const code = await mintIssuer("sweep-apps@example.org");
    const seed = (sid: string | null, appliedAt: string) =>
      env.DB.prepare(
        "INSERT INTO code_applications (code, session_id, country, applied_at) VALUES (?1, ?2, 'GB', ?3)",
      ).bind(code, sid, appliedAt);
    await env.DB.batch([
      seed(SID, at(DAY_MS)),
      seed(SID, at(APPLICATION_SESSION_RETENTION_MS + DAY_MS)),
      seed(null, at(CODE_APPLICATION_RETENTION_MS + DAY_MS)),
    ]);
    const stale = await insertRequest("Stale Org");
    const fresh = await insertRequest("Fresh Org");
    await env.DB.prepare(
      "UPDATE organisation_requests SET created_at = ?1 WHERE id = ?2",
    )
      .bind(at(PENDING_REQUEST_RETENTION_MS + DAY_MS), stale)
      .run();

    const report = await sweepPersonalData(now);
    expect(report.applications).toBe(1);
    expect(report.pendingRequests).toBe(1);
    const rows = await env.DB.prepare(
      "SELECT session_id FROM code_applications WHERE code = ?1 ORDER BY applied_at DESC",
    )
      .bind(code)
      .all<{ session_id: string | null }>();
    expect(rows.results.map((r) => r.session_id)).toEqual([SID, null]);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM organisation_requests WHERE id IN (?1, ?2)",
        stale,
        fresh,
      ),
    ).toBe(1);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM organisation_requests WHERE id = ?1",
        fresh,
      ),
    ).toBe(1);
  });
});

describe("the remaining retention gaps", () => {
  it("drops mail still unsent after its links expired and sign-in audit rows after a year", async () => {
    const now = new Date();
    const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const mail = (id: string, createdAt: string) =>
      env.DB.prepare(
        `INSERT INTO email_outbox (id, recipient, recipient_normalised, kind, subject, body_text, created_at)
         VALUES (?1, 'stale@example.org', 'stale@example.org', 'code', 's', 'b', ?2)`,
      ).bind(id, createdAt);
    const audit = (action: string, createdAt: string) =>
      env.DB.prepare(
        "INSERT INTO audit_log (actor, action, target, created_at) VALUES ('ops (basic)', ?1, 'console', ?2)",
      ).bind(action, createdAt);
    await env.DB.batch([
      mail("stale-pending", at(STALE_PENDING_EMAIL_MS + DAY_MS)),
      mail("fresh-pending", at(DAY_MS)),
      audit("console.sign-in", at(SIGN_IN_AUDIT_RETENTION_MS + DAY_MS)),
      audit("console.sign-in", at(DAY_MS)),
      audit("issuer.terminate", at(SIGN_IN_AUDIT_RETENTION_MS + DAY_MS)),
    ]);
    const report = await sweepPersonalData(now);
    expect(report.stalePendingEmails).toBe(1);
    expect(report.signInAuditRows).toBe(1);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM email_outbox WHERE id IN ('stale-pending', 'fresh-pending')",
      ),
    ).toBe(1);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM audit_log WHERE actor = 'ops (basic)'",
      ),
    ).toBe(2);
  });
});
