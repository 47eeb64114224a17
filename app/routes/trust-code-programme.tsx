import { useLingui } from "@lingui/react";
import { RichMessage } from "#app/components/rich-message.tsx";
import { loadCatalogAreas } from "#app/lib/i18n/index.ts";
import { moduleHandle, registryPageMeta } from "#app/lib/pages/index.ts";
import { Faq } from "#app/components/faq.tsx";
import {
  HowItWorks,
  PROGRAMME_COUNTRIES,
  ProgrammePage,
  ProgrammeSection,
} from "#app/components/programme-page.tsx";
import { OrganisationRequestForm } from "#app/components/organisation-request-form.tsx";
import {
  COMPLIANCE_INTRO,
  COMPLIANCE_POINTS,
  DOWNLOAD_PDF,
  DOWNLOADS,
  FAQ,
  HERO,
  HOW_IT_WORKS,
  ONE_PAGER_FILENAME,
  PDF_BASE_PATH,
  SAMPLE_NOTICE,
  WHAT_IT_IS,
} from "#app/content/programme.ts";
import { PROGRAMME_SECTIONS } from "#app/content/programme.ts";
import { formAction } from "#app/lib/forms/index.server.ts";
import { formCountries } from "#app/lib/compliance/index.server.ts";
import { requestOrganisationCode } from "#app/lib/use-cases/index.server.ts";
import type { Route } from "./+types/trust-code-programme";

// The areas of this page's words (its declaration, ./trust-code-programme.page.ts):
// in the document, or fetched before the page renders on client navigation.
export const handle = moduleHandle("routes/trust-code-programme.tsx");
await loadCatalogAreas(handle);

export const meta = registryPageMeta("/trust-code-programme");

/**
 * Country names in the page's language, in the HTML (no-JS posts and first
 * paint alike): the list /api/countries?locale= serves. English pages keep
 * the bundled list and no payload.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { countries: formCountries(request) };
}

/** The no-JavaScript path: the API's use case, rendered on the page. */
export function action({ request }: Route.ActionArgs) {
  return formAction(request, (payload, locale) =>
    requestOrganisationCode(payload, null, locale),
  );
}

export default function TrustCodeProgramme({
  actionData,
  loaderData,
}: Route.ComponentProps) {
  const { _ } = useLingui();
  return (
    <ProgrammePage
      sampleNotice={SAMPLE_NOTICE}
      hero={
        <>
          <h1>{_(HERO.title)}</h1>
          <p className="lead">{_(HERO.subtitle)}</p>
          <div className="programme-actions">
            <a href="#request" className="button primary">
              {_(HERO.requestCtaLabel)}
            </a>
            <a
              href={`${PDF_BASE_PATH}${ONE_PAGER_FILENAME}`}
              className="button"
              download
            >
              {_(HERO.onePagerCtaLabel)}
            </a>
          </div>
        </>
      }
    >
      <ProgrammeSection titleId="what-title" title={PROGRAMME_SECTIONS.what}>
        {WHAT_IT_IS.map((p) => (
          <p key={p.id}>{_(p)}</p>
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
              <h3>{_(d.label)}</h3>
              <p>{_(d.description)}</p>
              <a href={`${PDF_BASE_PATH}${d.filename}`} download>
                <RichMessage
                  message={DOWNLOAD_PDF}
                  values={{ name: _(d.label) }}
                  components={{ 0: <span className="visually-hidden" /> }}
                />
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
        <p>{_(COMPLIANCE_INTRO)}</p>
        <dl className="points">
          {COMPLIANCE_POINTS.map((point) => (
            <div key={point.title.id}>
              <dt>{_(point.title)}</dt>
              <dd>{_(point.text)}</dd>
            </div>
          ))}
        </dl>
      </ProgrammeSection>

      <Faq items={FAQ} />

      <OrganisationRequestForm
        actionData={actionData}
        countries={loaderData.countries ?? PROGRAMME_COUNTRIES}
      />
    </ProgrammePage>
  );
}
