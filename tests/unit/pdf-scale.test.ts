import { describe, expect, it } from "vitest";
import {
  clampDevicePixelRatio,
  PDF_RESIZE_THRESHOLD_PX,
  renderScale,
  shouldRerender,
} from "#app/components/pdf-scale.ts";

describe("clampDevicePixelRatio", () => {
  it("keeps ratios between 1 and 2", () => {
    expect(clampDevicePixelRatio(1.5)).toBe(1.5);
    expect(clampDevicePixelRatio(0.5)).toBe(1);
    expect(clampDevicePixelRatio(3)).toBe(2);
    expect(clampDevicePixelRatio(Number.NaN)).toBe(1);
    expect(clampDevicePixelRatio(0)).toBe(1);
  });
});

describe("renderScale", () => {
  it("fits the page width to the container times the clamped ratio", () => {
    // A4 is 595.28 pt wide; an 800 px column at 1x.
    expect(renderScale(800, 595.28, 1)).toBeCloseTo(800 / 595.28);
    expect(renderScale(600, 600, 1)).toBe(1);
    expect(renderScale(600, 600, 2)).toBe(2);
    expect(renderScale(600, 600, 3)).toBe(2);
    expect(renderScale(300, 600, 0.75)).toBe(0.5);
  });
});

describe("shouldRerender", () => {
  it("renders the first time a width is known", () => {
    expect(shouldRerender(null, 800)).toBe(true);
    expect(shouldRerender(null, 0)).toBe(false);
  });
  it("ignores changes up to the 10 px threshold", () => {
    expect(PDF_RESIZE_THRESHOLD_PX).toBe(10);
    expect(shouldRerender(800, 810)).toBe(false);
    expect(shouldRerender(800, 790)).toBe(false);
    expect(shouldRerender(800, 800)).toBe(false);
  });
  it("re-renders beyond it in either direction", () => {
    expect(shouldRerender(800, 811)).toBe(true);
    expect(shouldRerender(800, 789)).toBe(true);
  });
  it("never renders into a collapsed container", () => {
    expect(shouldRerender(800, 0)).toBe(false);
  });
});
