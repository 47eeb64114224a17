import { loadCatalogArea } from "~/lib/i18n/instance";
import { useRef } from "react";
import {
  AgreementModal,
  type AgreementModalHandle,
} from "~/components/agreement-modal";
import { Faq } from "~/components/faq";
import {
  BulletList,
  HowItWorks,
  PROGRAMME_COUNTRIES,
  ProgrammePage,
  ProgrammeSection,
} from "~/components/programme-page";
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
import { formAction } from "~/lib/form-action.server";
import { routeMeta } from "~/lib/meta";
import { mintIndividualCode } from "~/lib/use-cases/mint-individual-code.server";
import type { Route } from "./+types/get-your-trust-code";
import "~/styles/programmes.css";

// The words of this page arrive with it (app/lib/i18n/areas.ts).
await loadCatalogArea("issuer");

export const meta = () => routeMeta("/get-your-trust-code");

/** The no-JavaScript path: the API's use case, rendered on the page. */
export function action({ request }: Route.ActionArgs) {
  return formAction(request, (payload) =>
    mintIndividualCode(payload, new URL(request.url).host, null),
  );
}

export default function GetYourTrustCode({ actionData }: Route.ComponentProps) {
  const agreement = useRef<AgreementModalHandle>(null);
  const openAgreement = () => agreement.current?.open();
  return (
    <ProgrammePage
      sampleNotice={SAMPLE_NOTICE}
      hero={
        <>
          <h1>{HERO.heading}</h1>
          <p className="lead">{HERO.intro}</p>
        </>
      }
    >
      <IndividualIssuerForm
        countries={PROGRAMME_COUNTRIES}
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
        <p>{REQUIRED_DISCLOSURE.intro}</p>
        <blockquote className="disclosure">
          {REQUIRED_DISCLOSURE.text}
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
        <p>Effective {AGREEMENT.effectiveDate}.</p>
        <button type="button" className="button" onClick={openAgreement}>
          Read the {AGREEMENT.title}
        </button>
      </ProgrammeSection>

      <AgreementModal ref={agreement} />
    </ProgrammePage>
  );
}
