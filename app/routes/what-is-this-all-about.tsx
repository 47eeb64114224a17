import { useEffect, useState } from "react";
import { AudioPlayer } from "~/components/audio-player";
import { useLingui } from "@lingui/react";
import { EnglishContent } from "~/components/english-content";
import { HomeButton } from "~/components/home-button";
import { VideoPlayer } from "~/components/video-player";
import { FOUNDER_VIDEO } from "~/content/media";
import { MEDIA_PAGE } from "~/content/media-players";
import { TRANSCRIPTS, VIDEO_TRANSCRIPT } from "~/content/transcripts";
import { routeMeta, type MetaArgsLike } from "~/lib/meta";
import { siteRouteMeta } from "~/lib/site-routes";
import "~/styles/media.css";

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
