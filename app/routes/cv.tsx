import { useLingui } from "@lingui/react";
import { Link } from "react-router";
import { CvContents } from "#app/components/cv-contents.tsx";
import { CvPublications } from "#app/components/cv-publications.tsx";
import { CvRows, CvSection } from "#app/components/cv-section.tsx";
import { CvFunding, CvTalks } from "#app/components/cv-talks.tsx";
import { ExternalLink } from "#app/components/external-link.tsx";
import { EnglishContent } from "#app/components/english-content.tsx";
import { HomeButton } from "#app/components/home-button.tsx";
import {
  CV,
  cvPageTitle,
  PUBLICATION_LIBRARY_LINK,
  SAMPLE_NOTICE,
  translatedCv,
} from "#app/content/cv.ts";
import { CV_NAVIGATION } from "#app/content/cv-navigation.ts";
import {
  fillPlural,
  fillWords,
  useLocale,
  useLocalizeHref,
} from "#app/lib/i18n/index.ts";
import { translatedPageMeta } from "#app/lib/pages/index.ts";
import { cvTranslation } from "#app/lib/i18n/index.server.ts";
import type { Route } from "./+types/cv";

/** The page's language version when one exists (app/content/translations/), else null. */
export const loader = async ({ request }: Route.LoaderArgs) => ({
  translation: await cvTranslation(request),
});

export const meta = translatedPageMeta(
  CV.route,
  (t: Route.ComponentProps["loaderData"]["translation"] | undefined) => ({
    title: t ? fillWords(t.pageTitle, { name: CV.name }) : cvPageTitle(CV),
    description: t?.cv.summary[0] ?? CV.summary[0] ?? CV.titleLine,
  }),
);

export default function CurriculumVitaePage({
  loaderData,
}: Route.ComponentProps) {
  const { _ } = useLingui();
  const localize = useLocalizeHref();
  const locale = useLocale();
  const t = loaderData.translation;
  const cv = t ? translatedCv(t.cv) : CV;
  // Publication and talk titles are cited as given, in English.
  const cited = t ? "en" : undefined;
  const groupSummary = t
    ? (n: number) => fillPlural(t.navigation.groupSummary, n, locale)
    : undefined;
  const talksSummary = t
    ? (n: number) => fillPlural(t.navigation.talksSummary, n, locale)
    : undefined;
  const {
    personalDetails: s1,
    education: s2,
    researchContributions: s3,
    researchInterests: s4,
    appointments: s5,
    honors: s6,
    societies: s7,
    consultancies: s8,
    service: s9,
    editorial: s10,
    publications: s11,
    invitedTalks: s12,
    funding: s13,
    theses: s14,
    postdocs: s15,
  } = cv;
  const contents = [
    s1,
    s2,
    s3,
    s4,
    s5,
    s6,
    s7,
    s8,
    s9,
    s10,
    s11,
    s12,
    s13,
    s14,
    s15,
  ].map(({ number, heading }) => ({ number, heading }));
  return (
    <main id="main" className="page cv-page">
      <div className="cv-top-nav">
        <HomeButton />
        <Link to={localize(CV_NAVIGATION.fellowsHref)} className="cv-back">
          {_(CV_NAVIGATION.backToFellows)}
        </Link>
      </div>
      {t ? (
        // Words from a translation file, not a catalog (the pseudo-locale walk skips them).
        <div data-content-translation="">{content()}</div>
      ) : (
        <EnglishContent>{content()}</EnglishContent>
      )}
    </main>
  );

  function content() {
    return (
      <>
        <header className="cv-header">
          <h1>{cv.name}</h1>
          <p className="cv-title-line">{cv.titleLine}</p>
          <p className="cv-contact">{cv.contactLine}</p>
          <p className="sample-notice">{t?.sampleNotice ?? SAMPLE_NOTICE}</p>
        </header>

        <div className="cv-summary">
          {cv.summary.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <ul className="cv-links">
            <li>
              <ExternalLink href={cv.publicationLibraryUrl}>
                {t?.publicationLibraryLink ?? PUBLICATION_LIBRARY_LINK}
              </ExternalLink>
            </li>
            {cv.links.map((link) => (
              <li key={link.href}>
                <ExternalLink href={link.href}>{link.label}</ExternalLink>
              </li>
            ))}
          </ul>
        </div>

        <div className="cv-layout">
          <CvContents entries={contents} words={t?.navigation} />
          <div className="cv-body">
            <CvSection {...s1}>
              <CvRows rows={s1.items} />
            </CvSection>
            <CvSection {...s2}>
              <CvRows rows={s2.rows} />
            </CvSection>
            <CvSection {...s3}>
              {s3.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </CvSection>
            <CvSection {...s4}>
              <ul>
                {s4.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </CvSection>
            {[s5, s6, s7].map((s) => (
              <CvSection key={s.number} {...s}>
                <CvRows rows={s.rows} />
              </CvSection>
            ))}
            <CvSection {...s8}>
              <ul className="cv-consultancies">
                {s8.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </CvSection>
            {[s9, s10].map((s) => (
              <CvSection key={s.number} {...s}>
                <CvRows rows={s.rows} />
              </CvSection>
            ))}
            <CvSection {...s11}>
              <CvPublications
                publications={s11}
                summary={groupSummary}
                itemsLang={cited}
              />
            </CvSection>
            <CvSection {...s12}>
              <CvTalks
                years={s12.years}
                summary={talksSummary}
                itemsLang={cited}
              />
            </CvSection>
            <CvSection {...s13}>
              <CvFunding rows={s13.rows} table={t?.fundingTable} />
            </CvSection>
            {[s14, s15].map((s) => (
              <CvSection key={s.number} {...s}>
                <CvRows rows={s.rows} />
              </CvSection>
            ))}
          </div>
        </div>
      </>
    );
  }
}
