import { useLingui } from "@lingui/react";
import { ACCOUNT } from "#app/content/account.ts";
import { OUTLOOK } from "#app/content/account-outlook.ts";
import type { AccountView } from "#app/lib/use-cases/index.server.ts";
import {
  formatCurrencyCents,
  formatUsdCents,
  longDate,
  useLocale,
} from "#app/lib/i18n/index.ts";

const WHY = {
  "below-minimum": OUTLOOK.whyMinimum,
  unverified: OUTLOOK.whyUnverified,
  details: OUTLOOK.whyDetails,
  "on-hold": OUTLOOK.whyOnHold,
  "nothing-available": OUTLOOK.whyNothing,
  other: OUTLOOK.whyOther,
} as const;

/**
 * When and why (docs/my-trust-code.md): each pending commission with the
 * date it becomes available, whether the payee is in the next run and why
 * not (with a way to the payout details), reversals as reversals (never
 * which member, nor why), money held in another currency as that currency.
 */
export function WhenWhySection({ view }: { view: AccountView }) {
  const { _ } = useLingui();
  const locale = useLocale();
  const usd = (cents: number) => formatUsdCents(cents, locale);
  const { outlook } = view;
  const minimum = view.minimumCents !== null ? usd(view.minimumCents) : "";
  const date = longDate(outlook.nextRun.date, locale);
  return (
    <section aria-labelledby="account-outlook">
      <h2 id="account-outlook">{_(OUTLOOK.heading)}</h2>
      {outlook.minimumReached && (
        <p data-outlook="minimum">
          <bdi>{_({ ...OUTLOOK.minimumReached, values: { minimum } })}</bdi>
        </p>
      )}
      {outlook.nextRun.included ? (
        <p data-outlook="in-run">
          {_({ ...OUTLOOK.inNextRun, values: { date } })}
        </p>
      ) : (
        <div data-outlook="not-in-run">
          <p>{_({ ...OUTLOOK.notInNextRun, values: { date } })}</p>
          <ul>
            {outlook.nextRun.reasons.map((r) => (
              <li key={r}>{_({ ...WHY[r], values: { minimum } })}</li>
            ))}
          </ul>
          {outlook.nextRun.reasons.includes("details") && (
            <p>
              <a href="#account-details">{_(ACCOUNT.detailsAskCode)}</a>
            </p>
          )}
        </div>
      )}
      {outlook.pending.length > 0 && (
        <ul data-outlook="pending">
          {outlook.pending.map((p, i) => (
            <li key={`${p.availableOn}-${i}`}>
              {_({
                ...OUTLOOK.pendingUntil,
                values: {
                  amount: usd(p.amountCents),
                  date: longDate(p.availableOn, locale),
                },
              })}
            </li>
          ))}
        </ul>
      )}
      {outlook.heldOriginals.length > 0 && (
        <ul data-outlook="held">
          {outlook.heldOriginals.map((h) => (
            <li key={h.currency}>
              {_({
                ...OUTLOOK.heldOther,
                values: {
                  amount: formatCurrencyCents(h.cents, h.currency, locale),
                },
              })}
            </li>
          ))}
        </ul>
      )}
      {outlook.reversals.length > 0 && (
        <ul data-outlook="reversals">
          {outlook.reversals.map((r, i) => (
            <li key={`${r.date}-${i}`}>
              {_({
                ...OUTLOOK.reversed,
                values: {
                  amount: usd(r.amountCents),
                  date: longDate(r.date, locale),
                },
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
