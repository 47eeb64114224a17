// @vitest-environment happy-dom
import { I18nProvider } from "@lingui/react";
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "#app/lib/i18n/catalog.ts";
import { loadI18n } from "../support/load-i18n";

/** A stand-in for pdf.js: a document of `pages` pages that "render" at once. */
const pdfjs = vi.hoisted(() => ({
  pages: 5,
  rendered: [] as number[],
  /** pdf.js's reason when the document does not load (it loads when null). */
  failure: null as string | null,
}));
vi.mock("pdfjs-dist", () => ({
  GlobalWorkerOptions: {},
  // The text layer over each page image; nothing to lay out in happy-dom.
  TextLayer: class {
    render() {
      return Promise.resolve();
    }
    cancel() {}
  },
  getDocument: () => ({
    destroy() {},
    promise: pdfjs.failure
      ? Promise.reject(new Error(pdfjs.failure))
      : Promise.resolve({
          numPages: pdfjs.pages,
          getPage: async (n: number) => ({
            getViewport: ({ scale }: { scale: number }) => ({
              scale,
              width: 600 * scale,
              height: 800 * scale,
            }),
            getTextContent: async () => ({ items: [], styles: {} }),
            render: () => {
              pdfjs.rendered.push(n);
              return { promise: Promise.resolve() };
            },
            cleanup() {},
          }),
        }),
  }),
}));
vi.mock("pdfjs-dist/build/pdf.worker.min.mjs?url", () => ({
  default: "/pdf.worker.js",
}));

import { PdfViewer } from "#app/components/pdf-viewer.tsx";

(
  globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  pdfjs.pages = 5;
  pdfjs.rendered = [];
  pdfjs.failure = null;
  // happy-dom lays nothing out and draws nothing: give the viewer a width
  // and the canvas a PNG to hand back.
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
    width: 600,
  } as DOMRect);
  HTMLCanvasElement.prototype.toBlob = function (cb: BlobCallback) {
    cb(new Blob(["png"], { type: "image/png" }));
  };
  container = document.createElement("div");
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

async function show(props: { pageGapPx?: number; maxPages?: number }) {
  await act(async () => {
    root.render(
      createElement(
        I18nProvider,
        { i18n: createI18n("en", {}) },
        createElement(PdfViewer, { src: "/doc.pdf", ...props }),
      ),
    );
  });
  await vi.waitFor(() => {
    expect(container.querySelectorAll("img.pdf-page").length).toBeGreaterThan(
      0,
    );
  });
  return container.querySelector<HTMLElement>(".pdf-pages")!;
}

describe("PDF viewer", () => {
  it("puts 16 px between pages by default and renders every page", async () => {
    const pages = await show({});
    expect(pages.style.gap).toBe("16px");
    expect(pages.querySelectorAll("img")).toHaveLength(5);
    expect(pdfjs.rendered).toEqual([1, 2, 3, 4, 5]);
  });

  it("takes another gap when asked", async () => {
    const pages = await show({ pageGapPx: 12 });
    expect(pages.style.gap).toBe("12px");
  });

  it("renders at most maxPages pages", async () => {
    const pages = await show({ maxPages: 2 });
    expect(pages.querySelectorAll("img")).toHaveLength(2);
    expect(pdfjs.rendered).toEqual([1, 2]);
    expect(pages.querySelector("img")!.getAttribute("alt")).toBe(
      "Page 1 of 2, document",
    );
  });

  it("says in the page's language that the document did not load, and why", async () => {
    pdfjs.failure = 'Missing PDF "/doc.pdf".';
    const i18n = await loadI18n("fr");
    await act(async () => {
      root.render(
        createElement(
          I18nProvider,
          { i18n },
          createElement(PdfViewer, { src: "/doc.pdf" }),
        ),
      );
    });
    await vi.waitFor(() => {
      expect(container.querySelector("[role=alert]")?.textContent).toBe(
        'Impossible de charger le document : Missing PDF "/doc.pdf".',
      );
    });
  });

  it("names an untitled document in the page's language", async () => {
    pdfjs.pages = 1;
    const i18n = await loadI18n("de");
    await act(async () => {
      root.render(
        createElement(
          I18nProvider,
          { i18n },
          createElement(PdfViewer, { src: "/doc.pdf" }),
        ),
      );
    });
    await vi.waitFor(() => {
      expect(container.querySelector("img.pdf-page")?.getAttribute("alt")).toBe(
        "Seite 1 von 1, Dokument",
      );
    });
  });
});
