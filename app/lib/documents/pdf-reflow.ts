/**
 * A PDF's text as paragraphs that reflow to any width: the reading view of
 * a document whose page images are too small to read on a phone. pdf.js
 * gives positioned text runs; runs on one baseline make a line, and a line
 * that ends well before the page's right edge, or changes size, ends its
 * paragraph. Larger lines are headings. A heuristic, good for prose laid
 * out in one column; tables come out as one line per row.
 */

/** What this needs of a pdf.js text item (TextItem). */
export interface TextRun {
  str: string;
  /** [scaleX, skewY, skewX, scaleY, x, y] */
  transform: number[];
  width: number;
  height: number;
  /** pdf.js's reading direction of the run ("ltr" unless given). */
  dir?: string;
}

export interface ReflowBlock {
  kind: "heading" | "paragraph";
  text: string;
}

interface Line {
  text: string;
  start: number;
  end: number;
  size: number;
  /** Read from the right: it ends short of the left edge. */
  rtl?: boolean;
}

/** A wrapped line reaches at least this share of the page's text width. */
const WRAPPED_LINE_SHARE = 0.8;
/** Text this much larger than the body is a heading. */
const HEADING_SCALE = 1.15;
/** Runs within this many points of each other's baseline share a line. */
const SAME_LINE_PT = 2;
/** A space narrower than this is no space between words. */
const MIN_SPACE_PT = 0.5;

/*
 * A PDF printed by Chromium (scripts/content/pdf/build.mjs) maps some
 * glyphs back to look-alike characters, and pdf.js reads them so: Japanese
 * and Chinese ideographs as Kangxi radicals (文 as ⽂), Arabic letters as
 * their presentation forms, each Arabic glyph a run of its own in the order
 * drawn, left to right. `readableRuns` undoes both, so the text laid over
 * the page and the reflowed text can be found, selected and read aloud.
 */

