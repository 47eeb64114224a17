import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { HomeButton } from "#app/components/home-button.tsx";
import type { Step } from "#app/content/programme.ts";
import { sortedCountries } from "#app/lib/compliance/index.ts";

/**
 * The bundled country list, rendered on the server and in the browser alike:
 * the selects are filled without JavaScript and without a loader payload.
 */
export const PROGRAMME_COUNTRIES = sortedCountries();

/** The frame of a programme page: home button, hero, sections, sample notice. */
export function ProgrammePage({
  hero,
  sampleNotice,
  children,
}: {
  /** The hero's contents (heading, lead, calls to action). */
  hero: ReactNode;
  sampleNotice: MessageDescriptor;
  children: ReactNode;
}) {
  const { _ } = useLingui();
  return (
    <main id="main" className="page programme-page">
      <HomeButton />
      <header className="programme-hero">{hero}</header>
      {children}
      <p className="programme-sample-notice">{_(sampleNotice)}</p>
    </main>
  );
}

/** A titled section of a programme page, named by its heading. */
export function ProgrammeSection({
  titleId,
  title,
  id,
  children,
}: {
  titleId: string;
  title: MessageDescriptor;
  /** An anchor other pages link to. */
  id?: string;
  children: ReactNode;
}) {
  const { _ } = useLingui();
  return (
    <section id={id} className="programme-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{_(title)}</h2>
      {children}
    </section>
  );
}

export function BulletList({ items }: { items: readonly MessageDescriptor[] }) {
  const { _ } = useLingui();
  return (
    <ul className="bullets">
      {items.map((item) => (
        <li key={item.id}>{_(item)}</li>
      ))}
    </ul>
  );
}

/** The numbered "How it works" steps every programme page shows. */
export function HowItWorks({
  title,
  steps,
}: {
  title: MessageDescriptor;
  steps: readonly Step[];
}) {
  const { _ } = useLingui();
  return (
    <ProgrammeSection titleId="how-title" title={title}>
      <ol className="steps">
        {steps.map((step) => (
          <li key={step.title.id}>
            <h3>{_(step.title)}</h3>
            <p>{_(step.text)}</p>
          </li>
        ))}
      </ol>
    </ProgrammeSection>
  );
}
