import {
  type BannerMode,
  VISITOR_STATE_ID,
  visitorStateJson,
  type VisitorState,
} from "#app/lib/consent/index.ts";
import { loadScriptsAfterPaint } from "./scripts-after-paint";

/**
 * A cached page cut at the places that differ per response, so serving it
 * is joining strings (docs/decisions/page-cache.md). The cuts are found once,
 * when the page is stored, by HTMLRewriter writing markers there: every
 * nonce attribute, the visitor block, after the skip link (the language
 * suggestion) and around the cookie banner.
 */
export interface PageTemplate {
  /**
   * Text between the slots, one more than `slots`, encoded once when the
   * page is stored: a response then copies bytes and encodes only what it
   * writes into the slots, so a page in a script of multi-byte characters
   * costs no more to serve than an English one.
   */
  parts: Uint8Array[];
  slots: Slot[];
}

type Slot = "nonce" | "visitor" | "suggestion" | "banner-start" | "banner-end";

/** What one response writes into the slots. */
export interface PageFill {
  nonce: string;
  visitor: VisitorState;
  /** The language suggestion's markup, or null for none. */
  suggestionHtml: string | null;
  /** The cookie banner this visitor gets, and its markup when it is the GPC notice. */
  banner: { mode: BannerMode; gpcHtml: string | null };
}

const marker = (token: string, slot: Slot) => `@@${token}:${slot}@@`;

/**
 * The page's HTML with a marker at each slot. `token` is the random
 * stand-in the page was rendered with as its nonce: the only nonce
 * attributes replaced are the renderer's, and no page text can forge one.
 */
export async function markSlots(
  response: Response,
  token: string,
): Promise<string> {
  let skipLinks = 0;
  return loadScriptsAfterPaint(new HTMLRewriter())
    .on("[nonce]", {
      element(e) {
        if (e.getAttribute("nonce") === token)
          e.setAttribute("nonce", marker(token, "nonce"));
      },
    })
    .on(`script#${VISITOR_STATE_ID}`, {
      element(e) {
        e.setInnerContent(marker(token, "visitor"), { html: true });
      },
    })
    .on("a.skip-link", {
      element(e) {
        if (skipLinks++ === 0)
          e.after(marker(token, "suggestion"), { html: true });
      },
    })
    .on("section.cookie-banner", {
      element(e) {
        e.before(marker(token, "banner-start"), { html: true });
        e.after(marker(token, "banner-end"), { html: true });
      },
    })
    .transform(response)
    .text();
}

const utf8 = new TextEncoder();

/** Cuts marked HTML (markSlots) into a template. */
export function templateOf(marked: string, token: string): PageTemplate {
  const pieces = marked.split(
    new RegExp(
      `@@${token}:(nonce|visitor|suggestion|banner-start|banner-end)@@`,
    ),
  );
  return {
    parts: pieces
      .filter((_, i) => i % 2 === 0)
      .map((part) => utf8.encode(part)),
    slots: pieces.filter((_, i) => i % 2 === 1) as Slot[],
  };
}

/** The page for one response (UTF-8): the template's text with its slots filled. */
export function fillTemplate(
  template: PageTemplate,
  fill: PageFill,
): Uint8Array<ArrayBuffer> {
  const visitor = utf8.encode(visitorStateJson(fill.visitor));
  const nonce = utf8.encode(fill.nonce);
  const { mode, gpcHtml } = fill.banner;
  const out: Uint8Array[] = [template.parts[0]!];
  let inBanner = false;
  template.slots.forEach((slot, i) => {
    if (slot === "nonce") out.push(nonce);
    else if (slot === "visitor") out.push(visitor);
    else if (slot === "suggestion" && fill.suggestionHtml)
      out.push(utf8.encode(fill.suggestionHtml));
    else if (slot === "banner-start" && mode !== "ask") {
      // The question is dropped: the GPC notice in its place, or nothing.
      if (mode === "gpc" && gpcHtml) out.push(utf8.encode(gpcHtml));
      inBanner = true;
    } else if (slot === "banner-end") inBanner = false;
    if (!inBanner) out.push(template.parts[i + 1]!);
  });
  return joinBytes(out);
}

function joinBytes(chunks: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.byteLength;
  }
  return joined;
}
