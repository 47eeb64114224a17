import { useLingui } from "@lingui/react";
import {
  loadCatalogAreas,
  longDate,
  DEFAULT_LOCALE,
  useLocale,
} from "#app/lib/i18n/index.ts";
import { moduleHandle, registryPageMeta } from "#app/lib/pages/index.ts";
import { useRef } from "react";
import {
  AgreementModal,
  type AgreementModalHandle,
} from "#app/components/agreement-modal.tsx";
import { Faq } from "#app/components/faq.tsx";
import {
  BulletList,
  HowItWorks,
  PROGRAMME_COUNTRIES,
  ProgrammePage,
  ProgrammeSection,
} from "#app/components/programme-page.tsx";
import { IndividualIssuerForm } from "#app/components/individual-issuer-form.tsx";
import {
  AGREEMENT,
  AGREEMENT_CTA,
  AGREEMENT_NOTE,
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
} from "#app/content/issuer.ts";
import { ISSUER_SECTIONS } from "#app/content/issuer.ts";
import { clientKey, requestHost } from "#app/lib/platform/index.ts";
import { formAction } from "#app/lib/forms/index.server.ts";
import { formCountries } from "#app/lib/compliance/index.server.ts";
import { RichMessage } from "#app/components/rich-message.tsx";
import { mintIndividualCode } from "#app/lib/use-cases/index.server.ts";
import type { Route } from "./+types/get-your-trust-code";

// The areas of this page's words (its declaration, ./get-your-trust-code.page.ts):
// in the document, or fetched before the page renders on client navigation.
export const handle = moduleHandle("routes/get-your-trust-code.tsx");
await loadCatalogAreas(handle);

export const meta = registryPageMeta("/get-your-trust-code");

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
    mintIndividualCode(
      payload,
      requestHost(request.url),
      null,
      new Date(),
      locale,
      clientKey(request.headers),
    ),
  );
}

export default function GetYourTrustCode({
  actionData,
  loaderData,
}: Route.ComponentProps) {
  const agreement = useRef<AgreementModalHandle>(null);
  const openAgreement = () => agreement.current?.open();
  const { _ } = useLingui();
  const locale = useLocale();
  return (
    <ProgrammePage
      sampleNotice={SAMPLE_NOTICE}
      hero={
        <>
          <h1>{_(HERO.heading)}</h1>
          <p className="lead">{_(HERO.intro)}</p>
        </>
      }
    >
      <IndividualIssuerForm
        countries={loaderData.countries ?? PROGRAMME_COUNTRIES}
        actionData={actionData}
        onOpenAgreement={openAgreement}
      />

      <HowItWorks title={ISSUER_SECTIONS.howItWorks} steps={HOW_IT_WORKS} />

      <ProgrammeSection titleId="earn-title" title={ISSUER_SECTIONS.earn}>
        <BulletList items={WHAT_YOU_EARN} />
      </ProgrammeSection>

      <ProgrammeSection titleId="conduct-title" title={ISSUER_SECTIONS.conduct}>
        <BulletList items={ELIGIBILITY_AND_CONDUCT} />
      </ProgrammeSection>

      <ProgrammeSection
        titleId="disclosure-title"
        title={ISSUER_SECTIONS.disclosure}
      >
        <p>{_(REQUIRED_DISCLOSURE.intro)}</p>
        <blockquote className="disclosure">
          {_(REQUIRED_DISCLOSURE.text)}
        </blockquote>
        <BulletList items={REQUIRED_DISCLOSURE.guidance} />
      </ProgrammeSection>

      <ProgrammeSection titleId="notes-title" title={ISSUER_SECTIONS.notes}>
        <BulletList items={IMPORTANT_NOTES} />
      </ProgrammeSection>

      <ProgrammeSection
        titleId="guarantees-title"
        title={ISSUER_SECTIONS.guarantees}
      >
        <BulletList items={NO_GUARANTEES} />
      </ProgrammeSection>

      <ProgrammeSection titleId="privacy-title" title={ISSUER_SECTIONS.privacy}>
        <BulletList items={PRIVACY} />
      </ProgrammeSection>

      <Faq items={FAQ} />

      <ProgrammeSection titleId="agreement-cta" title={AGREEMENT.title}>
        <p>
          <RichMessage
            message={AGREEMENT_CTA.effective}
            values={{
              // Worded by Intl for the page's language, not by a catalog.
              date: (
                <time dateTime={AGREEMENT.effectiveOn} data-intl="">
                  {longDate(AGREEMENT.effectiveOn, locale)}
                </time>
              ),
            }}
            components={{}}
          />
        </p>
        {locale !== DEFAULT_LOCALE && <p>{_(AGREEMENT_NOTE)}</p>}
        <button type="button" className="button" onClick={openAgreement}>
          {_(AGREEMENT_CTA.open)}
        </button>
      </ProgrammeSection>

      <AgreementModal ref={agreement} />
    </ProgrammePage>
  );
}
