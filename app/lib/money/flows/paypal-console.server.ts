/**
 * The PayPal rail as the console and the cron use it
 * (docs/paypal-payouts.md): the payee's e-mails, sending a run, the cron's
 * sweep. PayPal's settings come from the Worker's environment.
 */
import { failureReason } from "#app/content/payout-failure-reasons.ts";
import { payoutFailedEmail, payoutSentEmail } from "#app/lib/email/index.ts";
import { i18nFor, DEFAULT_LOCALE, toLocale } from "#app/lib/i18n/index.ts";
import { env } from "cloudflare:workers";
import { BRAND } from "#app/lib/brand.ts";
import type { Admin } from "#app/lib/db/index.ts";
import { enqueueNoticeStatement } from "#app/lib/db/index.server.ts";
import { getRun } from "#app/lib/money/store/payouts.server.ts";
import { payoutNote } from "#app/lib/money/exports/payout-files.ts";
import { PaypalClient, paypalConfig } from "#app/lib/money/paypal/client.ts";
import { lineState, type LineState } from "#app/lib/money/rules/line-state.ts";
import { reasonName } from "#app/lib/money/rules/payout-failures.ts";
import { payoutLineRows } from "#app/lib/money/store/paypal.server.ts";
import {
  paypalCronSweep,
  sendRunThroughPaypal,
  type ItemNoticeEmail,
  type SendResult,
} from "#app/lib/money/flows/paypal.server.ts";

/** What the run's page reads of the PayPal rail: batches, channels, what is left to send or file, lines paid twice. */
export {
  claimForFile,
  fileableCount,
  lineChannels,
  paidTwice,
  runBatches,
  sendableCount,
  type BatchSummary,
  type ChannelRow,
  type PaidTwice,
} from "#app/lib/money/store/paypal.server.ts";

/**
 * The payee's e-mail when PayPal settles their line (docs/payouts.md "Payee
 * e-mails"): paid, or failed with PayPal's reason as a sentence in the
 * payee's language and a link to their page, where the details are changed.
 */
// Links in the notice name the production host only (app/lib/identity/links.ts).
export function paypalNoticeEmail(_host: string): ItemNoticeEmail {
  return {
    async write(payee, outcome, notice) {
      const locale = toLocale(payee.locale) ?? DEFAULT_LOCALE;
      const i18n = await i18nFor(locale);
      const base = {
        amountCents: notice.amountCents,
        reference: notice.reference,
        method: "paypal" as const,
      };
      return outcome === "paid"
        ? payoutSentEmail(i18n, locale, base)
        : payoutFailedEmail(i18n, locale, {
            ...base,
            reason: failureReason(notice.reasonName),
          });
    },
    statement: enqueueNoticeStatement,
  };
}

/** The rail's client from the Worker's settings, or null when PayPal is not configured. */
export function paypalFromEnv(): PaypalClient | null {
  const config = paypalConfig(env);
  return config ? new PaypalClient(config) : null;
}

/** "Send through PayPal" (and "Send again") on an approved run's page. */
export async function sendRunFromConsole(
  month: string,
  admin: Admin,
  host: string,
): Promise<SendResult> {
  const client = paypalFromEnv();
  if (!client)
    return {
      ok: false,
      message:
        "PayPal is not configured (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET): use the file.",
    };
  const run = await getRun(month);
  if (run?.status !== "approved")
    return {
      ok: false,
      message:
        "Only an approved run can be sent (after its second approval when it needs one).",
    };
  return sendRunThroughPaypal(month, admin, client, {
    note: payoutNote(month),
    subject: `Your ${BRAND.name} Trust Code payout`,
    compose: paypalNoticeEmail(host),
  });
}

/** The cron's PayPal part: read-back after 24 hours and unfinished notifications (workers/scheduled.ts). */
export function paypalCron(now: Date): Promise<Record<string, number>> {
  return paypalCronSweep(
    paypalFromEnv(),
    paypalNoticeEmail(BRAND.productionHost),
    now,
  );
}

/**
 * Each line's state for the payee's page: its final state, else PayPal's
 * word (sent, unclaimed, held), else approved; a failed line's reason as
 * PayPal's name (null: a free-text reason, read as the general sentence).
 */
export async function payoutLineStates(
  ids: string[],
): Promise<Map<string, { state: LineState; reasonName: string | null }>> {
  const rows = await payoutLineRows(ids);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        state: lineState(r.status, r.item_state),
        reasonName: r.status === "failed" ? reasonName(r.failure_reason) : null,
      },
    ]),
  );
}
