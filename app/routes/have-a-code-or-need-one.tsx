import type { I18n, MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { loadCatalogAreas } from "#app/lib/i18n/index.ts";
import { moduleHandle, registryPageMeta } from "#app/lib/pages/index.ts";
import { ApplyCodeForm } from "#app/components/apply-code-form.tsx";
import { Faq } from "#app/components/faq.tsx";
import {
  BulletList,
  HowItWorks,
  ProgrammePage,
  ProgrammeSection,
} from "#app/components/programme-page.tsx";
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
} from "#app/content/have-a-code.ts";
import { COMING_SOON, HAVE_A_CODE_SECTIONS } from "#app/content/have-a-code.ts";
import { formAction } from "#app/lib/forms/index.server.ts";
import { applyTrustCode, visitorOf } from "#app/lib/use-cases/index.server.ts";
import type { Route } from "./+types/have-a-code-or-need-one";

// The areas of this page's words (its declaration, ./have-a-code-or-need-one.page.ts):
// in the document, or fetched before the page renders on client navigation.
export const handle = moduleHandle("routes/have-a-code-or-need-one.tsx");
await loadCatalogAreas(handle);

export const meta = registryPageMeta("/have-a-code-or-need-one");

/** The no-JavaScript path: the API's use case, rendered on the page. */
export function action({ request }: Route.ActionArgs) {
  return formAction(request, (payload, locale) =>
    applyTrustCode(payload, visitorOf(request), locale),
  );
}

/** Directory browsing and code search are not built yet. */
const comingSoon = (i18n: I18n) => window.alert(i18n._(COMING_SOON));

function DirectoryGroup({
  id,
  heading,
  entries,
}: {
  id: string;
  heading: MessageDescriptor;
  entries: readonly DirectoryEntry[];
}) {
  const { _, i18n } = useLingui();
  return (
    <>
      <h3 id={id}>{_(heading)}</h3>
      <ul className="card-grid" aria-labelledby={id}>
        {entries.map((entry) => (
          <li key={entry.name.id} className="card">
            <h4>{_(entry.name)}</h4>
            <p>{_(entry.description)}</p>
            <button
              type="button"
              className="button"
              onClick={() => comingSoon(i18n)}
              aria-label={_({
                ...DIRECTORY.exploreEntryLabel,
                values: {
                  name: _(entry.name),
                },
              })}
            >
              {_(DIRECTORY.exploreLabel)}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function HaveACode({ actionData }: Route.ComponentProps) {
  const { _, i18n } = useLingui();
  return (
    <ProgrammePage
      sampleNotice={SAMPLE_NOTICE}
      hero={
        <>
          <h1>{_(INTRO.title)}</h1>
          {INTRO.paragraphs.map((p) => (
            <p key={p.id} className="lead">
              {_(p)}
            </p>
          ))}
        </>
      }
    >
      <section
        className="programme-section form-card"
        aria-label={_(HAVE_A_CODE_SECTIONS.applyCode)}
      >
        <ApplyCodeForm actionData={actionData} />
        <ul className="alt-links">
          {CODE_ENTRY.alternativeLinks.map((label) => (
            <li key={label.id}>
              <button
                type="button"
                className="link-button"
                onClick={() => comingSoon(i18n)}
              >
                {_(label)}
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
        <p>{_(DIRECTORY.intro)}</p>
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

      <p className="disclaimer">{_(DISCLAIMER)}</p>
    </ProgrammePage>
  );
}
