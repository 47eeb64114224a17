import { SHARE_CARD } from "#app/content/link-preview.ts";
import { BRAND } from "#app/lib/brand.ts";
import { CARD_FONT, CARD_HEIGHT, CARD_WIDTH } from "./card-size";
import { escapeMarkup } from "#app/lib/platform/index.ts";

/** Colours of app/styles/app.css, so the cards look like the site. */
const INK = "#10231c";
const PAPER = "#fbfaf6";
const BRAND_GREEN = "#0f3d2e";
const ACCENT = "#b8860b";
const MUTED = "#3f5149";

const MARGIN = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;
/**
 * Inter Bold's widest advance for letters and digits is under 0.8 em and its
 * average under 0.62 em: the estimates that decide wrapping and squeezing.
 */
const MAX_ADVANCE_EM = 0.8;
const AVERAGE_ADVANCE_EM = 0.62;
const TITLE_MAX_LINES = 3;

/**
 * One line of text; squeezed to the width with textLength when it may be
 * wider, so nothing ever runs off the card.
 */
function textLine(
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  advanceEm: number,
): string {
  const squeeze =
    text.length * size * advanceEm > TEXT_WIDTH
      ? ` textLength="${TEXT_WIDTH}" lengthAdjust="spacingAndGlyphs"`
      : "";
  return `<text x="${x}" y="${y}" font-family="${CARD_FONT}" font-weight="700" font-size="${size}" fill="${fill}"${squeeze}>${escapeMarkup(text)}</text>`;
}

/** The logo of public/static/images/logo.svg with the brand name beside it. */
function brandMark(): string {
  return `<g transform="translate(${MARGIN} 60) scale(1.6)"><circle cx="24" cy="24" r="21" fill="${BRAND_GREEN}"/><path d="M24 11c5 5 7 10 7 15s-3 9-7 11c-4-2-7-6-7-11s2-10 7-15z" fill="#a7f3d0"/><path d="M11 27c6-1 10 2 13 10-7 0-12-4-13-10zM37 27c-6-1-10 2-13 10 7 0 12-4 13-10z" fill="#6ee7b7"/></g>${textLine(BRAND.name, MARGIN + 92, 118, 48, BRAND_GREEN, AVERAGE_ADVANCE_EM)}`;
}

function card(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}"><rect width="100%" height="100%" fill="${PAPER}"/><rect y="${CARD_HEIGHT - 16}" width="100%" height="16" fill="${BRAND_GREEN}"/>${brandMark()}${body}</svg>`;
}

/** Greedy word wrap by estimated width. */
function wrapWords(text: string, size: number): string[] {
  const perLine = Math.max(
    1,
    Math.floor(TEXT_WIDTH / (size * AVERAGE_ADVANCE_EM)),
  );
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > perLine && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A page's share card: its title, large, under the brand. */
export function pageCardSvg(title: string): string {
  let size = 76;
  let lines = wrapWords(title, size);
  while (lines.length > TITLE_MAX_LINES && size > 44) {
    size -= 8;
    lines = wrapWords(title, size);
  }
  // Still too long at the smallest size: the last line ends with an ellipsis.
  if (lines.length > TITLE_MAX_LINES) {
    lines = lines.slice(0, TITLE_MAX_LINES);
    lines[TITLE_MAX_LINES - 1] += "…";
  }
  const lineHeight = Math.round(size * 1.18);
  const top = 250 + size - (lines.length - 1) * (lineHeight / 2);
  const body = lines
    .map((line, i) =>
      textLine(
        line,
        MARGIN,
        top + i * lineHeight,
        size,
        INK,
        AVERAGE_ADVANCE_EM,
      ),
    )
    .join("");
  // The landing page's title is the tagline itself: drawn once.
  const tagline =
    title === SHARE_CARD.tagline
      ? ""
      : textLine(
          SHARE_CARD.tagline,
          MARGIN,
          560,
          34,
          MUTED,
          AVERAGE_ADVANCE_EM,
        );
  return card(body + tagline);
}

/** A Trust Code's card: the code in large type and the member discount. */
export function codeCardSvg(code: string): string {
  const size = Math.min(
    132,
    Math.floor(TEXT_WIDTH / (code.length * MAX_ADVANCE_EM)),
  );
  const codeSize = Math.max(size, 40);
  // One baseline for every length, halfway between the kicker and the offer.
  const baseline = 360;
  return card(
    textLine(
      SHARE_CARD.codeKicker,
      MARGIN,
      225,
      40,
      MUTED,
      AVERAGE_ADVANCE_EM,
    ) +
      textLine(code, MARGIN, baseline, codeSize, INK, MAX_ADVANCE_EM) +
      textLine(
        SHARE_CARD.codeOffer,
        MARGIN,
        470,
        52,
        ACCENT,
        AVERAGE_ADVANCE_EM,
      ) +
      textLine(SHARE_CARD.codeNote, MARGIN, 560, 32, MUTED, AVERAGE_ADVANCE_EM),
  );
}
