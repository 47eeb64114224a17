/** Payees and ledger money for the payout tests, written straight into D1. */
import { env } from "cloudflare:workers";
import type { PayeeKind } from "#app/lib/money/rules/entries.ts";
import { ADMIN } from "./admin-helpers";

/** The console operator of the admin tests (tests/worker/admin-helpers.ts). */
export const OPERATOR = ADMIN;
/** Another operator, for the second approval of a large run. */
export const SECOND_OPERATOR = {
  actor: "second@nirvana.example",
  via: "access" as const,
};
/** The cron's first run on 1 November 2026 (UTC): it prepares October. */
export const NOV_1 = new Date("2026-11-01T00:00:00.000Z");
export const OCTOBER = "2026-10";

let serial = 0;
const next = () => String(++serial).padStart(4, "0");

export interface IssuerOptions {
  name?: string;
  email?: string;
  verified?: boolean;
  /** Whoever proved the address confirmed the details (default: as verified). */
  detailsConfirmed?: boolean;
  status?: "active" | "suspended" | "terminated";
  method?: "paypal" | "cheque";
  paypalEmail?: string | null;
  postal?: Partial<
    Record<
      "name" | "line1" | "line2" | "city" | "zip" | "country",
      string | null
    >
  >;
  locale?: string;
}

/** An individual issuer with a code; returns the issuer id and code. */
export async function addIssuer(o: IssuerOptions = {}) {
  const n = next();
  const id = `iss-${n}`;
  const code = `NIR-T${n}`;
  const email = o.email ?? `issuer${n}@example.com`;
  const method = o.method ?? "paypal";
  const postal = {
    name: o.name ?? `Issuer ${n}`,
    line1: "1 High Street",
    line2: null,
    city: "Leeds",
    zip: "LS1 1AA",
    country: "GB",
    ...o.postal,
  };
  const status = o.status ?? "active";
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO issuers (id, full_name, email, email_normalised, email_domain, country_of_residence,
         payout_method, paypal_email, postal_name, postal_address_line1, postal_address_line2,
         postal_city, postal_zip, postal_country, declarations_accepted_at, status, created_at,
         verified_at, locale, details_confirmed_at)
       VALUES (?1, ?2, ?3, ?3, 'example.com', 'GB', ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11,
         '2026-01-01T00:00:00.000Z', ?12, '2026-01-01T00:00:00.000Z', ?13, ?14, ?15)`,
    ).bind(
      id,
      o.name ?? `Issuer ${n}`,
      email,
      method,
      method === "paypal"
        ? o.paypalEmail === undefined
          ? `pay${n}@example.com`
          : o.paypalEmail
        : null,
      method === "cheque" ? postal.name : null,
      method === "cheque" ? postal.line1 : null,
      method === "cheque" ? postal.line2 : null,
      method === "cheque" ? postal.city : null,
      method === "cheque" ? postal.zip : null,
      method === "cheque" ? postal.country : null,
      status,
      o.verified === false ? null : "2026-01-02T00:00:00.000Z",
      o.locale ?? "en",
      (o.detailsConfirmed ?? o.verified !== false)
        ? "2026-01-02T00:00:00.000Z"
        : null,
    ),
    env.DB.prepare(
      `INSERT INTO trust_codes (code, owner_kind, owner_id, status, created_at)
       VALUES (?1, 'individual', ?2, ?3, '2026-01-01T00:00:00.000Z')`,
    ).bind(code, id, status),
  ]);
  return { kind: "individual" as const, id, code, email };
}

/** An organisation request (approved and verified unless told) with its code. */
export async function addOrganisation(
  o: {
    status?: "pending" | "approved" | "rejected";
    verified?: boolean;
    codeStatus?: string;
    locale?: string;
    /** The payout details its contact confirmed on the payee's page (default: PayPal); null: none yet. */
    details?: { method: "paypal" | "cheque" } | null;
  } = {},
) {
  const n = next();
  const id = `org-${n}`;
  const code = `NIR-O${n}`;
  const email = `contact${n}@org.example`;
  const details = o.details === undefined ? { method: "paypal" } : o.details;
  const cheque = details?.method === "cheque";
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO organisation_requests (id, organization_name, website, country, vertical,
         audience_size, contact_name, email, timeframe, status, created_at, verified_at, locale,
         payout_method, paypal_email, postal_name, postal_address_line1, postal_city, postal_zip,
         postal_country, details_confirmed_at)
       VALUES (?1, ?2, 'https://org.example', 'GB', 'charities-ngos-nonprofits', '0-10000',
         'Ada Green', ?3, 'immediately', ?4, '2026-01-01T00:00:00.000Z', ?5, ?6,
         ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)`,
    ).bind(
      id,
      `Charity ${n}`,
      email,
      o.status ?? "approved",
      o.verified === false ? null : "2026-01-02T00:00:00.000Z",
      o.locale ?? "en",
      details?.method ?? null,
      details && !cheque ? `treasurer${n}@org.example` : null,
      cheque ? `Charity ${n}` : null,
      cheque ? "2 Market Street" : null,
      cheque ? "York" : null,
      cheque ? "YO1 1AA" : null,
      cheque ? "GB" : null,
      details ? "2026-01-03T00:00:00.000Z" : null,
    ),
    env.DB.prepare(
      `INSERT INTO trust_codes (code, owner_kind, owner_id, status, created_at)
       VALUES (?1, 'organisation', ?2, ?3, '2026-01-01T00:00:00.000Z')`,
    ).bind(code, id, o.codeStatus ?? "active"),
  ]);
  return { kind: "organisation" as const, id, code, email };
}

