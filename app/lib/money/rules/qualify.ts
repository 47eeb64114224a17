import type { PostalAddress } from "#app/lib/identity/index.ts";
import type { PayeeKind } from "#app/lib/money/rules/entries.ts";

/**
 * Who a payout run pays, and why everyone else carries forward
 * (docs/payouts.md). Pure: the caller reads balances and payee facts.
 */

export type PayoutMethod = "paypal" | "cheque" | "manual";

/** Why a payee is not paid this run, in the order the console lists them. */
export const CARRY_REASONS = {
  "unknown-payee": "No issuer or organisation behind these entries",
  terminated: "Issuer terminated",
  suspended: "Issuer suspended",
  "code-stopped": "Organisation's code is stopped",
  "not-approved": "Organisation request not approved",
  unverified: "E-mail address not verified",
  "details-unconfirmed":
    "Payout details not confirmed by whoever proved the address",
  "incomplete-details": "Payout details incomplete",
  "negative-balance":
    "Available balance is negative (a clawback is being recovered)",
  "nothing-available": "Nothing available yet (pending or on hold only)",
  "below-minimum": "Below the minimum payout for individuals",
  "details-changed":
    "Payout details changed after the run was prepared (paid from the next run)",
  "balance-changed":
    "Available balance fell below the line after the run was prepared",
} as const;

export type CarryReason = keyof typeof CARRY_REASONS;

/** An individual issuer as the run sees them. */
export interface IssuerFacts extends PostalAddress {
  full_name: string;
  status: "active" | "suspended" | "terminated";
  verified_at: string | null;
  /** Set when whoever proved the address typed the destination again, or new details. */
  details_confirmed_at: string | null;
  payout_method: "paypal" | "cheque";
  paypal_email: string | null;
}

/** An organisation request as the run sees it, with the details its contact confirmed. */
export interface OrganisationFacts extends Partial<PostalAddress> {
  organization_name: string;
  status: "pending" | "approved" | "rejected";
  verified_at: string | null;
  code_status: string | null;
  payout_method?: "paypal" | "cheque" | null;
  paypal_email?: string | null;
  /** Set when the signed-in contact typed the details after a fresh code. */
  details_confirmed_at?: string | null;
}

export interface PayeeCandidate {
  kind: PayeeKind;
  id: string;
  code: string | null;
  availableCents: number;
  pendingCents: number;
  onHoldCents: number;
  /** The issuer or organisation; null when none matches the ledger's payee id. */
  individual?: IssuerFacts | null;
  organisation?: OrganisationFacts | null;
}

export interface PayDecision {
  pay: true;
  method: PayoutMethod;
  payeeName: string;
  paypalEmail: string | null;
  postal: PostalAddress | null;
}

export interface CarryDecision {
  pay: false;
  reasons: CarryReason[];
}

const filled = (value: string | null | undefined) =>
  typeof value === "string" && value.trim() !== "";

/** A cheque needs a name, first line, city, postcode and country (line 2 is optional). */
export function hasPostalAddress(a: PostalAddress): boolean {
  return (
    filled(a.postal_name) &&
    filled(a.postal_address_line1) &&
    filled(a.postal_city) &&
    filled(a.postal_zip) &&
    filled(a.postal_country)
  );
}

function issuerReasons(i: IssuerFacts): CarryReason[] {
  const reasons: CarryReason[] = [];
  if (i.status === "terminated") reasons.push("terminated");
  if (i.status === "suspended") reasons.push("suspended");
  if (!i.verified_at) reasons.push("unverified");
  if (!i.details_confirmed_at) reasons.push("details-unconfirmed");
  if (!detailsComplete(i)) reasons.push("incomplete-details");
  return reasons;
}

function organisationReasons(o: OrganisationFacts): CarryReason[] {
  const reasons: CarryReason[] = [];
  if (o.code_status !== null && o.code_status !== "active")
    reasons.push("code-stopped");
  if (o.status !== "approved") reasons.push("not-approved");
  if (!o.verified_at) reasons.push("unverified");
  if (!o.details_confirmed_at) reasons.push("details-unconfirmed");
  else if (!detailsComplete(o)) reasons.push("incomplete-details");
  return reasons;
}

function detailsComplete(
  d: Partial<PostalAddress> & {
    payout_method?: string | null;
    paypal_email?: string | null;
  },
): boolean {
  return d.payout_method === "paypal"
    ? filled(d.paypal_email)
    : d.payout_method === "cheque" &&
        hasPostalAddress({
          postal_name: d.postal_name ?? null,
          postal_address_line1: d.postal_address_line1 ?? null,
          postal_address_line2: d.postal_address_line2 ?? null,
          postal_city: d.postal_city ?? null,
          postal_zip: d.postal_zip ?? null,
          postal_country: d.postal_country ?? null,
        });
}

