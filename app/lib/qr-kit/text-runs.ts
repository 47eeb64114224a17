import bidiFactory from "bidi-js";

/**
 * One font of a typeface for run splitting: which characters it has. The
 * kit draws a line run by run, each run in one font and one direction
 * (docs/decisions/qr-kit.md).
 */
export interface RunFont {
  hasChar(codePoint: number): boolean;
}

export interface TextRun<F> {
  /** The run's characters in logical order; fontkit shapes and orders them. */
  text: string;
  font: F;
  /** Right-to-left: fontkit lays out strong right-to-left script reversed. */
  rtl: boolean;
}

const bidi = bidiFactory();
/** A space, mark or format character rides with the run before it. */
const RIDES_ALONG = /^[\s\p{M}\p{Cf}]$/u;
/** Right-to-left letters fontkit recognises and reverses itself. */
const STRONG_RTL = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

/** The first font that has `char`, keeping the current one for spaces and marks. */
function fontFor<F extends RunFont>(
  char: string,
  fonts: readonly F[],
  current: F | undefined,
): F {
  const code = char.codePointAt(0)!;
  if (current && RIDES_ALONG.test(char) && current.hasChar(code))
    return current;
  return fonts.find((f) => f.hasChar(code)) ?? fonts[0]!;
}

/**
 * A line split into runs of one font and one bidi level, in visual order
 * (left to right on the page). `rtl` makes it a right-to-left paragraph
 * (Unicode Bidirectional Algorithm, bidi-js): Arabic runs read right to
 * left, while digits, "%" and Latin words inside keep their own order.
 */
export function visualRuns<F extends RunFont>(
  text: string,
  fonts: readonly F[],
  rtl: boolean,
): TextRun<F>[] {
  const { levels } = bidi.getEmbeddingLevels(text, rtl ? "rtl" : "ltr");
  const runs: { text: string; font: F; level: number }[] = [];
  let index = 0;
  for (const char of text) {
    const level = levels[index]!;
    index += char.length;
    const last = runs.at(-1);
    const font = fontFor(char, fonts, last?.font);
    if (last && last.font === font && last.level === level) last.text += char;
    else runs.push({ text: char, font, level });
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse
  // every stretch of runs at that level or higher.
  const highest = Math.max(0, ...runs.map((r) => r.level));
  const lowestOdd = Math.min(
    ...runs.map((r) => (r.level % 2 ? r.level : r.level + 1)),
  );
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if (runs[i]!.level < level) continue;
      let end = i;
      while (end + 1 < runs.length && runs[end + 1]!.level >= level) end++;
      runs.splice(i, end - i + 1, ...runs.slice(i, end + 1).reverse());
      i = end;
    }
  }
  return runs.map(({ text: run, font, level }) => {
    const rtlRun = level % 2 === 1;
    // fontkit reverses a run only when it holds right-to-left letters: a
    // right-to-left run of neutrals (a space, "·") is reversed and
    // mirrored here.
    if (!rtlRun || STRONG_RTL.test(run))
      return { text: run, font, rtl: rtlRun };
    const reversed = [...run]
      .reverse()
      .map((c) => bidi.getMirroredCharacter(c) ?? c)
      .join("");
    return { text: reversed, font, rtl: rtlRun };
  });
}

/** Han, kana and their punctuation: a line may break between any two. */
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
/** Closing punctuation, small kana and the like never start a line. */
const NO_BREAK_BEFORE =
  /[、。，．・：；！？）」』】ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ%％]/u;

export interface BreakUnit {
  text: string;
  /** Whether a space separates it from the unit before. */
  space: boolean;
}

/**
 * The pieces a line may break between: words at spaces, and single
 * characters in Chinese and Japanese, which put no spaces between words.
 */
export function breakUnits(text: string): BreakUnit[] {
  const units: BreakUnit[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let piece = "";
    let space = true;
    let previous = "";
    for (const char of word) {
      const breaks =
        piece !== "" &&
        (CJK.test(char) || CJK.test(previous)) &&
        !NO_BREAK_BEFORE.test(char);
      if (breaks) {
        units.push({ text: piece, space });
        space = false;
        piece = "";
      }
      piece += char;
      previous = char;
    }
    if (piece) units.push({ text: piece, space });
  }
  return units;
}