/**
 * A commission (or any entry) for a payee. Available at once unless
 * `availableAt` says when; `state: 'held'` with a hold reason for held money.
 */
export async function credit(
  payee: { kind: PayeeKind; id: string; code?: string },
  cents: number,
  o: {
    type?: string;
    availableAt?: string | null;
    state?: "accrued" | "held";
    holdReason?: string | null;
    chargeId?: string | null;
  } = {},
) {
  await env.DB.prepare(
    `INSERT INTO ledger_entries (payee_kind, payee_id, code, type, state, amount_cents, charge_id,
       available_at, hold_reason, cause_kind, cause_ref, created_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 'billing-event', 'evt_test', '2026-09-01T00:00:00.000Z')`,
  )
    .bind(
      payee.kind,
      payee.id,
      payee.code ?? null,
      o.type ?? "commission",
      o.state ?? "accrued",
      cents,
      o.chargeId ?? `txn_${next()}`,
      o.availableAt ?? null,
      o.holdReason ?? null,
    )
    .run();
}

export async function rows<T>(sql: string, ...binds: unknown[]): Promise<T[]> {
  const { results } = await env.DB.prepare(sql)
    .bind(...binds)
    .all<T>();
  return results;
}

/**
 * Storage is shared by the tests of one file: each payout test starts from an
 * empty programme. The ledger refuses deletes (append-only), so the test drops
 * that trigger for the moment of the wipe and puts it back exactly.
 */
export async function emptyProgramme() {
  await env.DB.batch([
    env.DB.prepare("DROP TRIGGER ledger_entries_no_delete"),
    ...[
      "ledger_entries",
      // The PayPal rail's rows point at lines and runs: first.
      "paypal_webhook_events",
      "payout_paid_twice",
      "payout_line_channels",
      "paypal_batches",
      "payout_carry_forwards",
      "payout_lines",
      "payout_runs",
      "audit_log",
      "email_attempts",
      "email_outbox",
      "trust_codes",
      "issuers",
      "organisation_requests",
      "billing_members",
      "billing_charges",
      "billing_customers",
      "billing_adjustments",
    ].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
    env.DB.prepare(
      `CREATE TRIGGER ledger_entries_no_delete BEFORE DELETE ON ledger_entries
       BEGIN SELECT RAISE(ABORT, 'ledger_entries is append-only'); END`,
    ),
  ]);
}
