import { useEffect, useMemo, useRef, useState } from "react";
import type { PDFDocumentProxy, PageViewport } from "pdfjs-dist";
import type { TextContent, TextItem } from "pdfjs-dist/types/src/display/api";
// Only a URL string: the worker's bytes are fetched by pdf.js when a PDF loads.
import { useLingui } from "@lingui/react";
import { LOADING, PDF_VIEWER } from "#app/content/document-viewers.ts";
import {
  readableRuns,
  reflowPages,
  type ReflowBlock,
} from "#app/lib/documents/index.ts";
import { renderScale, shouldRerender } from "#app/components/pdf-scale.ts";
import "#app/styles/media.css";

/** Space between page images unless a page asks otherwise (docs/business-rules.md). */
const DEFAULT_PAGE_GAP_PX = 16;

type PdfJs = typeof import("pdfjs-dist");

export interface PdfViewerProps {
  src: string;
  className?: string;
  pageGapPx?: number;
  /** Render at most this many pages (all when omitted). */
  maxPages?: number;
  title?: string;
  /**
   * A picture of page 1 shown until pdf.js has drawn the real pages, so the
   * first page appears at once instead of after pdf.js (a ~0.5 MB download).
   */
  poster?: { src: string; width: number; height: number };
  /**
   * With a summary, the document's text is offered above the page images as
   * paragraphs that reflow to the screen (app/lib/documents/pdf-reflow.ts): page
   * images scaled to a phone are too small to read.
   */
  textViewSummary?: string;
  /**
   * The document's words as written, a JSON array of `ReflowBlock`s, for
   * the reading view in place of the words pdf.js reads back (which miss
   * some scripts' vowel signs and order).
   */
  textSrc?: string;
}

interface RenderedPage {
  url: string;
  width: number;
  height: number;
  /** The page's text, laid over the image so it can be selected and found. */
  text: TextContent;
  /** The page at its displayed size (CSS pixels). */
  viewport: PageViewport;
}

/**
 * Renders a PDF as page images. pdf.js is imported inside the effect so its
 * bytes load only on pages that show a PDF, and from our own origin (CSP).
 */