function balanceReasons(
  kind: PayeeKind,
  availableCents: number,
  minimumCents: number,
): CarryReason[] {
  if (availableCents < 0) return ["negative-balance"];
  if (availableCents === 0) return ["nothing-available"];
  // Organisations are paid any positive balance; individuals from the minimum.
  if (kind === "individual" && availableCents < minimumCents)
    return ["below-minimum"];
  return [];
}

/**
 * Pays the whole available balance of a payee who qualifies; otherwise lists
 * every reason they carry forward (all of them, so one fix is not followed by
 * a surprise next month).
 */
export function decidePayee(
  candidate: PayeeCandidate,
  minimumCents: number,
): PayDecision | CarryDecision {
  const money = balanceReasons(
    candidate.kind,
    candidate.availableCents,
    minimumCents,
  );
  if (candidate.kind === "individual") {
    const i = candidate.individual;
    const reasons = i
      ? [...issuerReasons(i), ...money]
      : ["unknown-payee" as const, ...money];
    if (reasons.length || !i) return { pay: false, reasons };
    return i.payout_method === "paypal"
      ? {
          pay: true,
          method: "paypal",
          payeeName: i.full_name,
          paypalEmail: i.paypal_email!.trim(),
          postal: null,
        }
      : {
          pay: true,
          method: "cheque",
          payeeName: i.full_name,
          paypalEmail: null,
          postal: {
            postal_name: i.postal_name,
            postal_address_line1: i.postal_address_line1,
            postal_address_line2: i.postal_address_line2,
            postal_city: i.postal_city,
            postal_zip: i.postal_zip,
            postal_country: i.postal_country,
          },
        };
  }
  const o = candidate.organisation;
  const reasons = o
    ? [...organisationReasons(o), ...money]
    : ["unknown-payee" as const, ...money];
  if (reasons.length || !o) return { pay: false, reasons };
  // Paid like an individual, by the method its contact confirmed.
  return o.payout_method === "paypal"
    ? {
        pay: true,
        method: "paypal",
        payeeName: o.organization_name,
        paypalEmail: o.paypal_email!.trim(),
        postal: null,
      }
    : {
        pay: true,
        method: "cheque",
        payeeName: o.organization_name,
        paypalEmail: null,
        postal: {
          postal_name: o.postal_name ?? null,
          postal_address_line1: o.postal_address_line1 ?? null,
          postal_address_line2: o.postal_address_line2 ?? null,
          postal_city: o.postal_city ?? null,
          postal_zip: o.postal_zip ?? null,
          postal_country: o.postal_country ?? null,
        },
      };
}

/** Whether a payee with these balances belongs on the run's page at all. */
export function hasMoney(c: PayeeCandidate): boolean {
  return c.availableCents !== 0 || c.pendingCents !== 0 || c.onHoldCents !== 0;
}

/** A prepared line as approval re-checks it. */
export interface PreparedLine extends PostalAddress {
  amount_cents: number;
  method: PayoutMethod;
  payee_name: string;
  paypal_email: string | null;
}

/**
 * Approval re-checks every line's payee (docs/payouts.md): null when the
 * payee is still payable, by the same method to the same destination, with
 * at least the line's amount available; otherwise the reasons the line is
 * dropped (the payee carries forward to the next run).
 */
export function recheckLine(
  line: PreparedLine,
  candidate: PayeeCandidate | undefined,
  minimumCents: number,
): CarryReason[] | null {
  if (!candidate) return ["unknown-payee"];
  const decision = decidePayee(candidate, minimumCents);
  if (!decision.pay) return decision.reasons;
  const p = decision.postal;
  const same =
    decision.method === line.method &&
    decision.payeeName === line.payee_name &&
    (decision.paypalEmail ?? null) === (line.paypal_email ?? null) &&
    (p?.postal_name ?? null) === (line.postal_name ?? null) &&
    (p?.postal_address_line1 ?? null) === (line.postal_address_line1 ?? null) &&
    (p?.postal_address_line2 ?? null) === (line.postal_address_line2 ?? null) &&
    (p?.postal_city ?? null) === (line.postal_city ?? null) &&
    (p?.postal_zip ?? null) === (line.postal_zip ?? null) &&
    (p?.postal_country ?? null) === (line.postal_country ?? null);
  if (!same) return ["details-changed"];
  if (candidate.availableCents < line.amount_cents) return ["balance-changed"];
  return null;
}
