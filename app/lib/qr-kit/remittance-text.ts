import { ACCOUNT } from "#app/content/account.ts";
import { OUTLOOK } from "#app/content/account-outlook.ts";
import { REMITTANCE } from "#app/content/remittance.ts";
import { monthLabel } from "#app/lib/account/month-label.ts";
import {
  formatCurrencyCents,
  formatNumber,
  formatPercent,
  formatUsdCents,
} from "#app/lib/i18n/format.ts";
import { i18nFor } from "#app/lib/i18n/instance.ts";
import type { Locale } from "#app/lib/i18n/locales.ts";
import { longDate } from "#app/lib/i18n/long-date.ts";

const MONTHS = Array.from({ length: 12 }, (_, i) =>
  String(i + 1).padStart(2, "0"),
);

/**
 * Every character a remittance statement PDF in `locale` can print besides
 * codes and the organisation's name: its words, each month's name, long
 * dates and amounts in every digit. The embedded font subsets hold them
 * (scripts/kit-font-text.ts, tests/unit/kit-fonts.test.ts).
 */
export async function remittanceStrings(locale: Locale): Promise<string[]> {
  const i18n = await i18nFor(locale);
  const amount = formatCurrencyCents(123456789, "EUR", locale);
  const samples = [
    formatUsdCents(123456789, locale),
    formatUsdCents(9876543210, locale),
    amount,
    formatCurrencyCents(9876543210, "GBP", locale),
    formatNumber(1234567890, locale),
    "<5",
    ...MONTHS.flatMap((m) => [
      monthLabel(`2026-${m}`, locale),
      longDate(`2026-${m}-10`, locale),
      longDate(`2029-${m}-28`, locale),
    ]),
  ];
  const date = longDate("2026-12-01", locale);
  const words = [
    i18n._(REMITTANCE.title),
    i18n._({ ...REMITTANCE.forMonth, values: { month: samples[6] } }),
    i18n._(REMITTANCE.organisation),
    i18n._(REMITTANCE.code),
    i18n._(REMITTANCE.members),
    i18n._(REMITTANCE.net),
    i18n._({
      ...REMITTANCE.share,
      values: { percent: formatPercent(10, locale) },
    }),
    i18n._(REMITTANCE.paid),
    i18n._({ ...REMITTANCE.notPrepared, values: { date } }),
    i18n._(REMITTANCE.totalsOnly),
    i18n._({ ...REMITTANCE.issued, values: { date } }),
    i18n._({ ...OUTLOOK.heldOther, values: { amount } }),
    ...(
      [
        "payoutApproved",
        "payoutSent",
        "payoutUnclaimed",
        "payoutHeld",
        "payoutPaid",
        "payoutReturned",
      ] as const
    ).map((k) => i18n._(ACCOUNT[k])),
  ];
  return [...words, ...samples];
}
