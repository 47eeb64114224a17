import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sweepPersonalData } from "#app/lib/db/retention.server.ts";
import { processBillingEvent } from "#app/lib/money/index.server.ts";
import { count } from "./identity-helpers";

/** Retention of the payee page's rows and of ignored billing events (docs/privacy.md). */
const DAY = 24 * 60 * 60 * 1000;
const at = (now: Date, ms: number) =>
  new Date(now.getTime() + ms).toISOString();

describe("retention of sign-in rows", () => {
  it("sweeps code rows of every typed address after a day, ended or expired sessions, and year-old known browsers", async () => {
    const now = new Date();
    const codes = (id: string, created: string) =>
      env.DB.prepare(
        `INSERT INTO account_sign_in_codes (id, email_hash, purpose, expires_at, created_at, client)
         VALUES (?1, 'h', 'sign-in', ?2, ?2, 'x')`,
      ).bind(id, created);
    const session = (hash: string, expires: string, ended: string | null) =>
      env.DB.prepare(
        `INSERT INTO account_sessions (token_hash, subject_kind, subject_id, created_at, expires_at, ended_at)
         VALUES (?1, 'issuer', 'i', ?2, ?3, ?4)`,
      ).bind(hash, at(now, -DAY), expires, ended);
    const device = (hash: string, created: string) =>
      env.DB.prepare(
        "INSERT INTO account_devices (device_hash, email_hash, created_at) VALUES (?1, 'h', ?2)",
      ).bind(hash, created);
    await env.DB.batch([
      codes("old-code", at(now, -2 * DAY)),
      codes("fresh-code", at(now, -60_000)),
      session("ended", at(now, DAY), at(now, -1000)),
      session("expired", at(now, -1000), null),
      session("live", at(now, DAY), null),
      device("old-device", at(now, -366 * DAY)),
      device("known-device", at(now, -30 * DAY)),
    ]);
    const report = await sweepPersonalData(now);
    expect(report.signInCodes).toBeGreaterThanOrEqual(1);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM account_sign_in_codes WHERE id IN ('old-code', 'fresh-code')",
      ),
    ).toBe(1);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM account_sign_in_codes WHERE id = 'fresh-code'",
      ),
    ).toBe(1);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM account_sessions WHERE token_hash IN ('ended', 'expired', 'live')",
      ),
    ).toBe(1);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM account_sessions WHERE token_hash = 'live'",
      ),
    ).toBe(1);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM account_devices WHERE device_hash IN ('old-device', 'known-device')",
      ),
    ).toBe(1);
  });
});

describe("ignored billing events", () => {
  it("an address.created keeps only its envelope: no street, no postcode", async () => {
    const body = JSON.stringify({
      event_id: "evt_address_1",
      event_type: "address.created",
      occurred_at: "2026-10-01T10:00:00.000Z",
      notification_id: "ntf_1",
      data: {
        id: "add_1",
        customer_id: "ctm_1",
        first_line: "1 Secret Street",
        postal_code: "SW1A 1AA",
        country_code: "GB",
      },
    });
    await env.DB.prepare(
      `INSERT INTO billing_events (event_id, provider, event_type, occurred_at, received_at, raw_body)
       VALUES ('evt_address_1', 'paddle', 'address.created', '2026-10-01T10:00:00.000Z', ?1, ?2)`,
    )
      .bind(new Date().toISOString(), body)
      .run();
    expect(await processBillingEvent("evt_address_1", new Date())).toBe(
      "ignored",
    );
    const row = await env.DB.prepare(
      "SELECT raw_body, status FROM billing_events WHERE event_id = 'evt_address_1'",
    ).first<{ raw_body: string; status: string }>();
    expect(row!.status).toBe("ignored");
    expect(row!.raw_body).not.toContain("Secret");
    expect(row!.raw_body).not.toContain("SW1A");
    expect(JSON.parse(row!.raw_body)).toEqual({
      event_id: "evt_address_1",
      event_type: "address.created",
      occurred_at: "2026-10-01T10:00:00.000Z",
      notification_id: "ntf_1",
    });
  });
});
