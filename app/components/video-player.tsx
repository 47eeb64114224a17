import { useLingui } from "@lingui/react";
import { pauseOtherMedia } from "#app/lib/platform/index.ts";
import { VIDEO_PLAYER } from "#app/content/media-players.ts";
import { MediaTranscript } from "#app/components/media-transcript.tsx";
import "#app/styles/media.css";

export interface VideoPlayerProps {
  src: string;
  poster: string;
  width: number;
  height: number;
  title: string;
  transcript?: string;
  /** False before hydration: a poster-sized box instead of the <video>. */
  ready?: boolean;
}

/**
 * The browser's own controls are the most accessible video UI. preload="none"
 * keeps the page light: only the poster loads until the visitor presses play.
 */
export function VideoPlayer({
  src,
  poster,
  width,
  height,
  title,
  transcript,
  ready = true,
}: VideoPlayerProps) {
  const { _ } = useLingui();
  return (
    <section className="video-player" aria-labelledby="video-title">
      <h2 id="video-title">{title}</h2>
      {ready ? (
        // The transcript below stands in for captions until a timed WebVTT
        // track is produced for the sample video.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          controls
          poster={poster}
          width={width}
          height={height}
          preload="none"
          aria-label={title}
          onPlay={(e) => pauseOtherMedia(e.currentTarget)}
        >
          <source src={src} type="video/mp4" />
          {_(VIDEO_PLAYER.unsupported)}
        </video>
      ) : (
        <div
          className="video-shell"
          style={{ aspectRatio: `${width} / ${height}` }}
        />
      )}
      <MediaTranscript text={transcript} />
    </section>
  );
}
