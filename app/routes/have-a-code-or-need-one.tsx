import { loadCatalogArea } from "~/lib/i18n/instance";
import { ApplyCodeForm } from "~/components/apply-code-form";
import { Faq } from "~/components/faq";
import {
  BulletList,
  HowItWorks,
  ProgrammePage,
  ProgrammeSection,
} from "~/components/programme-page";
import {
  BENEFITS,
  CODE_ENTRY,
  DIRECTORY,
  DISCLAIMER,
  FAQ,
  HOW_IT_WORKS,
  INTRO,
  REASSURANCE,
  SAMPLE_NOTICE,
  type DirectoryEntry,
} from "~/content/have-a-code";
import { COMING_SOON, HAVE_A_CODE_SECTIONS } from "~/content/have-a-code";
import { formAction } from "~/lib/form-action.server";
import { routeMeta } from "~/lib/meta";
import { applyTrustCode, visitorOf } from "~/lib/use-cases/apply-code.server";
import type { Route } from "./+types/have-a-code-or-need-one";
import "~/styles/programmes.css";

// The words of this page arrive with it (app/lib/i18n/areas.ts).
await loadCatalogArea("apply");

export const meta = () => routeMeta("/have-a-code-or-need-one");

/** The no-JavaScript path: the API's use case, rendered on the page. */
export function action({ request }: Route.ActionArgs) {
  return formAction(request, (payload) =>
    applyTrustCode(payload, visitorOf(request)),
  );
}

/** Directory browsing and code search are not built yet. */
const comingSoon = () => window.alert(COMING_SOON);

function DirectoryGroup({
  id,
  heading,
  entries,
}: {
  id: string;
  heading: string;
  entries: readonly DirectoryEntry[];
}) {
  return (
    <>
      <h3 id={id}>{heading}</h3>
      <ul className="card-grid" aria-labelledby={id}>
        {entries.map((entry) => (
          <li key={entry.name} className="card">
            <h4>{entry.name}</h4>
            <p>{entry.description}</p>
            <button
              type="button"
              className="button"
              onClick={comingSoon}
              aria-label={`${DIRECTORY.exploreLabel} ${entry.name}`}
            >
              {DIRECTORY.exploreLabel}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function HaveACode({ actionData }: Route.ComponentProps) {
  return (
    <ProgrammePage
      sampleNotice={SAMPLE_NOTICE}
      hero={
        <>
          <h1>{INTRO.title}</h1>
          {INTRO.paragraphs.map((p) => (
            <p key={p} className="lead">
              {p}
            </p>
          ))}
        </>
      }
    >
      <section
        className="programme-section form-card"
        aria-label={HAVE_A_CODE_SECTIONS.applyCode}
      >
        <ApplyCodeForm actionData={actionData} />
        <ul className="alt-links">
          {CODE_ENTRY.alternativeLinks.map((label) => (
            <li key={label}>
              <button
                type="button"
                className="link-button"
                onClick={comingSoon}
              >
                {label}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <ProgrammeSection
        titleId="benefits-title"
        title={HAVE_A_CODE_SECTIONS.benefits}
      >
        <BulletList items={BENEFITS} />
      </ProgrammeSection>

      <HowItWorks
        title={HAVE_A_CODE_SECTIONS.howItWorks}
        steps={HOW_IT_WORKS}
      />

      <ProgrammeSection titleId="directory-title" title={DIRECTORY.title}>
        <p>{DIRECTORY.intro}</p>
        <DirectoryGroup
          id="causes-title"
          heading={DIRECTORY.causesHeading}
          entries={DIRECTORY.causes}
        />
        <DirectoryGroup
          id="institutions-title"
          heading={DIRECTORY.institutionsHeading}
          entries={DIRECTORY.institutions}
        />
      </ProgrammeSection>

      <ProgrammeSection
        titleId="reassure-title"
        title={HAVE_A_CODE_SECTIONS.promises}
      >
        <BulletList items={REASSURANCE} />
      </ProgrammeSection>

      <Faq items={FAQ} />

      <p className="disclaimer">{DISCLAIMER}</p>
    </ProgrammePage>
  );
}
