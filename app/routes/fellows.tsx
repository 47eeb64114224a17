import { FellowCard } from "~/components/fellow-card";
import { FellowProfile } from "~/components/fellow-profile";
import { EnglishContent } from "~/components/english-content";
import { HomeButton } from "~/components/home-button";
import {
  FELLOWS,
  FELLOWS_HEADING,
  FELLOWS_INTRO,
  SAMPLE_NOTICE,
} from "~/content/fellows";
import { FELLOW_PORTRAITS } from "~/content/media";
import { pageMeta, type MetaArgsLike } from "~/lib/meta";
import "~/styles/pages.css";

export const meta = ({ location }: MetaArgsLike) =>
  pageMeta({
    location,
    title: FELLOWS_HEADING,
    description: `${FELLOWS_INTRO} ${FELLOWS.map((f) => f.name).join(", ")}.`,
    path: "/nirvana-fellows",
  });

export default function Fellows() {
  return (
    <main id="main" className="page fellows-page">
      <HomeButton />
      <EnglishContent>
        <h1>{FELLOWS_HEADING}</h1>
        <p>{FELLOWS_INTRO}</p>
        <div className="fellow-cards">
          {FELLOWS.map((fellow) => (
            <FellowCard
              key={fellow.slug}
              fellow={fellow}
              portrait={FELLOW_PORTRAITS[fellow.portrait]}
            />
          ))}
        </div>
        {FELLOWS.map(
          (fellow) =>
            fellow.profile && (
              <FellowProfile
                key={fellow.slug}
                fellow={fellow}
                profile={fellow.profile}
              />
            ),
        )}
        <p className="sample-notice">{SAMPLE_NOTICE}</p>
      </EnglishContent>
    </main>
  );
}