export function PdfViewer({
  src,
  className,
  pageGapPx = DEFAULT_PAGE_GAP_PX,
  maxPages,
  title,
  poster,
  textViewSummary,
  textSrc,
}: PdfViewerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [pages, setPages] = useState<RenderedPage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const pagesRef = useRef(pages);
  // eslint-disable-next-line react-hooks/refs -- latest-value ref read by the resize effect, never by render
  pagesRef.current = pages;

  // Track the container width, ignoring changes within the threshold.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const update = (next: number) =>
      setWidth((previous) =>
        shouldRerender(previous, next) ? Math.round(next) : previous,
      );
    update(container.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) =>
      update(entry.contentRect.width),
    );
    observer.observe(container);
    return () => observer.disconnect();
  }, []);

  // Load pdf.js and the document once per src.
  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    // A new src starts from a clean slate before its document loads.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reset on src change, the load itself is async
    setPdf(null);
    setError(null);
    loadPdfJs()
      .then((pdfjs) => {
        if (cancelled) return;
        const task = pdfjs.getDocument({ url: src });
        destroy = () => void task.destroy();
        return task.promise;
      })
      .then((doc) => {
        if (!cancelled && doc) setPdf(doc);
      })
      .catch((err: unknown) => {
        if (!cancelled) setError(messageOf(err));
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [src]);

  // (Re-)render every page whenever the document or the width changes.
  useEffect(() => {
    if (!pdf || !width) return;
    let cancelled = false;
    renderPages(pdf, width, maxPages, () => cancelled)
      .then((rendered) => {
        // A superseded render's images never reach the page: free them now.
        if (cancelled)
          return rendered.forEach((p) => URL.revokeObjectURL(p.url));
        const previous = pagesRef.current;
        setPages(rendered);
        previous.forEach((p) => URL.revokeObjectURL(p.url));
      })
      .catch((err: unknown) => {
        if (!cancelled) setError(messageOf(err));
      });
    return () => {
      cancelled = true;
    };
  }, [pdf, width, maxPages]);

  useEffect(
    () => () => pagesRef.current.forEach((p) => URL.revokeObjectURL(p.url)),
    [],
  );

  const { _ } = useLingui();
  const label = title ?? _(PDF_VIEWER.untitled);
  return (
    <div
      ref={containerRef}
      className={["pdf-viewer", className].filter(Boolean).join(" ")}
    >
      {error ? (
        <p role="alert" className="notice error">
          {_(PDF_VIEWER.failedPrefix)} {error}
        </p>
      ) : pages.length === 0 ? (
        <>
          {/* With the preview of page 1 on screen, the words are for screen readers only. */}
          <p
            role="status"
            className={
              poster ? "pdf-viewer-status visually-hidden" : "pdf-viewer-status"
            }
          >
            {title
              ? _({ ...LOADING.titled, values: { title } })
              : _(LOADING.untitled)}
          </p>
          {poster && (
            <img
              className="pdf-page pdf-poster"
              src={poster.src}
              width={poster.width}
              height={poster.height}
              fetchPriority="high"
              alt={_({ ...PDF_VIEWER.posterAlt, values: { title: label } })}
            />
          )}
        </>
      ) : (
        <>
          {textViewSummary && (
            <PdfTextView
              pages={pages}
              summary={textViewSummary}
              src={textSrc}
            />
          )}
          <div className="pdf-pages" style={{ gap: `${pageGapPx}px` }}>
            {pages.map((page, index) => (
              <div key={page.url} className="pdf-page-box">
                <img
                  className="pdf-page"
                  src={page.url}
                  width={page.width}
                  height={page.height}
                  alt={_({
                    ...PDF_VIEWER.pageAlt,
                    values: {
                      page: index + 1,
                      pages: pages.length,
                      title: label,
                    },
                  })}
                />
                <PdfTextLayer text={page.text} viewport={page.viewport} />
              </div>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

/** The document as reflowing text, in a disclosure above the page images. */
function PdfTextView({
  pages,
  summary,
  src,
}: {
  pages: readonly RenderedPage[];
  summary: string;
  src?: string;
}) {
  const reflowed = useMemo(
    () =>
      reflowPages(
        pages.map((p) =>
          p.text.items.filter((item): item is TextItem => "str" in item),
        ),
      ),
    [pages],
  );
  // The text exists only while open: closed, the page images alone answer
  // the browser's find, over the drawn words.
  const [open, setOpen] = useState(false);
  const written = useWrittenText(open ? src : undefined);
  const blocks = written ?? reflowed;
  return (
    <details
      className="pdf-text-view"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{summary}</summary>
      {open && (
        // The document's own words, in its language: from the document, not
        // from a catalog (tests/e2e/catalog-words.ts).
        <div className="pdf-text-view-body" data-content-translation="">
          {blocks.map((block, i) =>
            block.kind === "heading" ? (
              <h2 key={i}>{block.text}</h2>
            ) : (
              <p key={i}>{block.text}</p>
            ),
          )}
        </div>
      )}
    </details>
  );
}

/**
 * The document's words as written (`textSrc`), fetched the first time the
 * reading view opens; null until then, or when they cannot be read (the
 * words pdf.js reflowed stand in).
 */
function useWrittenText(src: string | undefined): ReflowBlock[] | null {
  const [blocks, setBlocks] = useState<ReflowBlock[] | null>(null);
  useEffect(() => {
    if (!src) return;
    let cancelled = false;
    fetch(src)
      .then((response) => (response.ok ? response.json() : null))
      .then((data: unknown) => {
        if (!cancelled && isBlocks(data)) setBlocks(data);
      })
      .catch(() => {
        /* the reflowed words stay */
      });
    return () => {
      cancelled = true;
    };
  }, [src]);
  return blocks;
}

function isBlocks(data: unknown): data is ReflowBlock[] {
  return (
    Array.isArray(data) &&
    data.length > 0 &&
    data.every(
      (b: { kind?: unknown; text?: unknown }) =>
        (b?.kind === "heading" || b?.kind === "paragraph") &&
        typeof b.text === "string",
    )
  );
}

/**
 * pdf.js's text layer: transparent text exactly over the drawn words, so the
 * page can be selected, searched with find and read by screen readers.
 */
function PdfTextLayer({
  text,
  viewport,
}: {
  text: TextContent;
  viewport: PageViewport;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    let layer: { cancel(): void } | null = null;
    let cancelled = false;
    loadPdfJs()
      .then((pdfjs) => {
        if (cancelled) return;
        const textLayer = new pdfjs.TextLayer({
          textContentSource: text,
          container,
          viewport,
        });
        layer = textLayer;
        return textLayer.render();
      })
      .catch((error: unknown) => {
        // The image still shows; only selection is lost.
        if (!cancelled) console.warn("PDF text layer failed", error);
      });
    return () => {
      cancelled = true;
      layer?.cancel();
      container.replaceChildren();
    };
  }, [text, viewport]);
  return (
    <div
      ref={ref}
      className="textLayer"
      data-content-translation=""
      style={
        {
          "--total-scale-factor": viewport.scale,
          "--scale-round-x": "1px",
          "--scale-round-y": "1px",
        } as React.CSSProperties
      }
    />
  );
}

async function loadPdfJs(): Promise<PdfJs> {
  // Never on the server: the guard lets the SSR build drop pdf.js and its
  // 1 MB worker from the Worker bundle entirely.
  if (import.meta.env.SSR) throw new Error("pdfjsLib not available");
  let pdfjs: PdfJs;
  let workerUrl: string;
  try {
    [pdfjs, { default: workerUrl }] = await Promise.all([
      import("pdfjs-dist"),
      import("pdfjs-dist/build/pdf.worker.min.mjs?url"),
    ]);
  } catch {
    throw new Error("Failed to load pdf.js");
  }
  if (typeof pdfjs?.getDocument !== "function")
    throw new Error("pdfjsLib not available");
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  return pdfjs;
}

async function renderPages(
  pdf: PDFDocumentProxy,
  containerWidth: number,
  maxPages: number | undefined,
  isCancelled: () => boolean,
): Promise<RenderedPage[]> {
  const count = Math.min(pdf.numPages, maxPages ?? pdf.numPages);
  const rendered: RenderedPage[] = [];
  for (let number = 1; number <= count; number++) {
    if (isCancelled()) break;
    const page = await pdf.getPage(number);
    const base = page.getViewport({ scale: 1 });
    const scale = renderScale(
      containerWidth,
      base.width,
      window.devicePixelRatio,
    );
    const viewport = page.getViewport({ scale });
    const canvas = document.createElement("canvas");
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    // The text comes from the worker while the page is drawn; made readable
    // where Chromium's print left look-alike or right-to-left glyphs.
    const [, content] = await Promise.all([
      page.render({ canvas, viewport }).promise,
      page.getTextContent(),
    ]);
    const text: TextContent = {
      ...content,
      items: readableRuns(
        content.items.filter((item): item is TextItem => "str" in item),
      ),
    };
    const blob = await canvasToBlob(canvas);
    const url = URL.createObjectURL(blob);
    // Intrinsic size in CSS pixels, so the image reserves its layout box.
    const cssWidth = Math.round(containerWidth);
    rendered.push({
      url,
      width: cssWidth,
      height: Math.round((cssWidth * base.height) / base.width),
      text,
      viewport: page.getViewport({ scale: cssWidth / base.width }),
    });
    page.cleanup();
  }
  return rendered;
}

function canvasToBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) =>
        blob ? resolve(blob) : reject(new Error("Page render failed")),
      "image/png",
    ),
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
