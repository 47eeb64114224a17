import { Faq } from "~/components/faq";
import { HomeButton } from "~/components/home-button";
import { OrganisationRequestForm } from "~/components/organisation-request-form";
import {
  COMPLIANCE_INTRO,
  COMPLIANCE_POINTS,
  DOWNLOADS,
  FAQ,
  HERO,
  HOW_IT_WORKS,
  ONE_PAGER_FILENAME,
  PDF_BASE_PATH,
  SAMPLE_NOTICE,
  WHAT_IT_IS,
} from "~/content/programme";
import { PROGRAMME_SECTIONS } from "~/content/programme";
import { sortedCountries } from "~/lib/countries";
import { formAction } from "~/lib/form-action.server";
import { routeMeta } from "~/lib/meta";
import { requestOrganisationCode } from "~/lib/use-cases/request-organisation-code.server";
import type { Route } from "./+types/trust-code-programme";
import "~/styles/programmes.css";

/**
 * The bundled country list, rendered on the server and in the browser alike:
 * the selects are filled without JavaScript and without a loader payload.
 */
const COUNTRIES = sortedCountries();

export const meta = () => routeMeta("/trust-code-programme");

/** The no-JavaScript path: the API's use case, rendered on the page. */
export function action({ request }: Route.ActionArgs) {
  return formAction(request, (payload) =>
    requestOrganisationCode(payload, null),
  );
}

export default function TrustCodeProgramme({
  actionData,
}: Route.ComponentProps) {
  return (
    <main id="main" className="page programme-page">
      <HomeButton />
      <header className="programme-hero">
        <h1>{HERO.title}</h1>
        <p className="lead">{HERO.subtitle}</p>
        <div className="hero-actions">
          <a href="#request" className="button primary">
            {HERO.requestCtaLabel}
          </a>
          <a
            href={`${PDF_BASE_PATH}${ONE_PAGER_FILENAME}`}
            className="button"
            download
          >
            {HERO.onePagerCtaLabel}
          </a>
        </div>
      </header>

      <section className="programme-section" aria-labelledby="what-title">
        <h2 id="what-title">{PROGRAMME_SECTIONS.what}</h2>
        {WHAT_IT_IS.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>

      <section className="programme-section" aria-labelledby="how-title">
        <h2 id="how-title">{PROGRAMME_SECTIONS.howItWorks}</h2>
        <ol className="steps">
          {HOW_IT_WORKS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="programme-section" aria-labelledby="downloads-title">
        <h2 id="downloads-title">{PROGRAMME_SECTIONS.downloads}</h2>
        <ul className="card-grid">
          {DOWNLOADS.map((d) => (
            <li key={d.filename} className="card">
              <h3>{d.label}</h3>
              <p>{d.description}</p>
              <a href={`${PDF_BASE_PATH}${d.filename}`} download>
                Download PDF<span className="visually-hidden">: {d.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section
        id="programme-terms"
        className="programme-section"
        aria-labelledby="compliance-title"
      >
        <h2 id="compliance-title">{PROGRAMME_SECTIONS.compliance}</h2>
        <p>{COMPLIANCE_INTRO}</p>
        <dl className="points">
          {COMPLIANCE_POINTS.map((point) => (
            <div key={point.title}>
              <dt>{point.title}</dt>
              <dd>{point.text}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Faq items={FAQ} />

      <OrganisationRequestForm actionData={actionData} countries={COUNTRIES} />

      <p className="sample-notice">{SAMPLE_NOTICE}</p>
    </main>
  );
}
