import { useEffect, useState } from "react";
import { AudioPlayer } from "~/components/audio-player";
import { HomeButton } from "~/components/home-button";
import { VideoPlayer } from "~/components/video-player";
import { FOUNDER_VIDEO } from "~/content/media";
import { TRANSCRIPTS, VIDEO_TRANSCRIPT } from "~/content/transcripts";
import { routeMeta } from "~/lib/meta";
import { siteRouteMeta } from "~/lib/site-routes";
import "~/styles/media.css";

const TITLE = siteRouteMeta("/what-is-this-all-about").title;

export const meta = () => routeMeta("/what-is-this-all-about");

export default function Page() {
  // Media elements exist only once the client has mounted; until
  // then the players render as same-sized, disabled shells.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  return (
    <main id="main" className="page media-page">
      <HomeButton />
      <h1>{TITLE}</h1>
      <p>Messages from the founder on why Nirvana exists, with transcripts.</p>
      <p role="status" className="visually-hidden">
        {mounted ? "" : "Loading players…"}
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
    </main>
  );
}