/** Radicals and Arabic presentation forms: NFKC gives the character meant. */
const LOOK_ALIKES = /[\u2e80-\u2fdf\ufb50-\ufdff\ufe70-\ufefe]/gu;
/** Letters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko). */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe]/u;
/** Characters written without spaces between words (kana, CJK, full-width forms). */
const NO_SPACES = /[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

/**
 * Radicals without a compatibility decomposition, each with the ideograph
 * it looks like (Unicode's EquivalentUnifiedIdeograph.txt).
 */
const RADICALS: Record<string, string> = {
  "\u2ea0": "民",
  "\u2ec1": "虎",
  "\u2ec4": "西",
  "\u2ec5": "见",
  "\u2ec6": "角",
  "\u2ec9": "贝",
  "\u2ecb": "车",
  "\u2ed1": "長",
  "\u2ed3": "长",
  "\u2ed4": "门",
  "\u2ed7": "雨",
  "\u2ed8": "青",
  "\u2edd": "食",
  "\u2ee2": "马",
  "\u2ee3": "骨",
  "\u2ee4": "鬼",
  "\u2ee5": "鱼",
  "\u2ee6": "鸟",
  "\u2ee8": "麦",
  "\u2ee9": "黄",
  "\u2eec": "齐",
  "\u2eed": "歯",
  "\u2eee": "齿",
  "\u2eef": "龙",
  "\u2ef2": "亀",
};

function plainCharacters(str: string): string {
  // An isolated harakah's NFKC form starts with a space; the mark alone is meant.
  return str.replace(
    LOOK_ALIKES,
    (c) => RADICALS[c] ?? c.normalize("NFKC").trimStart(),
  );
}

/**
 * pdf.js ends a run at each such look-alike: the piece after it continues
 * the run before when it follows on the same line at the same size, so a
 * Japanese word is one piece of text again (found and selected whole).
 */
function continues(
  before: TextRun & { hasEOL?: boolean },
  run: TextRun,
): boolean {
  const size = Math.abs(before.transform[3] ?? before.height);
  // Same size on the same baseline, the one beginning where the other ends
  // (Chromium's print gives each piece a font object of its own).
  return (
    !before.hasEOL &&
    Math.abs((run.transform[3] ?? 0) - (before.transform[3] ?? 0)) < 0.01 &&
    Math.abs((run.transform[5] ?? 0) - (before.transform[5] ?? 0)) < 0.5 &&
    Math.abs(
      (run.transform[4] ?? 0) - ((before.transform[4] ?? 0) + before.width),
    ) <
      size * 0.2 &&
    (NO_SPACES.test(before.str.slice(-1)) || NO_SPACES.test(run.str.charAt(0)))
  );
}

const isRtl = (run: TextRun) => run.dir === "rtl" || RTL_LETTER.test(run.str);

/**
 * The runs with look-alike characters replaced, and each stretch of
 * right-to-left glyphs on one baseline (with the spaces between them)
 * joined into one run in reading order: it covers the stretch's box and
 * says `dir: "rtl"`. Left-to-right text is left as pdf.js gives it.
 */
export function readableRuns<T extends TextRun>(runs: readonly T[]): T[] {
  const out: T[] = [];
  let group: T[] = [];
  const flush = () => {
    // Spaces after the stretch belong to the left-to-right text that follows.
    const trailing: T[] = [];
    while (group.length && !group[group.length - 1]!.str.trim())
      trailing.unshift(group.pop()!);
    if (group.length === 1) out.push(group[0]!);
    else if (group.length > 1) {
      const xs = group.map((r) => r.transform[4] ?? 0);
      const left = Math.min(...xs);
      const right = Math.max(...group.map((r, i) => xs[i]! + r.width));
      const first = group.reduce((a, b) =>
        (a.transform[4] ?? 0) <= (b.transform[4] ?? 0) ? a : b,
      );
      out.push({
        ...first,
        // Drawn left to right: reading order is the reverse.
        str: group
          .map((r) => r.str)
          .reverse()
          .join(""),
        transform: [...first.transform.slice(0, 4), left, first.transform[5]!],
        width: right - left,
        height: Math.max(...group.map((r) => r.height)),
        dir: "rtl",
      });
    }
    out.push(...trailing);
    group = [];
  };
  for (const original of runs) {
    const run = { ...original, str: plainCharacters(original.str) };
    // pdf.js puts a space of no width after each raised vowel mark.
    if (group.length > 0 && !run.str.trim() && run.width < MIN_SPACE_PT)
      continue;
    // A vowel mark sits above or below its letter's baseline.
    const mark = group.length > 0 && /^\p{M}+$/u.test(run.str);
    const sameLine =
      mark ||
      (group.length > 0 &&
        Math.abs((run.transform[5] ?? 0) - (group[0]!.transform[5] ?? 0)) <=
          SAME_LINE_PT);
    if (
      isRtl(run) ||
      mark ||
      (group.length > 0 && sameLine && !run.str.trim())
    ) {
      if (!sameLine) flush();
      group.push(run);
    } else {
      flush();
      const last = out[out.length - 1];
      if (last && continues(last, run))
        out[out.length - 1] = {
          ...last,
          str: last.str + run.str,
          width: (run.transform[4] ?? 0) + run.width - (last.transform[4] ?? 0),
          hasEOL: (run as { hasEOL?: boolean }).hasEOL,
        };
      else out.push(run);
    }
  }
  flush();
  return out;
}

function linesOf(runs: readonly TextRun[]): Line[] {
  const lines: Line[] = [];
  let current: Line | null = null;
  let parts: TextRun[] = [];
  let baseline = Number.NaN;
  const close = () => {
    if (!current) return;
    // A right-to-left line reads from its right edge: its runs (and the
    // left-to-right words inside it) in the order of their positions.
    const rtl = parts.filter(isRtl).reduce((n, r) => n + r.str.length, 0);
    const ltr = parts
      .filter((r) => !isRtl(r))
      .reduce((n, r) => n + r.str.replace(/\s/g, "").length, 0);
    if (rtl > ltr) {
      // Left to right on the page, cut where the direction changes; the
      // pieces read from the right, each left-to-right piece as written.
      const pieces: { rtl: boolean; text: string }[] = [];
      for (const r of [...parts].sort(
        (a, b) => (a.transform[4] ?? 0) - (b.transform[4] ?? 0),
      )) {
        const last = pieces[pieces.length - 1];
        if (last && last.rtl === isRtl(r)) last.text += r.str;
        else pieces.push({ rtl: isRtl(r), text: r.str });
      }
      current.rtl = true;
      current.text = pieces
        .reverse()
        .map((p) => p.text)
        .join("");
    }
  };
  for (const run of runs) {
    if (!run.str) continue;
    const x = run.transform[4] ?? 0;
    const y = run.transform[5] ?? 0;
    const size = Math.abs(run.transform[3] ?? run.height);
    if (current && Math.abs(y - baseline) <= SAME_LINE_PT) {
      current.text += run.str;
      current.start = Math.min(current.start, x);
      current.end = Math.max(current.end, x + run.width);
      current.size = Math.max(current.size, size);
      parts.push(run);
    } else {
      close();
      current = { text: run.str, start: x, end: x + run.width, size };
      parts = [run];
      baseline = y;
      lines.push(current);
    }
  }
  close();
  return lines.filter((l) => l.text.trim());
}

/** Lines joined into one paragraph: with a space, except between two characters of a script without spaces. */
function join(before: string, after: string): string {
  return NO_SPACES.test(before.slice(-1)) && NO_SPACES.test(after.charAt(0))
    ? before + after
    : `${before} ${after}`;
}

/** The most common size, weighted by text length: the body text. */
function bodySize(lines: readonly Line[]): number {
  const weight = new Map<number, number>();
  for (const l of lines) {
    const size = Math.round(l.size * 2) / 2;
    weight.set(size, (weight.get(size) ?? 0) + l.text.length);
  }
  return [...weight].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

/** The blocks of a document's pages, in reading order; a paragraph may run across pages. */
export function reflowPages(
  pages: readonly (readonly TextRun[])[],
): ReflowBlock[] {
  const pageLines = pages.map(linesOf);
  const body = bodySize(pageLines.flat());
  const blocks: ReflowBlock[] = [];
  let open: { text: string; size: number } | null = null;
  const close = () => {
    if (open) blocks.push({ kind: "paragraph", text: open.text.trim() });
    open = null;
  };
  for (const lines of pageLines) {
    const right = Math.max(0, ...lines.map((l) => l.end));
    const left = Math.min(right, ...lines.map((l) => l.start));
    const wrapAt = left + (right - left) * WRAPPED_LINE_SHARE;
    for (const line of lines) {
      const text = line.text.replace(/\s+/g, " ").trim();
      if (line.size > body * HEADING_SCALE) {
        close();
        blocks.push({ kind: "heading", text });
        continue;
      }
      if (open && Math.abs(open.size - line.size) > 0.5) close();
      if (open) open.text = join(open.text, text);
      else open = { text, size: line.size };
      const short = line.rtl
        ? line.start > right - (right - left) * WRAPPED_LINE_SHARE
        : line.end < wrapAt;
      if (short) close();
    }
  }
  close();
  return blocks;
}
