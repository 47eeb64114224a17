import { failureReason } from "#app/content/payout-failure-reasons.ts";
import {
  payoutFailedEmail,
  payoutSentEmail,
} from "#app/lib/email/payout-emails.ts";
import { i18nFor } from "#app/lib/i18n/instance.ts";
import { DEFAULT_LOCALE, toLocale } from "#app/lib/i18n/locales.ts";
import type { ItemNoticeEmail } from "./paypal.server";

/**
 * The payee's e-mail when PayPal settles their line (docs/payouts.md "Payee
 * e-mails"): paid, or failed with PayPal's reason as a sentence in the
 * payee's language and a link to their page, where the details are changed.
 */
export function paypalNoticeEmail(host: string): ItemNoticeEmail {
  return async (payee, outcome, notice) => {
    const locale = toLocale(payee.locale) ?? DEFAULT_LOCALE;
    const i18n = await i18nFor(locale);
    const base = {
      amountCents: notice.amountCents,
      reference: notice.reference,
      method: "paypal" as const,
    };
    return outcome === "paid"
      ? payoutSentEmail(i18n, locale, host, base)
      : payoutFailedEmail(i18n, locale, host, {
          ...base,
          reason: failureReason(notice.reasonName),
        });
  };
}
