import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from "react";
import { useLingui } from "@lingui/react";
import { HTML_FRAME, LOADING } from "#app/content/document-viewers.ts";
import { BRAND } from "#app/lib/brand.ts";
import {
  INJECTED_STYLE,
  isEventHandler,
  keepAmountsTogether,
  linkRule,
  STRIPPED_ELEMENTS,
  stripEventHandlerAttributes,
} from "#app/lib/documents/index.ts";
import "#app/styles/media.css";

/** A frame never collapses below this, even for an empty document (docs/business-rules.md). */
const MIN_FRAME_HEIGHT_PX = 100;

/**
 * No allow-scripts: with allow-same-origin the document could otherwise remove
 * its own sandbox. Same-origin lets us measure its height; the popup and
 * user-activated top-navigation tokens let its links leave the frame.
 */
const FRAME_SANDBOX = [
  "allow-same-origin",
  "allow-popups",
  "allow-popups-to-escape-sandbox",
  "allow-top-navigation-by-user-activation",
  "allow-top-navigation-to-custom-protocols",
].join(" ");

export interface HtmlFrameProps {
  /** Same-origin URL of the HTML document, e.g. /static/html/x/x.html. */
  src: string;
  /** Base for the document's relative links and images; defaults to src. */
  baseHref?: string;
  title?: string;
  /** Shown instead of the standard error message when loading fails. */
  fallback?: ReactNode;
  /**
   * The document as the server prepared it, so it is in the page's first
   * HTML; `heightVars` size the frame until the browser measures it.
   */
  initial?: { html: string; heightVars: Record<string, string> };
}

type FrameState =
  | { status: "loading" }
  | { status: "ready"; html: string }
  | { status: "error"; reason: string };

/** Fetches a static HTML document and shows it in a sandboxed, auto-sized frame. */
export function HtmlFrame({
  src,
  baseHref,
  title,
  fallback,
  initial,
}: HtmlFrameProps) {
  const { _ } = useLingui();
  const [state, setState] = useState<FrameState>(() =>
    initial ? { status: "ready", html: initial.html } : { status: "loading" },
  );
  // Null until measured: the server's estimate (heightVars) holds till then.
  const [height, setHeight] = useState<number | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const observerRef = useRef<ResizeObserver | null>(null);

  // A server-rendered frame may finish loading before React hydrates.
  useEffect(() => {
    if (frameRef.current?.contentDocument?.URL === "about:srcdoc") handleLoad();
  }, []);

  useEffect(() => {
    if (initial) return; // already in the page
    const controller = new AbortController();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new src shows its loader until the fetch answers
    setState({ status: "loading" });
    fetch(src, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const text = await response.text();
        const base = new URL(baseHref ?? src, window.location.href);
        setState({ status: "ready", html: prepareDocument(text, base) });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: "error", reason: errorReason(error) });
      });
    return () => controller.abort();
    // `initial` only ever seeds the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src, baseHref]);

  useEffect(() => () => observerRef.current?.disconnect(), []);

  function handleLoad() {
    const frame = frameRef.current;
    const doc = frame?.contentDocument;
    if (!frame || !doc?.body || doc.URL !== "about:srcdoc") return;
    // The frame's own border sits outside the document's viewport.
    const measure = () =>
      setHeight(contentHeight(doc) + frame.offsetHeight - frame.clientHeight);
    measure();
    // Re-measure when the content reflows: frame width changes, late fonts.
    observerRef.current?.disconnect();
    observerRef.current = new ResizeObserver(measure);
    observerRef.current.observe(doc.body);
  }

  if (state.status === "error") {
    return (
      <div role="alert" className="html-frame-error">
        {fallback ?? (
          <p className="notice error">
            {_(HTML_FRAME.failedPrefix)} {state.reason}
          </p>
        )}
      </div>
    );
  }
  if (state.status === "loading") {
    return (
      <p role="status" className="html-frame-loading">
        {title
          ? _({ ...LOADING.titled, values: { title } })
          : _(LOADING.untitled)}
      </p>
    );
  }
  return (
    <iframe
      ref={frameRef}
      className="html-frame"
      title={title ?? _(HTML_FRAME.untitled)}
      sandbox={FRAME_SANDBOX}
      srcDoc={state.html}
      scrolling="no"
      style={
        height === null
          ? ({
              minHeight: MIN_FRAME_HEIGHT_PX,
              ...initial?.heightVars,
            } as CSSProperties)
          : { height }
      }
      data-estimated={height === null && initial ? "" : undefined}
      onLoad={handleLoad}
    />
  );
}

/** Full height of the laid-out document; the root's box includes body margins. */
function contentHeight(doc: Document): number {
  const rootHeight = doc.documentElement.getBoundingClientRect().height;
  return Math.max(MIN_FRAME_HEIGHT_PX, Math.ceil(rootHeight));
}

function errorReason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Makes the document safe and self-contained for srcdoc. URLs are resolved
 * here rather than with <base href>, which the site's CSP (base-uri 'none')
 * also applies inside srcdoc frames. Links leave the frame: our own pages in
 * the same tab, anything else in a new tab without an opener.
 */
export function prepareDocument(html: string, base: URL): string {
  const doc = new DOMParser().parseFromString(
    stripEventHandlerAttributes(keepAmountsTogether(html)),
    "text/html",
  );
  doc.querySelectorAll(STRIPPED_ELEMENTS).forEach((el) => el.remove());
  // The page shows the document's title as its own heading: one title, not two.
  doc.querySelector("h1")?.remove();
  for (const el of doc.querySelectorAll("*"))
    for (const name of el.getAttributeNames())
      if (isEventHandler(name)) el.removeAttribute(name);

  for (const el of doc.querySelectorAll<HTMLElement>("[src]")) {
    el.setAttribute("src", new URL(el.getAttribute("src") ?? "", base).href);
  }
  for (const link of doc.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    const rule = linkRule(
      link.getAttribute("href") ?? "",
      base,
      window.location.origin,
      BRAND.productionHost,
    );
    if (!rule) continue;
    link.setAttribute("href", rule.href);
    link.setAttribute("target", rule.target);
    if ("rel" in rule) link.setAttribute("rel", rule.rel);
  }

  const style = doc.createElement("style");
  style.textContent = INJECTED_STYLE;
  doc.head.insertBefore(style, doc.head.firstChild);
  return `<!DOCTYPE html>\n${doc.documentElement.outerHTML}`;
}
