import {
  commit,
  monthlyCohorts,
  setSummaryStatement,
  summaryPayees,
  summaryStatements,
  summaryWanted,
  unsubscribeOwner,
  type PayeeKind,
} from "#app/lib/db/index.server.ts";
import { monthOf } from "#app/lib/account/index.ts";
import { BRAND } from "#app/lib/brand.ts";
import { summaryEmail } from "#app/lib/email/index.ts";
import { hashToken, isTokenShaped, newToken } from "#app/lib/identity/index.ts";
import {
  i18nFor,
  localizePath,
  DEFAULT_LOCALE,
  isLocale,
} from "#app/lib/i18n/index.ts";
import { payeeBalances } from "#app/lib/money/index.server.ts";
import {
  nextPayoutDate,
  payeeCount,
} from "#app/lib/use-cases/account-page.server.ts";
import { pagePath } from "#app/lib/pages/index.ts";

/**
 * The monthly summary (docs/my-trust-code.md, "E-mail preferences"): on the
 * 1st (UTC) the cron enqueues, for every verified payee who wants it, last
 * month's funnel and today's balances in their language, through the outbox
 * and its caps. One row per payee and month makes a second run, or a
 * concurrent one, enqueue nothing.
 */
export async function enqueueMonthlySummaries(
  now: Date,
  host = BRAND.productionHost,
): Promise<{ month: string; enqueued: number }> {
  const month = monthOf(now, -1);
  const runId = crypto.randomUUID();
  let enqueued = 0;
  for (const payee of await summaryPayees(month)) {
    const locale = isLocale(payee.locale) ? payee.locale : DEFAULT_LOCALE;
    const [cohorts, balances] = await Promise.all([
      monthlyCohorts(payee.code),
      payeeBalances({ kind: payee.kind, id: payee.id }, now),
    ]);
    const m = cohorts.find((c) => c.month === month);
    const token = newToken();
    const unsubscribe = `https://${host}${localizePath(pagePath("myTrustCodeUnsubscribe"), locale)}?token=${token}`;
    const email = summaryEmail(
      await i18nFor(locale),
      locale,
      host,
      {
        code: payee.code,
        month,
        scans: m?.scans ?? 0,
        uniqueVisitors: m?.unique_visitors ?? 0,
        applications: m?.applications ?? 0,
        newMembers: payeeCount(m?.paid_conversions ?? 0),
        renewals: payeeCount(m?.renewals ?? 0),
        pendingCents: balances.pendingCents,
        availableCents: balances.availableCents,
        paidCents: balances.paidCents,
        nextRun: nextPayoutDate(now),
      },
      unsubscribe,
    );
    const nowIso = now.toISOString();
    const [claim] = await commit(
      summaryStatements({
        payee,
        month,
        runId,
        tokenHash: await hashToken(token),
        subject: email.subject,
        body: email.body,
        listUnsubscribe: unsubscribe,
        now: nowIso,
      }),
    );
    if (claim!.meta.changes === 1) enqueued++;
  }
  return { month, enqueued };
}

/** What the unsubscribe link's page shows: a button while the link is good. */
export async function unsubscribeState(
  token: string,
): Promise<"ok" | "unknown"> {
  if (!isTokenShaped(token)) return "unknown";
  return (await unsubscribeOwner(await hashToken(token))) ? "ok" : "unknown";
}

/** The link's POST (the page's button, or a mail client's RFC 8058 one-click): the summary off, no sign-in. */
export async function unsubscribe(
  token: string,
  now = new Date(),
): Promise<boolean> {
  if (!isTokenShaped(token)) return false;
  const owner = await unsubscribeOwner(await hashToken(token));
  if (!owner) return false;
  await setSummaryStatement(
    owner.kind,
    owner.id,
    false,
    "unsubscribe-link",
    now.toISOString(),
  ).run();
  return true;
}

/** The signed-in payee's choice on the page. */
export async function setMonthlySummary(
  kind: PayeeKind,
  id: string,
  on: boolean,
  now = new Date(),
): Promise<void> {
  await setSummaryStatement(kind, id, on, "page", now.toISOString()).run();
}

export { summaryWanted };
