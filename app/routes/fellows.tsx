import { FellowCard } from "#app/components/fellow-card.tsx";
import { FellowProfile } from "#app/components/fellow-profile.tsx";
import { EnglishContent } from "#app/components/english-content.tsx";
import { HomeButton } from "#app/components/home-button.tsx";
import {
  FELLOW_PROFILE,
  FELLOWS,
  FELLOWS_HEADING,
  FELLOWS_INTRO,
  SAMPLE_NOTICE,
} from "#app/content/fellows.ts";
import { FELLOW_PORTRAITS } from "#app/content/page-media.ts";
import { translatedPageMeta, pagePath } from "#app/lib/pages/index.ts";
import { fellowsTranslation } from "#app/lib/i18n/index.server.ts";
import type { Route } from "./+types/fellows";

/** The page's language version when one exists (app/content/translations/), else null. */
export const loader = async ({ request }: Route.LoaderArgs) => ({
  translation: await fellowsTranslation(request),
});

const ENGLISH = {
  sampleNotice: SAMPLE_NOTICE,
  heading: FELLOWS_HEADING,
  intro: FELLOWS_INTRO,
  fellows: FELLOWS,
  profile: FELLOW_PROFILE,
};

export const meta = translatedPageMeta(
  pagePath("fellows"),
  (t: Route.ComponentProps["loaderData"]["translation"] | undefined) => {
    const words = t ?? ENGLISH;
    return {
      title: words.heading,
      description: `${words.intro} ${words.fellows.map((f) => f.name).join(", ")}.`,
    };
  },
);

export default function Fellows({ loaderData }: Route.ComponentProps) {
  const t = loaderData.translation;
  const words = t ?? ENGLISH;
  const content = (
    <>
      <h1>{words.heading}</h1>
      <p>{words.intro}</p>
      <div className="fellow-cards">
        {words.fellows.map((fellow) => (
          <FellowCard
            key={fellow.slug}
            fellow={fellow}
            portrait={FELLOW_PORTRAITS[fellow.portrait]}
          />
        ))}
      </div>
      {words.fellows.map(
        (fellow) =>
          fellow.profile && (
            <FellowProfile
              key={fellow.slug}
              fellow={fellow}
              profile={fellow.profile}
              labels={words.profile}
            />
          ),
      )}
      <p className="sample-notice">{words.sampleNotice}</p>
    </>
  );
  return (
    <main id="main" className="page fellows-page">
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
