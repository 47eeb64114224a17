import type { I18n, MessageDescriptor } from "@lingui/core";
import { ACCOUNT } from "#app/content/account.ts";
import { PAYOUT_EMAIL } from "#app/content/payout-emails.ts";
import { SUMMARY_EMAIL } from "#app/content/summary-email.ts";
import { monthLabel } from "#app/lib/account/index.ts";
import {
  formatNumber,
  formatUsdCents,
  localizePath,
  longDate,
  type Locale,
} from "#app/lib/i18n/index.ts";
import type { Email } from "#app/lib/email/code-emails.ts";
import { pagePath } from "#app/lib/pages/index.ts";

/** What one summary names: the month's funnel (member counts already "<5"-suppressed) and the balances now. */
export interface SummaryFigures {
  code: string;
  /** YYYY-MM the summary is about. */
  month: string;
  scans: number;
  uniqueVisitors: number;
  applications: number;
  newMembers: number | "<5";
  renewals: number | "<5";
  pendingCents: number;
  availableCents: number;
  paidCents: number;
  /** YYYY-MM-DD of the next payout run. */
  nextRun: string;
}

/** The summary in the payee's language: fixed text, their figures, the page and the unsubscribe link. */
export function summaryEmail(
  i18n: I18n,
  locale: Locale,
  host: string,
  f: SummaryFigures,
  unsubscribeUrl: string,
): Email {
  const month = monthLabel(f.month, locale);
  const count = (n: number | "<5") =>
    n === "<5" ? "<5" : formatNumber(n, locale);
  const usd = (cents: number) => formatUsdCents(cents, locale);
  const line = (label: MessageDescriptor, value: string) =>
    `- ${i18n._(label)}: ${value}`;
  return {
    subject: i18n._({
      ...SUMMARY_EMAIL.subject,
      values: { code: f.code, month },
    }),
    body: [
      i18n._({ ...SUMMARY_EMAIL.intro, values: { code: f.code, month } }),
      "",
      line(ACCOUNT.scans, count(f.scans)),
      line(ACCOUNT.uniqueVisitors, count(f.uniqueVisitors)),
      line(ACCOUNT.applications, count(f.applications)),
      line(ACCOUNT.newMembers, count(f.newMembers)),
      line(ACCOUNT.renewals, count(f.renewals)),
      "",
      line(ACCOUNT.pending, usd(f.pendingCents)),
      line(ACCOUNT.available, usd(f.availableCents)),
      line(ACCOUNT.paid, usd(f.paidCents)),
      i18n._({
        ...ACCOUNT.nextPayout,
        values: { date: longDate(f.nextRun, locale) },
      }),
      "",
      i18n._({
        ...PAYOUT_EMAIL.statement,
        values: {
          url: `https://${host}${localizePath(pagePath("myTrustCode"), locale)}`,
        },
      }),
      "",
      i18n._({ ...SUMMARY_EMAIL.unsubscribe, values: { url: unsubscribeUrl } }),
    ].join("\n"),
  };
}
