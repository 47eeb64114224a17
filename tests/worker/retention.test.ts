import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  erasePerson,
  exportPerson,
  findPeople,
} from "#app/lib/db/people.server.ts";
import { monthlyCohorts } from "#app/lib/db/code-reports.server.ts";
import { suppressionHash } from "#app/lib/identity/suppression-key.ts";
import { sentToday } from "#app/lib/db/sending-limits.server.ts";
import { verifyEmail } from "#app/lib/use-cases/email-links.server.ts";
import { DAY_MS } from "#app/lib/policies.ts";
import { exportCsv } from "#app/lib/admin/exports.server.ts";
import {
  dailyCapState,
  deliverDueMessages,
  SUPPRESSED_ERROR,
} from "#app/lib/db/outbox.server.ts";
import type { EmailSender, OutgoingEmail } from "#app/lib/email/types.ts";
import { scheduled } from "../../workers/scheduled";
import {
  ADMIN,
  applies,
  insertRequest,
  issuerIdFor,
  one,
} from "./admin-helpers";
import {
  count,
  linkToken,
  mailTo,
  request,
  typedAgain,
} from "./identity-helpers";

async function verifiedIssuer(email: string): Promise<string> {
  const { body } = await request(email);
  const token = linkToken((await mailTo(email))[0]!.body_text, "verify");
  expect(await verifyEmail(token, new Date(), typedAgain())).toBe("done");
  return body.trust_code!;
}

function recordingSender(only: Set<string>) {
  const sent: OutgoingEmail[] = [];
  const sender: EmailSender = {
    name: "recording",
    async send(email) {
      if (!only.has(email.to)) throw new Error("not this test's message");
      sent.push(email);
    },
  };
  return { sender, sent };
}

/** Runs the cron handler at a fixed clock, with no e-mail sender. */
async function runCron(at: Date) {
  const waits: Promise<unknown>[] = [];
  await scheduled(
    {
      cron: "*/5 * * * *",
      scheduledTime: at.getTime(),
      noRetry() {},
    } as ScheduledController,
    {
      ...env,
      EMAIL: undefined,
      EMAIL_API_URL: undefined,
      EMAIL_API_KEY: undefined,
    } as Env,
    {
      waitUntil: (p: Promise<unknown>) => waits.push(p),
      passThroughOnException() {},
    } as unknown as ExecutionContext,
  );
  await Promise.all(waits);
}

describe("retention sweep (cron, fixed clock)", () => {
  it("leaves no personal row past its time", async () => {
    // Unverified, with an application: erased with its code after 14 days.
    const stale = (await request("stale@example.org")).body.trust_code!;
    expect(await applies(stale)).toBe(true);
    // Verified and active: kept, date of birth too.
    const kept = await verifiedIssuer("kept@example.org");
    // Verified then terminated: kept, but no date of birth.
    const ended = await verifiedIssuer("ended@example.org");
    await env.DB.prepare(
      "UPDATE issuers SET status = 'terminated' WHERE id = ?1",
    )
      .bind(await issuerIdFor(ended))
      .run();
    // A rejected organisation request.
    const rejected = await insertRequest("Rejected Org");
    await env.DB.prepare(
      "UPDATE organisation_requests SET status = 'rejected', reviewed_at = ?1 WHERE id = ?2",
    )
      .bind(new Date().toISOString(), rejected)
      .run();
    // A delivered e-mail with its body still in place (written before purge-on-send).
    await env.DB.prepare(
      `INSERT INTO email_outbox (id, recipient, recipient_normalised, kind, subject, body_text, status, sent_at, created_at)
       VALUES ('sent-old', 'x@example.org', 'x@example.org', 'code', 's', 'secret body', 'sent', ?1, ?1)`,
    )
      .bind(new Date().toISOString())
      .run();

    // Day 1: only delivered bodies and non-active dates of birth go.
    await runCron(new Date(Date.now() + DAY_MS));
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM email_outbox WHERE status = 'sent' AND body_text <> ''",
      ),
    ).toBe(0);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM issuers WHERE status <> 'active' AND date_of_birth IS NOT NULL",
      ),
    ).toBe(0);
    expect(await applies(stale)).toBe(true);

    // Day 91: everything past its retention is gone.
    const later = new Date(Date.now() + 91 * DAY_MS);
    await runCron(later);
    const cutoff14 = new Date(later.getTime() - 14 * DAY_MS).toISOString();
    const cutoff90 = new Date(later.getTime() - 90 * DAY_MS).toISOString();
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM issuers WHERE verified_at IS NULL AND created_at <= ?1",
        cutoff14,
      ),
    ).toBe(0);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM trust_codes WHERE code = ?1",
        stale,
      ),
    ).toBe(0);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM code_applications WHERE code = ?1",
        stale,
      ),
    ).toBe(0);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM email_outbox WHERE trust_code = ?1",
        stale,
      ),
    ).toBe(0);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM organisation_requests WHERE status = 'rejected' AND reviewed_at <= ?1",
        cutoff90,
      ),
    ).toBe(0);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM email_outbox WHERE status <> 'pending' AND created_at <= ?1",
        cutoff90,
      ),
    ).toBe(0);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM email_tokens WHERE expires_at <= ?1",
        later.toISOString(),
      ),
    ).toBe(0);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM issuers WHERE status <> 'active' AND date_of_birth IS NOT NULL",
      ),
    ).toBe(0);
    // The verified, active issuer stays whole.
    const row = await one<{ date_of_birth: string | null }>(
      "SELECT date_of_birth FROM issuers WHERE id = ?1",
      await issuerIdFor(kept),
    );
    expect(row.date_of_birth).toBe("1990-05-01");
    expect(await applies(kept)).toBe(true);
  });

  it("keeps an unverified issuer inside the 14 days", async () => {
    const fresh = (await request("fresh@example.org")).body.trust_code!;
    await runCron(new Date(Date.now() + 13 * DAY_MS));
    expect(await applies(fresh)).toBe(true);
  });
});

