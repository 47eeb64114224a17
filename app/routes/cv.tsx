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
} from "#app/content/cv.ts";
import { CV_NAVIGATION } from "#app/content/cv-navigation.ts";
import { useLocalizeHref } from "#app/lib/i18n/use-locale.ts";
import { pageMeta, type MetaArgsLike } from "#app/lib/meta.ts";

export const meta = ({ location }: MetaArgsLike) =>
  pageMeta({
    location,
    title: cvPageTitle(CV),
    description: CV.summary[0] ?? CV.titleLine,
    path: CV.route,
  });

export default function CurriculumVitaePage() {
  const { _ } = useLingui();
  const localize = useLocalizeHref();
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
  } = CV;
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
      <EnglishContent>
        <header className="cv-header">
          <h1>{CV.name}</h1>
          <p className="cv-title-line">{CV.titleLine}</p>
          <p className="cv-contact">{CV.contactLine}</p>
          <p className="sample-notice">{SAMPLE_NOTICE}</p>
        </header>

        <div className="cv-summary">
          {CV.summary.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <ul className="cv-links">
            <li>
              <ExternalLink href={CV.publicationLibraryUrl}>
                {PUBLICATION_LIBRARY_LINK}
              </ExternalLink>
            </li>
            {CV.links.map((link) => (
              <li key={link.href}>
                <ExternalLink href={link.href}>{link.label}</ExternalLink>
              </li>
            ))}
          </ul>
        </div>

        <div className="cv-layout">
          <CvContents entries={contents} />
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
              <CvPublications publications={s11} />
            </CvSection>
            <CvSection {...s12}>
              <CvTalks years={s12.years} />
            </CvSection>
            <CvSection {...s13}>
              <CvFunding rows={s13.rows} />
            </CvSection>
            {[s14, s15].map((s) => (
              <CvSection key={s.number} {...s}>
                <CvRows rows={s.rows} />
              </CvSection>
            ))}
          </div>
        </div>
      </EnglishContent>
    </main>
  );
}
