/**
 * Audio player rules as pure functions, so the component stays
 * a thin wiring of <audio> events and the rules are unit-tested.
 */

/** Volume restored on unmute when nothing louder was remembered, so unmute is never silent. */
export const DEFAULT_UNMUTE_VOLUME = 0.5;

export interface VolumeState {
  volume: number;
  muted: boolean;
  /** The volume to restore on unmute; null when none was stored. */
  previousVolume: number | null;
}

/** Seconds as m:ss; anything that is not a finite number shows 0:00. */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return "0:00";
  const whole = Math.floor(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, "0")}`;
}

/** MIME type for <source type>: .m4a is AAC in MP4, everything else MP3. */
export function sourceType(src: string): string {
  const path = src.split(/[?#]/)[0] ?? "";
  return path.toLowerCase().endsWith(".m4a") ? "audio/mp4" : "audio/mpeg";
}

/** Muting remembers the current volume so unmuting can bring it back. */
export function mute(state: VolumeState): VolumeState {
  return {
    volume: 0,
    muted: true,
    previousVolume: state.volume > 0 ? state.volume : state.previousVolume,
  };
}

/** Unmuting restores the remembered volume, or a sensible default. */
export function unmute(state: VolumeState): VolumeState {
  const restored =
    state.previousVolume !== null && state.previousVolume > 0
      ? state.previousVolume
      : DEFAULT_UNMUTE_VOLUME;
  return { volume: restored, muted: false, previousVolume: restored };
}

export function toggleMute(state: VolumeState): VolumeState {
  return state.muted ? unmute(state) : mute(state);
}

/** A slider move: clamped to 0..1, and volume 0 counts as muted. */
export function setVolume(state: VolumeState, volume: number): VolumeState {
  const clamped = Number.isFinite(volume)
    ? Math.min(1, Math.max(0, volume))
    : 0;
  if (clamped === 0)
    return { ...mute(state), previousVolume: state.previousVolume };
  return { volume: clamped, muted: false, previousVolume: clamped };
}

/** "1:05 of 3:20": what a screen reader says for the seek slider. */
export function seekValueText(current: number, duration: number): string {
  return `${formatTime(current)} of ${formatTime(duration)}`;
}
