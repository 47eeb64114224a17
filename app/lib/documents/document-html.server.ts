import { env } from "cloudflare:workers";
import {
  documentCandidates,
  type SiteDocument,
} from "#app/content/documents.ts";
import { BRAND } from "#app/lib/brand.ts";
import { localeFromPath } from "#app/lib/i18n/index.ts";
import {
  heightVariables,
  type DocumentMetrics,
} from "#app/lib/documents/document-height.ts";
import {
  INJECTED_STYLE,
  isEventHandler,
  keepAmountsTogether,
  linkRule,
  STRIPPED_ELEMENTS,
} from "#app/lib/documents/document-html.ts";

export interface PreparedDocument {
  /** The srcdoc: scripts removed, URLs resolved, the frame style injected. */
  html: string;
  metrics: DocumentMetrics;
}

const BLOCKS = "p, li, h1, h2, h3, h4, tr, dt, dd, blockquote, caption";

/*
 * The server's half of the framed documents: the document route's loader
 * reads the static file from the assets and prepares it with the same rules
 * as the browser (app/lib/documents/document-html.ts), so the page's first HTML
 * already holds the document.
 */

/** HTMLRewriter pass; exported for tests (tests/worker/document-html.test.ts). */
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

/** Fetches a static file; the assets binding in production, a fake in tests. */
export type AssetFetcher = (request: Request) => Promise<Response>;

/**
 * Loader data of a document route: the page's language version of the
 * document when it exists (a translated sales document), otherwise the
 * English one; `lang` says which was served, so the page marks English
 * content as English. `document` is null when even that fails to load, and
 * the browser then fetches `src` itself.
 */
export async function documentLoaderData(
  doc: SiteDocument,
  request: Request,
  fetchAsset: AssetFetcher = (r) => env.ASSETS.fetch(r),
) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const candidates = documentCandidates(doc, locale);
  for (const candidate of candidates) {
    const url = new URL(candidate.src, request.url);
    const response = await fetchAsset(new Request(url));
    if (!response.ok) continue;
    const raw = keepAmountsTogether(await response.text());
    const prepared = await prepareOnServer(raw, url, url.origin);
    return {
      lang: candidate.locale,
      src: candidate.src,
      document: {
        html: prepared.html,
        heightVars: heightVariables(prepared.metrics),
      },
    };
  }
  const english = candidates[candidates.length - 1]!;
  return { lang: english.locale, src: english.src, document: null };
}
