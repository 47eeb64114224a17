import type { Holder } from "#app/lib/db/index.server.ts";
import {
  organisationRemittance,
  remittanceMonth,
  termsAt,
} from "#app/lib/money/index.server.ts";
import { nextMonthStart } from "#app/lib/money/index.ts";
import type { LineState } from "#app/lib/money/index.ts";
import type {
  RemittanceSheet,
  RemittanceWords,
} from "#app/lib/qr-kit/index.ts";
import { PAYOUT_STATE_WORDS } from "#app/content/account.ts";
import { OUTLOOK } from "#app/content/account-outlook.ts";
import { REMITTANCE } from "#app/content/remittance.ts";
import { BRAND } from "#app/lib/brand.ts";
import {
  formatCurrencyCents,
  formatNumber,
  formatPercent,
  formatUsdCents,
  i18nFor,
  DEFAULT_LOCALE,
  type Locale,
  longDate,
} from "#app/lib/i18n/index.ts";
import { monthLabel } from "#app/lib/account/index.ts";

/**
 * An organisation's monthly remittance statement (docs/my-trust-code.md
 * "Remittance statement"): the same words for its page and its PDF, totals
 * only, in the language asked for. Only the signed-in contact of an approved
 * organisation has one; it is always their own organisation's.
 */
export type RemittanceAnswer =
  | { kind: "individual" }
  | { kind: "bad-month" }
  | {
      kind: "statement";
      month: string;
      sheet: RemittanceSheet;
      /** The months it can show, newest first, each with its name in the language. */
      months: { month: string; label: string }[];
    };

/** A payout line's state in the payee's words, as on their page. */
const LINE_STATE = PAYOUT_STATE_WORDS satisfies Record<LineState, unknown>;

async function words(
  locale: Locale,
  answer: Awaited<ReturnType<typeof organisationRemittance>>,
  now: Date,
): Promise<RemittanceWords> {
  const i18n = await i18nFor(locale);
  const { totals } = answer;
  const usd = (cents: number) => formatUsdCents(cents, locale);
  const percent = formatPercent(
    termsAt(`${totals.month}-01T00:00:00.000Z`).organisationSharePercent,
    locale,
  );
  // States and held currencies are notes beside an amount, never amounts themselves.
  const held = totals.heldOriginals.map((h) =>
    i18n._({
      ...OUTLOOK.heldOther,
      values: { amount: formatCurrencyCents(h.cents, h.currency, locale) },
    }),
  );
  const paid =
    totals.paidCents === null
      ? {
          values: [],
          notes: [
            i18n._({
              ...REMITTANCE.notPrepared,
              values: {
                date: longDate(nextMonthStart(totals.month), locale),
              },
            }),
          ],
        }
      : {
          values: [usd(totals.paidCents)],
          notes: [...new Set(totals.lineStates)].map((s) =>
            i18n._(LINE_STATE[s]),
          ),
        };
  return {
    brand: BRAND.name,
    title: i18n._(REMITTANCE.title),
    subtitle: i18n._({
      ...REMITTANCE.forMonth,
      values: { month: monthLabel(totals.month, locale) },
    }),
    organisationLabel: i18n._(REMITTANCE.organisation),
    codeLabel: i18n._(REMITTANCE.code),
    rows: [
      {
        label: i18n._(REMITTANCE.members),
        values: [
          totals.members === "<5" ? "<5" : formatNumber(totals.members, locale),
        ],
      },
      {
        label: i18n._(REMITTANCE.net),
        values: totals.net.length
          ? totals.net.map((n) =>
              formatCurrencyCents(n.cents, n.currency, locale),
            )
          : [usd(0)],
      },
      {
        label: i18n._({ ...REMITTANCE.share, values: { percent } }),
        values: [usd(totals.shareCents)],
        notes: held,
      },
      { label: i18n._(REMITTANCE.paid), ...paid },
    ],
    note: i18n._(REMITTANCE.totalsOnly),
    issued: i18n._({
      ...REMITTANCE.issued,
      values: { date: longDate(now.toISOString().slice(0, 10), locale) },
    }),
  };
}

export async function remittanceStatement(
  holder: Holder,
  asked: string | null,
  locale: Locale,
  now = new Date(),
): Promise<RemittanceAnswer> {
  if (holder.kind !== "organisation") return { kind: "individual" };
  const month = remittanceMonth(asked, now);
  if (!month) return { kind: "bad-month" };
  const answer = await organisationRemittance(holder.id, month, now);
  const sheet: RemittanceSheet = {
    locale,
    words: await words(locale, answer, now),
    organisation: answer.name,
    code: holder.code,
    ...(locale !== DEFAULT_LOCALE && {
      fallback: {
        locale: DEFAULT_LOCALE,
        words: await words(DEFAULT_LOCALE, answer, now),
      },
    }),
  };
  return {
    kind: "statement",
    month,
    sheet,
    months: answer.months.map((m) => ({
      month: m,
      label: monthLabel(m, locale),
    })),
  };
}
