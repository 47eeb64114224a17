/**
 * Pure rules of the PayPal Payouts rail (docs/paypal-payouts.md): how a run's
 * open PayPal lines become batches, and what PayPal's item states and webhook
 * events mean for a line.
 */

/** PayPal accepts at most 15,000 items in one `POST /v1/payments/payouts`. */
export const MAX_ITEMS_PER_BATCH = 15_000;

/** A line's state while PayPal has it, or once it is settled. */
export type ItemOutcome = "sent" | "paid" | "failed" | "unclaimed" | "held";

/** Final outcomes replace passing ones; of two finals the later event wins. */
export const isFinal = (o: ItemOutcome): o is "paid" | "failed" =>
  o === "paid" || o === "failed";

export interface BatchLine {
  id: string;
  amount_cents: number;
  paypal_email: string;
}

/** Lines in id order, cut into parts of at most `MAX_ITEMS_PER_BATCH`. */
export function batchParts<T>(lines: T[], size = MAX_ITEMS_PER_BATCH): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < lines.length; i += size)
    parts.push(lines.slice(i, i + size));
  return parts;
}

const amount = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/** The body of `POST /v1/payments/payouts` for one part. */
export function payoutRequest(
  batchId: string,
  lines: BatchLine[],
  note: string,
  emailSubject: string,
) {
  return {
    sender_batch_header: {
      sender_batch_id: batchId,
      recipient_type: "EMAIL",
      email_subject: emailSubject,
    },
    items: lines.map((l) => ({
      recipient_type: "EMAIL",
      receiver: l.paypal_email,
      amount: { value: amount(l.amount_cents), currency: "USD" },
      sender_item_id: l.id,
      note,
    })),
  };
}

const EVENT_PREFIX = "PAYMENT.PAYOUTS-ITEM.";

/** What a `PAYMENT.PAYOUTS-ITEM.*` event says of its line (null: not an item outcome). */
export function webhookOutcome(eventType: string): ItemOutcome | null {
  if (!eventType.startsWith(EVENT_PREFIX)) return null;
  switch (eventType.slice(EVENT_PREFIX.length)) {
    case "SUCCEEDED":
      return "paid";
    case "FAILED":
    case "RETURNED":
    case "BLOCKED":
    case "DENIED":
    case "REFUNDED":
    case "CANCELED":
      return "failed";
    case "UNCLAIMED":
      return "unclaimed";
    case "HELD":
      return "held";
    default:
      return null;
  }
}

/** What an item's `transaction_status` says when a batch is read back. */
export function transactionOutcome(status: string | undefined): ItemOutcome {
  switch (status) {
    case "SUCCESS":
      return "paid";
    case "FAILED":
    case "RETURNED":
    case "BLOCKED":
    case "REFUNDED":
    case "REVERSED":
    case "DENIED":
      return "failed";
    case "UNCLAIMED":
      return "unclaimed";
    case "ONHOLD":
      return "held";
    default:
      // PENDING, NEW, or anything PayPal adds later: still on its way.
      return "sent";
  }
}

/**
 * The batch id an "already used sender_batch_id" answer points at: PayPal
 * answers with a HATEOAS link to the original payout
 * (`…/v1/payments/payouts/<payout_batch_id>`).
 */
export function duplicateBatchId(body: {
  name?: string;
  details?: { field?: string; issue?: string }[];
  links?: { href: string }[];
}): string | null | undefined {
  const duplicate =
    body.details?.some(
      (d) =>
        /sender_batch_id/i.test(d.field ?? "") ||
        /duplicate batch|already exists|already used/i.test(d.issue ?? ""),
    ) ?? false;
  if (!duplicate) return undefined;
  for (const l of body.links ?? []) {
    const m = /\/v1\/payments\/payouts\/([A-Za-z0-9_-]+)(?:[?#]|$)/.exec(
      l.href,
    );
    if (m) return m[1]!;
  }
  return null;
}
