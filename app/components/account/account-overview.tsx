import { useLingui } from "@lingui/react";
import { Link } from "react-router";
import { ACCOUNT, PAYOUT_STATE_WORDS } from "#app/content/account.ts";
import { REMITTANCE } from "#app/content/remittance.ts";
import type {
  AccountView,
  PayeeMonth,
} from "#app/lib/use-cases/index.server.ts";
import { codeCheckPath } from "#app/lib/trust-codes/index.ts";
import {
  formatNumber,
  formatPercent,
  formatUsdCents,
  longDate,
  useLocale,
  useLocalizeHref,
} from "#app/lib/i18n/index.ts";
import { monthLabel } from "#app/lib/account/index.ts";
import { QrKitLinks } from "#app/components/qr-kit-links.tsx";
import { ltrValue, RichMessage } from "#app/components/rich-message.tsx";
import { pagePath } from "#app/lib/pages/index.ts";

/** The code, its state and where to share it from. */
export function CodeSection({ view }: { view: AccountView }) {
  const { _ } = useLingui();
  const locale = useLocale();
  const status = {
    active: ACCOUNT.statusActive,
    suspended: ACCOUNT.statusSuspended,
    terminated: ACCOUNT.statusTerminated,
  }[view.codeStatus];
  return (
    <section aria-labelledby="account-code">
      <h2 id="account-code">{_(ACCOUNT.codeHeading)}</h2>
      <p className="account-code" translate="no">
        <bdi dir="ltr">{view.code}</bdi>
      </p>
      <ul className="account-facts">
        <li>{_(status)}</li>
        <li>{_(view.verified ? ACCOUNT.verified : ACCOUNT.notVerified)}</li>
        {view.organisationName && (
          <li>
            <RichMessage
              message={ACCOUNT.organisation}
              values={{ name: <bdi>{view.organisationName}</bdi> }}
            />
          </li>
        )}
        <li>
          {view.rewardCents !== null
            ? _({
                ...ACCOUNT.individualReward,
                values: { reward: formatUsdCents(view.rewardCents, locale) },
              })
            : _({
                ...ACCOUNT.organisationShare,
                values: {
                  share: formatPercent(view.sharePercent ?? 0, locale),
                },
              })}
        </li>
      </ul>
      <p>
        <Link to={codeCheckPath(view.code, locale)}>
          {_(ACCOUNT.checkPage)}
        </Link>
      </p>
      <QrKitLinks code={view.code} level={3} />
    </section>
  );
}

const COLUMNS = [
  ["scans", ACCOUNT.scans],
  ["botEvents", ACCOUNT.botEvents],
  ["uniqueVisitors", ACCOUNT.uniqueVisitors],
  ["applications", ACCOUNT.applications],
  ["newMembers", ACCOUNT.newMembers],
  ["renewals", ACCOUNT.renewals],
] as const;

/**
 * Monthly counts; no totals row (it would undo the "<5" of a month). Months
 * are written for the locale; on a phone each row is a card of label and
 * figure (app/styles/account.css, .stacked-table), so nothing scrolls sideways.
 */
