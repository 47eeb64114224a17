import { loadCatalogArea } from "~/lib/i18n/instance";
import { Faq } from "~/components/faq";
import {
  HowItWorks,
  PROGRAMME_COUNTRIES,
  ProgrammePage,
  ProgrammeSection,
} from "~/components/programme-page";
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
import { formAction } from "~/lib/form-action.server";
import { routeMeta } from "~/lib/meta";
import { requestOrganisationCode } from "~/lib/use-cases/request-organisation-code.server";
import type { Route } from "./+types/trust-code-programme";
import "~/styles/programmes.css";

// The words of this page arrive with it (app/lib/i18n/areas.ts).
await loadCatalogArea("programme");

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
    <ProgrammePage
      sampleNotice={SAMPLE_NOTICE}
      hero={
        <>
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
        </>
      }
    >
      <ProgrammeSection titleId="what-title" title={PROGRAMME_SECTIONS.what}>
        {WHAT_IT_IS.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </ProgrammeSection>

      <HowItWorks title={PROGRAMME_SECTIONS.howItWorks} steps={HOW_IT_WORKS} />

      <ProgrammeSection
        titleId="downloads-title"
        title={PROGRAMME_SECTIONS.downloads}
      >
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
      </ProgrammeSection>

      <ProgrammeSection
        id="programme-terms"
        titleId="compliance-title"
        title={PROGRAMME_SECTIONS.compliance}
      >
        <p>{COMPLIANCE_INTRO}</p>
        <dl className="points">
          {COMPLIANCE_POINTS.map((point) => (
            <div key={point.title}>
              <dt>{point.title}</dt>
              <dd>{point.text}</dd>
            </div>
          ))}
        </dl>
      </ProgrammeSection>

      <Faq items={FAQ} />

      <OrganisationRequestForm
        actionData={actionData}
        countries={PROGRAMME_COUNTRIES}
      />
    </ProgrammePage>
  );
}
