import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import {
  formatTime,
  setVolume,
  sourceType,
  toggleMute,
  type VolumeState,
  pauseOtherMedia,
} from "#app/lib/platform/index.ts";
import { AUDIO_PLAYER } from "#app/content/media-players.ts";
import { MediaTranscript } from "#app/components/media-transcript.tsx";
import "#app/styles/media.css";

/** Starting volume: full, as the browser's own player would start. */
const INITIAL_VOLUME: VolumeState = {
  volume: 1,
  muted: false,
  previousVolume: null,
};
/** Seek granularity: fine enough for speech, coarse enough for keyboard use. */
const SEEK_STEP_S = 1;
/** Volume slider step: 0 to 1 in hundredths, fine enough to feel continuous. */
const VOLUME_STEP = 0.01;

export interface AudioPlayerProps {
  src: string;
  title: string;
  /** Plain-text transcript shown in a disclosure under the controls. */
  transcript?: string;
  /** Stable id part for the heading (a translated title may have no Latin letters). */
  slug?: string;
  /**
   * False on the server and before hydration: the same layout with disabled
   * controls and no <audio>, so nothing moves when the player comes alive.
   */
  ready?: boolean;
}

/** A titled audio track with play/pause, seek, volume, mute and transcript. */
export function AudioPlayer({
  src,
  title,
  transcript,
  slug: givenSlug,
  ready = true,
}: AudioPlayerProps) {
  const { _ } = useLingui();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [volume, setVolumeState] = useState(INITIAL_VOLUME);

  // The element follows React state, so the rules in ~/lib/audio decide.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.volume = volume.volume;
    audio.muted = volume.muted;
  }, [volume]);

  function togglePlay() {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) {
      // A refused play() (autoplay policy, decode error) leaves us paused.
      audio.play().catch(() => setPlaying(false));
    } else {
      audio.pause();
    }
  }

  function handleSeek(event: ChangeEvent<HTMLInputElement>) {
    const audio = audioRef.current;
    const time = Number(event.target.value);
    if (audio && Number.isFinite(time)) audio.currentTime = time;
    setCurrentTime(time);
  }

  function handleVolume(event: ChangeEvent<HTMLInputElement>) {
    setVolumeState((state) => setVolume(state, Number(event.target.value)));
  }

  const seekMax = Number.isFinite(duration) ? duration : 0;
  const slug = givenSlug ?? title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const position = _({
    ...AUDIO_PLAYER.position,
    values: {
      current: formatTime(currentTime),
      duration: formatTime(duration),
    },
  });
  const label = (d: MessageDescriptor) => _({ ...d, values: { title } });

  return (
    <section className="audio-player" aria-labelledby={`audio-${slug}`}>
      <h2 id={`audio-${slug}`}>{title}</h2>
      {ready && (
        // Audio-only: the transcript below is the text alternative (WCAG 1.2.1).
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio
          ref={audioRef}
          preload="metadata"
          onPlay={(e) => {
            setPlaying(true);
            pauseOtherMedia(e.currentTarget);
          }}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onTimeUpdate={(e) => setCurrentTime(e.currentTarget.currentTime)}
          onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
          onDurationChange={(e) => setDuration(e.currentTarget.duration)}
        >
          <source src={src} type={sourceType(src)} />
          {_(AUDIO_PLAYER.unsupported)}
        </audio>
      )}
      <div className="audio-controls">
        <button
          type="button"
          className="button play-button"
          aria-label={label(playing ? AUDIO_PLAYER.pause : AUDIO_PLAYER.play)}
          disabled={!ready}
          onClick={togglePlay}
        >
          <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
        </button>
        <div className="audio-seek">
          <input
            type="range"
            min={0}
            max={seekMax}
            step={SEEK_STEP_S}
            value={Math.min(currentTime, seekMax)}
            aria-label={label(AUDIO_PLAYER.seek)}
            disabled={!ready}
            aria-valuetext={position}
            onChange={handleSeek}
          />
          <span className="audio-time" aria-hidden="true">
            {`${formatTime(currentTime)} / ${formatTime(duration)}`}
          </span>
        </div>
        <div className="audio-volume">
          <button
            type="button"
            className="button mute-button"
            aria-label={label(
              volume.muted ? AUDIO_PLAYER.unmuteLabel : AUDIO_PLAYER.muteLabel,
            )}
            disabled={!ready}
            onClick={() => setVolumeState(toggleMute)}
          >
            {_(volume.muted ? AUDIO_PLAYER.unmute : AUDIO_PLAYER.mute)}
          </button>
          <input
            type="range"
            min={0}
            max={1}
            step={VOLUME_STEP}
            value={volume.volume}
            aria-label={label(AUDIO_PLAYER.volume)}
            disabled={!ready}
            aria-valuetext={`${Math.round(volume.volume * 100)}%`}
            onChange={handleVolume}
          />
        </div>
      </div>
      <MediaTranscript text={transcript} />
    </section>
  );
}
