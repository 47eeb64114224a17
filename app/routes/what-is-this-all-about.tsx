import { useEffect, useState } from "react";
import { AudioPlayer } from "#app/components/audio-player.tsx";
import { useLingui } from "@lingui/react";
import { EnglishContent } from "#app/components/english-content.tsx";
import { HomeButton } from "#app/components/home-button.tsx";
import { VideoPlayer } from "#app/components/video-player.tsx";
import { FOUNDER_VIDEO } from "#app/content/page-media.ts";
import { MEDIA_PAGE } from "#app/content/media-players.ts";
import { TRANSCRIPTS, VIDEO_TRANSCRIPT } from "#app/content/transcripts.ts";
import { routeMeta, type MetaArgsLike } from "#app/lib/meta.ts";
import { siteRouteMeta } from "#app/lib/site-routes.ts";
import "#app/styles/media.css";

const TITLE = siteRouteMeta("/what-is-this-all-about").title;

export const meta = ({ location }: MetaArgsLike) =>
  routeMeta("/what-is-this-all-about", location);

export default function Page() {
  // Media elements exist only once the client has mounted; until
  // then the players render as same-sized, disabled shells.
  const { _ } = useLingui();
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the mount signal itself
  useEffect(() => setMounted(true), []);

  return (
    <main id="main" className="page media-page">
      <HomeButton />
      <h1>{_(TITLE)}</h1>
      <EnglishContent>
        <p>{MEDIA_PAGE.intro}</p>
        <p role="status" className="visually-hidden">
          {mounted ? "" : MEDIA_PAGE.loading}
        </p>
        <div className="media-list" aria-busy={!mounted}>
          {TRANSCRIPTS.map((track) => (
            <AudioPlayer
              key={track.slug}
              src={track.src}
              title={track.title}
              transcript={track.text}
              ready={mounted}
            />
          ))}
          <VideoPlayer
            {...FOUNDER_VIDEO}
            title={VIDEO_TRANSCRIPT.title}
            transcript={VIDEO_TRANSCRIPT.text}
            ready={mounted}
          />
        </div>
      </EnglishContent>
    </main>
  );
}
