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
}

/** A wrapped line reaches at least this share of the page's text width. */
const WRAPPED_LINE_SHARE = 0.8;
/** Text this much larger than the body is a heading. */
const HEADING_SCALE = 1.15;
/** Runs within this many points of each other's baseline share a line. */
const SAME_LINE_PT = 2;

function linesOf(runs: readonly TextRun[]): Line[] {
  const lines: Line[] = [];
  let current: Line | null = null;
  let baseline = Number.NaN;
  for (const run of runs) {
    if (!run.str) continue;
    const x = run.transform[4] ?? 0;
    const y = run.transform[5] ?? 0;
    const size = Math.abs(run.transform[3] ?? run.height);
    if (current && Math.abs(y - baseline) <= SAME_LINE_PT) {
      current.text += run.str;
      current.end = Math.max(current.end, x + run.width);
      current.size = Math.max(current.size, size);
    } else {
      current = { text: run.str, start: x, end: x + run.width, size };
      baseline = y;
      lines.push(current);
    }
  }
  return lines.filter((l) => l.text.trim());
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
      if (open) open.text += ` ${text}`;
      else open = { text, size: line.size };
      if (line.end < wrapAt) close();
    }
  }
  close();
  return blocks;
}
