import type { I18n, MessageDescriptor } from "@lingui/core";
import { PAYOUT_EMAIL } from "#app/content/payout-emails.ts";
import { BRAND } from "#app/lib/brand.ts";
import { accountUrl } from "#app/lib/identity/index.ts";
import { localeInfo, type Locale } from "#app/lib/i18n/index.ts";
import { centsToDecimal } from "#app/lib/money/index.ts";
import type { PayoutMethod } from "#app/lib/money/index.ts";
import type { Email } from "#app/lib/email/code-emails.ts";

/**
 * The e-mails a payee gets when a payout line is settled (docs/payouts.md):
 * fixed text in their language, naming only the amount, the line's reference
 * and how it was paid. Sent through the outbox like every e-mail.
 */
export interface PayoutNotice {
  amountCents: number;
  reference: string;
  method: PayoutMethod;
  /** Why it failed, in the payee's words (app/content/payout-failure-reasons.ts). */
  reason?: MessageDescriptor;
}

/** "USD 500.00" in English; what Intl writes in the payee's language otherwise. */
export function formatUsdCents(cents: number, locale: Locale): string {
  if (locale === "en") return `USD ${centsToDecimal(cents)}`;
  return new Intl.NumberFormat(localeInfo(locale).htmlLang, {
    style: "currency",
    currency: "USD",
    currencyDisplay: "code",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

function closing(i18n: I18n, locale: Locale): string[] {
  return [
    "",
    i18n._({
      ...PAYOUT_EMAIL.statement,
      values: { url: accountUrl(locale) },
    }),
    i18n._({
      ...PAYOUT_EMAIL.questions,
      values: { email: BRAND.contactEmail },
    }),
  ];
}

const METHOD_LINE = {
  paypal: PAYOUT_EMAIL.sentPaypal,
  cheque: PAYOUT_EMAIL.sentCheque,
  manual: PAYOUT_EMAIL.sentManual,
} as const;

type PayoutLetter = {
  subject: MessageDescriptor;
  intro: MessageDescriptor;
  /** What follows the intro, before the closing lines. */
  lines: MessageDescriptor[];
};

/** A payout notice: greeting, the line's amount and reference, its own lines, the closing. */
function payoutEmail(
  i18n: I18n,
  locale: Locale,
  notice: PayoutNotice,
  letter: PayoutLetter,
): Email {
  const values = {
    amount: formatUsdCents(notice.amountCents, locale),
    reference: notice.reference,
  };
  return {
    subject: i18n._({ ...letter.subject, values: { brand: BRAND.name } }),
    body: [
      i18n._(PAYOUT_EMAIL.hello),
      "",
      i18n._({ ...letter.intro, values }),
      ...letter.lines.map((line) => i18n._(line)),
      ...closing(i18n, locale),
    ].join("\n"),
  };
}

/** A line marked paid. */
export function payoutSentEmail(
  i18n: I18n,
  locale: Locale,
  notice: PayoutNotice,
): Email {
  return payoutEmail(i18n, locale, notice, {
    subject: PAYOUT_EMAIL.sentSubject,
    intro: PAYOUT_EMAIL.sentIntro,
    lines: [METHOD_LINE[notice.method]],
  });
}

/** A line marked failed: its money is back in the payee's available balance. */
export function payoutFailedEmail(
  i18n: I18n,
  locale: Locale,
  notice: PayoutNotice,
): Email {
  return payoutEmail(i18n, locale, notice, {
    subject: PAYOUT_EMAIL.failedSubject,
    intro: PAYOUT_EMAIL.failedIntro,
    lines: [
      ...(notice.reason ? [notice.reason] : []),
      PAYOUT_EMAIL.failedReturned,
      PAYOUT_EMAIL.failedCheckDetails,
    ],
  });
}
