import type { Admin } from "#app/lib/db/index.ts";
import {
  settleLineFailed,
  settleLinePaid,
  settleOpenLinesPaid,
  type PayoutNoticeEmail,
} from "#app/lib/money/store/payout-settlement.server.ts";
import { payoutFailedEmail, payoutSentEmail } from "#app/lib/email/index.ts";
import { failureReason } from "#app/content/payout-failure-reasons.ts";
import { reasonName } from "#app/lib/money/rules/payout-failures.ts";
import { i18nFor, DEFAULT_LOCALE, toLocale } from "#app/lib/i18n/index.ts";
import type { PayoutMethod } from "#app/lib/money/rules/qualify.ts";

/** Settling payout lines from the console (docs/payouts.md); each payee is e-mailed in their language. */
// Links in the notice name the production host only (app/lib/identity/links.ts).
function noticeEmail(_host: string): PayoutNoticeEmail {
  return async (payee, outcome, notice) => {
    const locale = toLocale(payee.locale) ?? DEFAULT_LOCALE;
    const i18n = await i18nFor(locale);
    return outcome === "paid"
      ? payoutSentEmail(i18n, locale, {
          amountCents: notice.amountCents,
          reference: notice.reference,
          method: notice.method,
        })
      : payoutFailedEmail(i18n, locale, {
          amountCents: notice.amountCents,
          reference: notice.reference,
          method: notice.method,
          // A reason from PayPal's list reads as its sentence; any other the general one.
          reason: failureReason(reasonName(notice.reason)),
        });
  };
}

export function markLinePaid(
  id: string,
  admin: Admin,
  host: string,
  now?: Date,
) {
  return settleLinePaid(id, admin, noticeEmail(host), now);
}

export function markLineFailed(
  id: string,
  reason: string,
  admin: Admin,
  host: string,
  now?: Date,
) {
  return settleLineFailed(id, reason, admin, noticeEmail(host), now);
}

export function markOpenLinesPaid(
  month: string,
  method: PayoutMethod,
  admin: Admin,
  host: string,
  now?: Date,
) {
  return settleOpenLinesPaid(month, method, admin, noticeEmail(host), now);
}
