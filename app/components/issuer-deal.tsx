import { useLingui } from "@lingui/react";
import { FigureText } from "#app/components/figure-text.tsx";
import { RichMessage } from "#app/components/rich-message.tsx";
import { ISSUER_DEAL, ISSUER_NEXT_STEPS } from "#app/content/issuer-deal.ts";
import { useLocalizeHref } from "#app/lib/i18n/index.ts";
import { ISSUER_RESULTS_PATH } from "#app/lib/trust-codes/index.ts";

function ResultsLink({ message }: { message: typeof ISSUER_DEAL.results }) {
  const localize = useLocalizeHref();
  return (
    <RichMessage
      message={message}
      components={{
        // eslint-disable-next-line jsx-a11y/anchor-has-content -- the translated message fills the link
        0: <a href={localize(ISSUER_RESULTS_PATH)} />,
      }}
    />
  );
}

/** Above the issuer form: what an issuer earns, when and how it is paid, where results show. */
export function IssuerDeal() {
  const { _ } = useLingui();
  return (
    <aside className="issuer-deal" aria-labelledby="issuer-deal-title">
      <h3 id="issuer-deal-title">{_(ISSUER_DEAL.heading)}</h3>
      <ul>
        <li>
          <FigureText message={ISSUER_DEAL.reward} />
        </li>
        <li>
          <FigureText message={ISSUER_DEAL.payout} />
        </li>
        <li>{_(ISSUER_DEAL.hold)}</li>
        <li>
          <ResultsLink message={ISSUER_DEAL.results} />
        </li>
      </ul>
    </aside>
  );
}

/** After the address is confirmed (/verify): share with the disclosure, follow results. */
export function IssuerAfterConfirm() {
  const { _ } = useLingui();
  return (
    <section className="issuer-next-steps" aria-labelledby="after-confirm">
      <h2 id="after-confirm">{_(ISSUER_NEXT_STEPS.heading)}</h2>
      <ol>
        <li>{_(ISSUER_NEXT_STEPS.share)}</li>
        <li>
          <ResultsLink message={ISSUER_NEXT_STEPS.results} />
        </li>
      </ol>
    </section>
  );
}

/** Under a minted code: confirm the e-mail, share with the disclosure, follow results. */
export function IssuerNextSteps() {
  const { _ } = useLingui();
  return (
    <div className="issuer-next-steps">
      <h4>{_(ISSUER_NEXT_STEPS.heading)}</h4>
      <ol>
        <li>{_(ISSUER_NEXT_STEPS.confirm)}</li>
        <li>{_(ISSUER_NEXT_STEPS.share)}</li>
        <li>
          <ResultsLink message={ISSUER_NEXT_STEPS.results} />
        </li>
      </ol>
    </div>
  );
}
