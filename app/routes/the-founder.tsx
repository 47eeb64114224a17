import { useRef } from "react";
import { ExternalLink } from "#app/components/external-link.tsx";
import { FounderGallery } from "#app/components/founder-gallery.tsx";
import { EnglishContent } from "#app/components/english-content.tsx";
import { HomeButton } from "#app/components/home-button.tsx";
import {
  FOUNDER,
  FOUNDER_LINKS_HEADING,
  SAMPLE_NOTICE,
} from "#app/content/founder.ts";
import { FOUNDER_GALLERY, FOUNDER_PORTRAIT } from "#app/content/page-media.ts";
import { translatedPageMeta, pagePath } from "#app/lib/pages/index.ts";
import { founderTranslation } from "#app/lib/i18n/index.server.ts";
import type { Route } from "./+types/the-founder";

/** The page's language version when one exists (app/content/translations/), else null. */
export const loader = async ({ request }: Route.LoaderArgs) => ({
  translation: await founderTranslation(request),
});

export const meta = translatedPageMeta(
  pagePath("theFounder"),
  (t: Route.ComponentProps["loaderData"]["translation"] | undefined) => {
    const founder = t?.founder ?? FOUNDER;
    return {
      title: founder.heading,
      description: `${founder.name}: ${founder.tagline}. ${founder.paragraphs[0] ?? ""}`,
    };
  },
);

export default function TheFounder({ loaderData }: Route.ComponentProps) {
  const textRef = useRef<HTMLDivElement>(null);
  const t = loaderData.translation;
  const founder = t?.founder ?? FOUNDER;
  const content = (
    <>
      <h1>{founder.heading}</h1>
      <div className="founder-layout">
        <div className="founder-text" ref={textRef}>
          <div className="founder-intro">
            <img
              src={FOUNDER_PORTRAIT.src}
              alt={FOUNDER_PORTRAIT.alt}
              // A translated page keeps the picture's English description.
              lang={t ? "en" : undefined}
              width={FOUNDER_PORTRAIT.width}
              height={FOUNDER_PORTRAIT.height}
              className="founder-portrait"
              decoding="async"
            />
            <div>
              <p className="founder-name">{founder.name}</p>
              <p className="tagline">{founder.tagline}</p>
            </div>
          </div>
          {founder.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <h2>{t?.linksHeading ?? FOUNDER_LINKS_HEADING}</h2>
          <ul className="founder-links">
            {founder.links.map((link) => (
              <li key={link.href}>
                <ExternalLink href={link.href}>{link.label}</ExternalLink>
              </li>
            ))}
          </ul>
          <p className="sample-notice">{t?.sampleNotice ?? SAMPLE_NOTICE}</p>
        </div>
        <FounderGallery
          images={FOUNDER_GALLERY}
          textRef={textRef}
          lang={t ? "en" : undefined}
        />
      </div>
    </>
  );
  return (
    <main id="main" className="page founder-page">
      <HomeButton />
      {t ? (
        // Words from a translation file, not a catalog (the pseudo-locale walk skips them).
        <div data-content-translation="">{content}</div>
      ) : (
        <EnglishContent>{content}</EnglishContent>
      )}
    </main>
  );
}