export function MonthsSection({ months }: { months: PayeeMonth[] }) {
  const { _ } = useLingui();
  const locale = useLocale();
  const count = (n: number | "<5") =>
    n === "<5" ? "<5" : formatNumber(n, locale);
  return (
    <section aria-labelledby="account-months">
      <h2 id="account-months">{_(ACCOUNT.monthsHeading)}</h2>
      <table className="account-table account-months stacked-table">
        <thead>
          <tr>
            <th scope="col">{_(ACCOUNT.month)}</th>
            {COLUMNS.map(([key, label]) => (
              <th key={key} scope="col" className="num">
                {_(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.length === 0 && (
            <tr>
              <td colSpan={COLUMNS.length + 1}>{_(ACCOUNT.noMonths)}</td>
            </tr>
          )}
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row" data-label={_(ACCOUNT.month)}>
                {monthLabel(m.month, locale)}
              </th>
              {COLUMNS.map(([key, label]) => (
                <td key={key} className="num" data-label={_(label)}>
                  <bdi dir="ltr">{count(m[key])}</bdi>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="account-note">
        <RichMessage
          message={ACCOUNT.monthsNote}
          values={{ few: ltrValue("<5") }}
        />
      </p>
    </section>
  );
}

/** Pending, available, on hold (when any) and paid, the minimum and the next run. */
export function MoneySection({ view }: { view: AccountView }) {
  const { _ } = useLingui();
  const locale = useLocale();
  const localizeHref = useLocalizeHref();
  const usd = (cents: number) => formatUsdCents(cents, locale);
  const { balances: b } = view;
  const totals = [
    ["pending", ACCOUNT.pending, b.pendingCents],
    ["available", ACCOUNT.available, b.availableCents],
    ...(b.onHoldCents !== 0
      ? ([["on-hold", ACCOUNT.onHold, b.onHoldCents]] as const)
      : []),
    ["paid", ACCOUNT.paid, b.paidCents],
  ] as const;
  return (
    <section aria-labelledby="account-money">
      <h2 id="account-money">{_(ACCOUNT.moneyHeading)}</h2>
      <dl className="account-totals">
        {totals.map(([key, label, cents]) => (
          <div key={key} data-total={key}>
            <dt>{_(label)}</dt>
            <dd>
              <bdi>{usd(cents)}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <p className="account-note">
        {_(
          view.kind === "issuer"
            ? ACCOUNT.pendingIndividual
            : ACCOUNT.pendingOrganisation,
        )}
        {b.onHoldCents !== 0 && ` ${_(ACCOUNT.onHoldNote)}`}
      </p>
      {/* Once reached, "When and why" says so instead of "USD 550 of the USD 500 minimum". */}
      {view.minimumCents !== null && !view.outlook.minimumReached && (
        <p>
          <label>
            {_({
              ...ACCOUNT.progress,
              values: {
                amount: usd(Math.max(0, b.availableCents)),
                minimum: usd(view.minimumCents),
              },
            })}
            <progress
              max={view.minimumCents}
              value={Math.min(Math.max(0, b.availableCents), view.minimumCents)}
            />
          </label>
          {b.availableCents < view.minimumCents && ` ${_(ACCOUNT.rollForward)}`}
        </p>
      )}
      <p>
        {_({
          ...ACCOUNT.nextPayout,
          values: { date: longDate(view.nextPayoutDate, locale) },
        })}
      </p>
      <p>
        {/* A file download: a plain link, never a client navigation. */}
        <a href="/my-trust-code/statement.csv" download>
          {_(ACCOUNT.statement)}
        </a>
      </p>
      {view.kind !== "issuer" && (
        <p>
          <a
            href={localizeHref(pagePath("myTrustCodeRemittance"))}
            data-remittance-link
          >
            {_(REMITTANCE.link)}
          </a>
        </p>
      )}
      <h3>{_(ACCOUNT.payoutsHeading)}</h3>
      {view.payouts.length === 0 ? (
        <p>{_(ACCOUNT.noPayouts)}</p>
      ) : (
        <div className="table-scroll">
          <table className="account-table">
            <thead>
              <tr>
                <th scope="col">{_(ACCOUNT.date)}</th>
                <th scope="col" className="num">
                  {_(ACCOUNT.amount)}
                </th>
                <th scope="col">{_(ACCOUNT.status)}</th>
                <th scope="col">{_(ACCOUNT.reference)}</th>
              </tr>
            </thead>
            <tbody>
              {view.payouts.map((p) => (
                <tr key={p.reference}>
                  <td>{longDate(p.date, locale)}</td>
                  <td className="num">
                    <bdi>{usd(p.amountCents)}</bdi>
                  </td>
                  <td>
                    {_(PAYOUT_STATE_WORDS[p.state])}
                    {p.reason && <p className="account-note">{p.reason}</p>}
                  </td>
                  <td translate="no">{p.reference}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
