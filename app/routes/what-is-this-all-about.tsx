import { useEffect, useState } from "react";
import { AudioPlayer } from "#app/components/audio-player.tsx";
import { useLingui } from "@lingui/react";
import { EnglishContent } from "#app/components/english-content.tsx";
import { HomeButton } from "#app/components/home-button.tsx";
import { VideoPlayer } from "#app/components/video-player.tsx";
import { FOUNDER_VIDEO } from "#app/content/page-media.ts";
import { MEDIA_PAGE } from "#app/content/media-players.ts";
import { TRANSCRIPTS, VIDEO_TRANSCRIPT } from "#app/content/transcripts.ts";
import { registryPageMeta, siteRouteMeta } from "#app/lib/pages/index.ts";
import { mediaTranslation } from "#app/lib/i18n/index.server.ts";
import type { Route } from "./+types/what-is-this-all-about";
import "#app/styles/media.css";

const TITLE = siteRouteMeta("/what-is-this-all-about").title;

/** The transcripts' language version when one exists (app/content/translations/), else null. */
export const loader = async ({ request }: Route.LoaderArgs) => ({
  translation: await mediaTranslation(request),
});

export const meta = registryPageMeta("/what-is-this-all-about");

export default function Page({ loaderData }: Route.ComponentProps) {
  // Media elements exist only once the client has mounted; until
  // then the players render as same-sized, disabled shells.
  const { _ } = useLingui();
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the mount signal itself
  useEffect(() => setMounted(true), []);
  const t = loaderData.translation;
  const audio = t?.audio ?? TRANSCRIPTS;
  const video = t?.video ?? VIDEO_TRANSCRIPT;

  const players = (
    <div className="media-list" aria-busy={!mounted}>
      {audio.map((track) => (
        <AudioPlayer
          key={track.slug}
          slug={t ? track.slug : undefined}
          src={TRANSCRIPTS.find((e) => e.slug === track.slug)?.src ?? ""}
          title={track.title}
          transcript={track.text}
          ready={mounted}
        />
      ))}
      <VideoPlayer
        {...FOUNDER_VIDEO}
        title={video.title}
        transcript={video.text}
        ready={mounted}
      />
    </div>
  );
  return (
    <main id="main" className="page media-page">
      <HomeButton />
      <h1>{_(TITLE)}</h1>
      <p>{_(MEDIA_PAGE.intro)}</p>
      <p role="status" className="visually-hidden">
        {mounted ? "" : _(MEDIA_PAGE.loading)}
      </p>
      {t ? (
        // Words from a translation file, not a catalog (the pseudo-locale walk skips them).
        <div data-content-translation="">{players}</div>
      ) : (
        <EnglishContent>{players}</EnglishContent>
      )}
    </main>
  );
}
