import { msg } from "@lingui/core/macro";

/**
 * The words of the audio and video players. Control labels take the
 * recording's title, so a screen reader says which player a control belongs to.
 */

export const AUDIO_PLAYER = {
  /** Shown only by browsers without <audio>. */
  unsupported: msg`Your browser does not support the audio element.`,
  play: (title: string) => `Play ${title}`,
  pause: (title: string) => `Pause ${title}`,
  seek: (title: string) => `Seek ${title}`,
  mute: "Mute",
  unmute: "Unmute",
  muteLabel: (title: string) => `Mute ${title}`,
  unmuteLabel: (title: string) => `Unmute ${title}`,
  volume: (title: string) => `Volume ${title}`,
};

export const VIDEO_PLAYER = {
  /** Shown only by browsers without <video>. */
  unsupported: msg`Your browser does not support the video tag.`,
};

/** The summary of the collapsible transcript under either player. */
export const TRANSCRIPT_SUMMARY = "Transcript";

/** The founder's media page: its introduction and the status before players mount. */
export const MEDIA_PAGE = {
  intro: "Messages from the founder on why Nirvana exists, with transcripts.",
  loading: "Loading players…",
};
