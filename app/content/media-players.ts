import { msg } from "@lingui/core/macro";

/**
 * The words of the audio and video players. Control labels take the
 * recording's {title}, so a screen reader says which player a control
 * belongs to.
 */

export const AUDIO_PLAYER = {
  /** Shown only by browsers without <audio>. */
  unsupported: msg`Your browser does not support the audio element.`,
  play: msg`Play {title}`,
  pause: msg`Pause {title}`,
  seek: msg`Seek {title}`,
  mute: msg`Mute`,
  unmute: msg`Unmute`,
  muteLabel: msg`Mute {title}`,
  unmuteLabel: msg`Unmute {title}`,
  volume: msg`Volume {title}`,
  /** The position in the recording, e.g. "1:01 of 3:20". */
  position: msg`{current} of {duration}`,
};

export const VIDEO_PLAYER = {
  /** Shown only by browsers without <video>. */
  unsupported: msg`Your browser does not support the video tag.`,
};

/** The summary of the collapsible transcript under either player. */
export const TRANSCRIPT_SUMMARY = msg`Transcript`;

/** The founder's media page: its introduction and the status before players mount. */
export const MEDIA_PAGE = {
  intro: msg`Messages from the founder on why Nirvana exists, with transcripts.`,
  loading: msg`Loading players…`,
};
