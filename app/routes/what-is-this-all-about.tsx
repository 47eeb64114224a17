import { useEffect, useState } from "react";
import { AudioPlayer } from "~/components/audio-player";
import { HomeButton } from "~/components/home-button";
import { VideoPlayer } from "~/components/video-player";
import { FOUNDER_VIDEO } from "~/content/media";
import { TRANSCRIPTS, VIDEO_TRANSCRIPT } from "~/content/transcripts";
import { pageMeta } from "~/lib/meta";
import "~/styles/media.css";

const TITLE = "What is this all about";
const VIDEO_TITLE = "A message from the founder";

export const meta = () =>
  pageMeta({
    title: TITLE,
    description:
      "Four short audio messages and a video from Nirvana's founder, with transcripts.",
    path: "/what-is-this-all-about",
  });

export default function Page() {
  // Players render only in the browser (SPEC §2); the server sends shells of
  // the same size so nothing moves when they appear.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  return (
    <main id="main" className="page media-page">
      <HomeButton />
      <h1>{TITLE}</h1>
      <p className="lede">
        Messages from the founder on why Nirvana exists. Each has a transcript.
      </p>
      <div className="media-list" aria-busy={!mounted}>
        {TRANSCRIPTS.map((track) =>
          mounted ? (
            <AudioPlayer
              key={track.slug}
              src={track.src}
              title={track.title}
              transcript={track.text}
            />
          ) : (
            <PlayerShell key={track.slug} title={track.title} />
          ),
        )}
        {mounted ? (
          <VideoPlayer
            {...FOUNDER_VIDEO}
            title={VIDEO_TITLE}
            transcript={VIDEO_TRANSCRIPT.text}
          />
        ) : (
          <section className="video-player media-shell">
            <h2>{VIDEO_TITLE}</h2>
            <div
              className="video-shell"
              style={{
                aspectRatio: `${FOUNDER_VIDEO.width} / ${FOUNDER_VIDEO.height}`,
              }}
            />
            <p className="transcript-shell" />
          </section>
        )}
      </div>
    </main>
  );
}

/** Server-rendered stand-in with the player's title and footprint. */
function PlayerShell({ title }: { title: string }) {
  return (
    <section className="audio-player media-shell">
      <h2>{title}</h2>
      <p className="audio-shell">Loading player…</p>
      <p className="transcript-shell" />
    </section>
  );
}
