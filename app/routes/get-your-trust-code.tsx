import { useRef } from "react";
import {
  AgreementModal,
  type AgreementModalHandle,
} from "~/components/agreement-modal";
import { Faq } from "~/components/faq";
import { HomeButton } from "~/components/home-button";
import { IndividualIssuerForm } from "~/components/individual-issuer-form";
import {
  AGREEMENT,
  ELIGIBILITY_AND_CONDUCT,
  FAQ,
  HERO,
  HOW_IT_WORKS,
  IMPORTANT_NOTES,
  NO_GUARANTEES,
  PRIVACY,
  REQUIRED_DISCLOSURE,
  SAMPLE_NOTICE,
  WHAT_YOU_EARN,
} from "~/content/issuer";
import { ISSUER_SECTIONS } from "~/content/issuer";
import { sortedCountries } from "~/lib/countries";
import { formAction } from "~/lib/form-action.server";
import { routeMeta } from "~/lib/meta";
import { mintIndividualCode } from "~/lib/use-cases/mint-individual-code.server";
import type { Route } from "./+types/get-your-trust-code";
import "~/styles/programmes.css";

/**
 * The bundled country list, rendered on the server and in the browser alike:
 * the selects are filled without JavaScript and without a loader payload.
 */
const COUNTRIES = sortedCountries();

export const meta = () => routeMeta("/get-your-trust-code");

/** The no-JavaScript path: the API's use case, rendered on the page. */
export function action({ request }: Route.ActionArgs) {
  return formAction(request, (payload) =>
    mintIndividualCode(payload, new URL(request.url).host, null),
  );
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="bullets">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export default function GetYourTrustCode({ actionData }: Route.ComponentProps) {
  const agreement = useRef<AgreementModalHandle>(null);
  const openAgreement = () => agreement.current?.open();
  return (
    <main id="main" className="page programme-page">
      <HomeButton />
      <header className="programme-hero">
        <h1>{HERO.heading}</h1>
        <p className="lead">{HERO.intro}</p>
      </header>

      <IndividualIssuerForm
        countries={COUNTRIES}
        actionData={actionData}
        onOpenAgreement={openAgreement}
      />

      <section className="programme-section" aria-labelledby="how-title">
        <h2 id="how-title">{ISSUER_SECTIONS.howItWorks}</h2>
        <ol className="steps">
          {HOW_IT_WORKS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="programme-section" aria-labelledby="earn-title">
        <h2 id="earn-title">{ISSUER_SECTIONS.earn}</h2>
        <List items={WHAT_YOU_EARN} />
      </section>

      <section className="programme-section" aria-labelledby="conduct-title">
        <h2 id="conduct-title">{ISSUER_SECTIONS.conduct}</h2>
        <List items={ELIGIBILITY_AND_CONDUCT} />
      </section>

      <section className="programme-section" aria-labelledby="disclosure-title">
        <h2 id="disclosure-title">{ISSUER_SECTIONS.disclosure}</h2>
        <p>{REQUIRED_DISCLOSURE.intro}</p>
        <blockquote className="disclosure">
          {REQUIRED_DISCLOSURE.text}
        </blockquote>
        <List items={REQUIRED_DISCLOSURE.guidance} />
      </section>

      <section className="programme-section" aria-labelledby="notes-title">
        <h2 id="notes-title">{ISSUER_SECTIONS.notes}</h2>
        <List items={IMPORTANT_NOTES} />
      </section>

      <section className="programme-section" aria-labelledby="guarantees-title">
        <h2 id="guarantees-title">{ISSUER_SECTIONS.guarantees}</h2>
        <List items={NO_GUARANTEES} />
      </section>

      <section className="programme-section" aria-labelledby="privacy-title">
        <h2 id="privacy-title">{ISSUER_SECTIONS.privacy}</h2>
        <List items={PRIVACY} />
      </section>

      <Faq items={FAQ} />

      <section className="programme-section" aria-labelledby="agreement-cta">
        <h2 id="agreement-cta">{AGREEMENT.title}</h2>
        <p>Effective {AGREEMENT.effectiveDate}.</p>
        <button type="button" className="button" onClick={openAgreement}>
          Read the {AGREEMENT.title}
        </button>
      </section>

      <AgreementModal ref={agreement} />
      <p className="sample-notice">{SAMPLE_NOTICE}</p>
    </main>
  );
}
