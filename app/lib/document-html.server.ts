import { env } from "cloudflare:workers";
import { BRAND } from "./brand";
import { heightVariables, type DocumentMetrics } from "./document-height";
import {
  INJECTED_STYLE,
  isEventHandler,
  keepAmountsTogether,
  linkRule,
  STRIPPED_ELEMENTS,
} from "./document-html";

export interface PreparedDocument {
  /** The srcdoc: scripts removed, URLs resolved, the frame style injected. */
  html: string;
  metrics: DocumentMetrics;
}

const BLOCKS = "p, li, h1, h2, h3, h4, tr, dt, dd, blockquote, caption";

/**
 * The server's half of the framed documents: read the static file from the
 * assets and prepare it with the same rules as the browser (app/lib/document-html.ts),
 * so the page's first HTML already holds the document.
 */
export async function loadDocument(
  src: string,
  requestUrl: string,
): Promise<PreparedDocument | null> {
  const url = new URL(src, requestUrl);
  const response = await env.ASSETS.fetch(new Request(url));
  if (!response.ok) return null;
  const raw = keepAmountsTogether(await response.text());
  return prepareOnServer(raw, url, url.origin);
}

/** HTMLRewriter pass; exported for tests (tests/worker/documents.test.ts). */
export async function prepareOnServer(
  raw: string,
  base: URL,
  ownOrigin: string,
): Promise<PreparedDocument> {
  const metrics: DocumentMetrics = { chars: 0, blocks: 0 };
  let titleSeen = false;
  const rewriter = new HTMLRewriter()
    .on(STRIPPED_ELEMENTS, {
      element: (el) => void el.remove(),
    })
    .on("*", {
      element(el) {
        const names = Array.from(
          el.attributes as unknown as Iterable<[string, string]>,
          ([name]) => name,
        );
        for (const name of names)
          if (isEventHandler(name)) el.removeAttribute(name);
        const src = el.getAttribute("src");
        if (src !== null) el.setAttribute("src", new URL(src, base).href);
      },
    })
    .on("a[href]", {
      element(el) {
        const rule = linkRule(
          el.getAttribute("href") ?? "",
          base,
          ownOrigin,
          BRAND.productionHost,
        );
        if (!rule) return;
        el.setAttribute("href", rule.href);
        el.setAttribute("target", rule.target);
        if ("rel" in rule) el.setAttribute("rel", rule.rel);
      },
    })
    // The page shows the document's title as its own heading: one title, not two.
    .on("h1", {
      element(el) {
        if (titleSeen) return;
        titleSeen = true;
        el.remove();
      },
    })
    .on("head", {
      element(el) {
        el.prepend(`<style>${INJECTED_STYLE}</style>`, { html: true });
      },
    })
    .on("body", {
      text(chunk) {
        metrics.chars += chunk.text.trim().length;
      },
    })
    .on(BLOCKS, {
      element() {
        metrics.blocks += 1;
      },
    });
  const html = await rewriter.transform(new Response(raw)).text();
  return { html, metrics };
}

/** Loader data of a document route: the prepared document, or null to fetch in the browser. */
export async function documentLoaderData(src: string, request: Request) {
  const prepared = await loadDocument(src, request.url);
  return {
    document: prepared && {
      html: prepared.html,
      heightVars: heightVariables(prepared.metrics),
    },
  };
}
