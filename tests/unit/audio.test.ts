import { describe, expect, it } from "vitest";
import {
  DEFAULT_UNMUTE_VOLUME,
  formatTime,
  mute,
  seekValueText,
  setVolume,
  sourceType,
  toggleMute,
  unmute,
  type VolumeState,
} from "#app/lib/platform/audio.ts";

const LOUD: VolumeState = { volume: 0.8, muted: false, previousVolume: null };

describe("formatTime", () => {
  it("shows m:ss with zero-padded seconds", () => {
    expect(formatTime(0)).toBe("0:00");
    expect(formatTime(5)).toBe("0:05");
    expect(formatTime(65.9)).toBe("1:05");
    expect(formatTime(600)).toBe("10:00");
    expect(formatTime(3725)).toBe("62:05");
  });
  it("shows 0:00 for anything that is not a number", () => {
    expect(formatTime(Number.NaN)).toBe("0:00");
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe("0:00");
    expect(formatTime(-3)).toBe("0:00");
  });
  it("reads current of total for the seek slider", () => {
    expect(seekValueText(61, 200)).toBe("1:01 of 3:20");
    expect(seekValueText(0, Number.NaN)).toBe("0:00 of 0:00");
  });
});

describe("sourceType", () => {
  it("is audio/mp4 for .m4a, whatever the case or query", () => {
    expect(sourceType("/static/media/a.m4a")).toBe("audio/mp4");
    expect(sourceType("/static/media/A.M4A")).toBe("audio/mp4");
    expect(sourceType("/static/media/a.m4a?v=2")).toBe("audio/mp4");
  });
  it("is audio/mpeg for everything else", () => {
    expect(sourceType("/static/media/a.mp3")).toBe("audio/mpeg");
    expect(sourceType("/static/media/m4a.mp3")).toBe("audio/mpeg");
    expect(sourceType("/static/media/a")).toBe("audio/mpeg");
  });
});

describe("mute and unmute", () => {
  it("muting silences and remembers the prior volume", () => {
    expect(mute(LOUD)).toEqual({ volume: 0, muted: true, previousVolume: 0.8 });
  });
  it("unmuting restores the remembered volume", () => {
    expect(unmute(mute(LOUD))).toEqual({
      volume: 0.8,
      muted: false,
      previousVolume: 0.8,
    });
  });
  it("unmuting with nothing remembered restores 0.5", () => {
    const silent: VolumeState = {
      volume: 0,
      muted: true,
      previousVolume: null,
    };
    expect(unmute(silent).volume).toBe(DEFAULT_UNMUTE_VOLUME);
    expect(DEFAULT_UNMUTE_VOLUME).toBe(0.5);
  });
  it("toggles between the two", () => {
    const muted = toggleMute(LOUD);
    expect(muted.muted).toBe(true);
    expect(toggleMute(muted)).toMatchObject({ volume: 0.8, muted: false });
  });
  it("muting twice keeps the original volume to restore", () => {
    expect(unmute(mute(mute(LOUD))).volume).toBe(0.8);
  });
});

describe("setVolume", () => {
  it("moves the volume and unmutes", () => {
    const muted = mute(LOUD);
    expect(setVolume(muted, 0.3)).toEqual({
      volume: 0.3,
      muted: false,
      previousVolume: 0.3,
    });
  });
  it("treats volume 0 as muted, and unmute brings back the last audible level", () => {
    const quiet = setVolume(LOUD, 0.4);
    const zero = setVolume(quiet, 0);
    expect(zero).toMatchObject({ volume: 0, muted: true });
    expect(unmute(zero).volume).toBe(0.4);
  });
  it("clamps to 0..1", () => {
    expect(setVolume(LOUD, 1.7).volume).toBe(1);
    expect(setVolume(LOUD, -1)).toMatchObject({ volume: 0, muted: true });
    expect(setVolume(LOUD, Number.NaN)).toMatchObject({
      volume: 0,
      muted: true,
    });
  });
});