describe("delivery: suppression, purge, daily cap", () => {
  it("never sends to a suppressed address, and purges delivered bodies at once", async () => {
    const { sender, sent } = recordingSender(
      new Set(["gone@example.org", "deliver@example.org"]),
    );
    await request("gone@example.org");
    await request("deliver@example.org");
    await env.DB.prepare(
      "INSERT INTO email_suppressions (email_hash, created_at) VALUES (?1, ?2)",
    )
      .bind(
        await suppressionHash("gone@example.org", undefined),
        new Date().toISOString(),
      )
      .run();
    await deliverDueMessages(sender, { now: new Date(Date.now() + 1000) });
    expect(sent.map((m) => m.to)).toEqual(["deliver@example.org"]);
    const [gone] = await mailTo("gone@example.org");
    expect(gone).toMatchObject({ status: "failed", body_text: "" });
    expect(
      (
        await one<{ last_error: string }>(
          "SELECT last_error FROM email_outbox WHERE id = ?1",
          gone!.id,
        )
      ).last_error,
    ).toBe(SUPPRESSED_ERROR);
    const [delivered] = await mailTo("deliver@example.org");
    expect(delivered).toMatchObject({ status: "sent", body_text: "" });
  });

  it("holds mail over the site-wide daily cap in the queue and the console warns", async () => {
    const targets = [
      "cap1@example.org",
      "cap2@example.org",
      "cap3@example.org",
    ];
    for (const t of targets) await request(t);
    const { sender, sent } = recordingSender(new Set(targets));
    const now = new Date(Date.now() + 2000);
    const cap = (await sentToday(now)) + 1;
    const report = await deliverDueMessages(sender, { now, dailyCap: cap });
    expect(report.sent + report.failed + report.retrying).toBe(1);
    expect(report.held).toBeGreaterThanOrEqual(2);
    const pending = await count(
      "SELECT COUNT(*) AS n FROM email_outbox WHERE recipient IN (?1, ?2, ?3) AND status = 'pending'",
      ...targets,
    );
    expect(pending).toBe(3 - sent.length);
    expect(pending).toBeGreaterThanOrEqual(2);
    const state = await dailyCapState(now, cap);
    expect(state.held).toBeGreaterThanOrEqual(2);
    expect((await dailyCapState(now, cap + 100)).held).toBe(0);
  });
});

describe("operator: find, export, erase", () => {
  it("the issuers CSV honours the verified filter", async () => {
    const verified = await verifiedIssuer("csv-verified@example.org");
    const unverified = (await request("csv-unverified@example.org")).body
      .trust_code!;
    const csv = async (identity: string) =>
      (await exportCsv(
        "issuers",
        new URL(
          `https://nirvana.example/admin/export/issuers?q=csv-&identity=${identity}`,
        ),
      ))!.text();
    expect(await csv("verified")).toContain(verified);
    expect(await csv("verified")).not.toContain(unverified);
    expect(await csv("unverified")).toContain(unverified);
    expect(await csv("unverified")).not.toContain(verified);
  });

  it("finds a person by any variant of their address and exports everything held", async () => {
    const code = await verifiedIssuer("Find.Me@gmail.com");
    const matches = await findPeople("findme+x@googlemail.com");
    expect(matches.map((m) => m.code)).toEqual([code]);
    const doc = await exportPerson("find.me@gmail.com");
    expect(doc.people).toHaveLength(1);
    expect(doc.people[0]!.record).toMatchObject({
      email: "find.me@gmail.com",
      full_name: "Zed Typedname",
    });
    expect(doc.people[0]!.codes).toEqual([expect.objectContaining({ code })]);
    expect(doc.people[0]!.emails.length).toBeGreaterThan(0);
  });

  it("erases a person, keeps cohort counts, and writes the audit row in the same transaction", async () => {
    const code = await verifiedIssuer("erase-me@example.org");
    expect(await applies(code)).toBe(true);
    const id = await issuerIdFor(code);
    const cohortsBefore = await monthlyCohorts(code);
    const result = await erasePerson("issuer", id, ADMIN);
    expect(result.ok).toBe(true);
    expect(
      await count("SELECT COUNT(*) AS n FROM issuers WHERE id = ?1", id),
    ).toBe(0);
    expect(await mailTo("erase-me@example.org")).toEqual([]);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM email_tokens WHERE subject_id = ?1",
        id,
      ),
    ).toBe(0);
    expect(
      await one<{ status: string }>(
        "SELECT status FROM trust_codes WHERE code = ?1",
        code,
      ),
    ).toEqual({ status: "terminated" });
    expect(await monthlyCohorts(code)).toEqual(cohortsBefore);
    expect(await findPeople("erase-me@example.org")).toEqual([]);
    const audit = await one<{ actor: string; detail: string | null }>(
      "SELECT actor, detail FROM audit_log WHERE action = 'person.erase' AND target = ?1",
      `issuer:${id}`,
    );
    expect(audit).toEqual({
      actor: "ops@nirvana.example (access)",
      detail: null,
    });
    // Erasing again: nothing to do, no second audit row.
    expect((await erasePerson("issuer", id, ADMIN)).ok).toBe(false);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'person.erase' AND target = ?1",
        `issuer:${id}`,
      ),
    ).toBe(1);
  });
});
