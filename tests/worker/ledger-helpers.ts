/** Shared setup for the ledger rule tests: holders with codes, feeding events, reading money. */
import { env } from "cloudflare:workers";
import { paddleAdapter } from "#app/lib/money/paddle/paddle.ts";
import { storeBillingEvent } from "#app/lib/money/store/billing-events.server.ts";
import type { PayeeRef } from "#app/lib/money/index.server.ts";
import {
  payeeBalances,
  payeeEntries,
} from "#app/lib/money/store/balances.server.ts";
import { appendEntries } from "#app/lib/money/store/entries.server.ts";
import { processBillingEvent } from "#app/lib/money/flows/process.server.ts";
import { normaliseEmail } from "#app/lib/identity/normalise-email.ts";

let n = 0;
const unique = () =>
  `${Date.now().toString(36)}${(n++).toString(36)}`.toUpperCase();

export interface Holder {
  code: string;
  payee: PayeeRef;
  email: string;
}

/** A verified individual issuer with an active code. */
export async function individualHolder(
  email = `issuer-${unique().toLowerCase()}@example.com`,
  status = "active",
): Promise<Holder> {
  const id = crypto.randomUUID();
  const code = `IND-${unique()}`;
  const now = new Date().toISOString();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO issuers (id, full_name, email, country_of_residence, payout_method, paypal_email,
         declarations_accepted_at, status, created_at, email_normalised, email_domain, verified_at,
         details_confirmed_at)
       VALUES (?1, 'Ivy Issuer', ?2, 'GB', 'paypal', 'pay@example.com', ?3, 'active', ?3, ?4, ?5, ?3, ?3)`,
    ).bind(id, email, now, normaliseEmail(email), email.split("@")[1]),
    env.DB.prepare(
      `INSERT INTO trust_codes (code, owner_kind, owner_id, status, created_at)
       VALUES (?1, 'individual', ?2, ?3, ?4)`,
    ).bind(code, id, status, now),
  ]);
  return { code, payee: { kind: "individual", id }, email };
}

/** An approved organisation with an active code. */
export async function organisationHolder(
  email = `contact-${unique().toLowerCase()}@org.example`,
): Promise<Holder> {
  const id = crypto.randomUUID();
  const code = `ORG-${unique()}`;
  const now = new Date().toISOString();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO organisation_requests (id, organization_name, website, country, vertical,
         audience_size, contact_name, email, timeframe, status, created_at, verified_at)
       VALUES (?1, 'Example Advisers', 'https://org.example', 'US', 'ria', '1000', 'Olive Contact',
         ?2, 'now', 'approved', ?3, ?3)`,
    ).bind(id, email, now),
    env.DB.prepare(
      `INSERT INTO trust_codes (code, owner_kind, owner_id, status, created_at)
       VALUES (?1, 'organisation', ?2, 'active', ?3)`,
    ).bind(code, id, now),
  ]);
  return { code, payee: { kind: "organisation", id }, email };
}

export async function setCodeStatus(code: string, status: string) {
  await env.DB.prepare("UPDATE trust_codes SET status = ?2 WHERE code = ?1")
    .bind(code, status)
    .run();
}

/** Stores each notification as the endpoint would (already verified) and processes it as the queue would. */
export async function feed(
  events: { event_id: string }[],
  now = new Date(),
  /** Events whose amounts the rules leave out end `dead`; a property test expects some. */
  { allowDead = false } = {},
): Promise<void> {
  for (const event of events) {
    const raw = JSON.stringify(event);
    const envelope = paddleAdapter.envelope(event)!;
    await storeBillingEvent("paddle", envelope, raw, now);
    const outcome = await processBillingEvent(event.event_id, now);
    if (
      outcome !== "processed" &&
      outcome !== "ignored" &&
      outcome !== "skipped" &&
      !(allowDead && outcome === "dead")
    )
      throw new Error(`${event.event_id} ${outcome}`);
  }
}

export const money = (payee: PayeeRef, at: string | Date = new Date()) =>
  payeeBalances(payee, new Date(at));

export const entries = (payee: PayeeRef) => payeeEntries(payee);

export async function memberRow(customerId: string) {
  return env.DB.prepare("SELECT * FROM billing_members WHERE customer_id = ?1")
    .bind(customerId)
    .first<{
      code: string | null;
      locked_at: string | null;
      flag: string | null;
    }>();
}

/** A payout that took `cents` of the payee's available money, written as the payouts module writes it. */
export async function simulatePayout(payee: PayeeRef, cents: number) {
  const line = `line-${unique()}`;
  await appendEntries([
    {
      payeeKind: payee.kind,
      payeeId: payee.id,
      code: null,
      type: "payout",
      state: "accrued",
      amountCents: -cents,
      payoutLineId: line,
      causeKind: "payout",
      causeRef: line,
    },
  ]);
}

export const iso = (s: string) => new Date(s).toISOString();
