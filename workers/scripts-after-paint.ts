/**
 * The page's JavaScript is asked for after the first paint, not before
 * (docs/decisions/scripts-after-paint.md). React Router writes a
 * `<link rel="modulepreload">` in the head for every module the page will
 * hydrate with, and a module script at the end of the body that imports
 * the route modules statically. A phone on a slow network then fetches
 * about 140 KB of script alongside the HTML, before it has shown anything.
 *
 * Every page's HTML passes through here: the preload links are dropped and
 * the module script waits for the first frame, then imports the same
 * modules (route modules and what the preload links named) all at once, and
 * goes on exactly as React Router wrote it.
 */

/** The longest the script waits for a paint the browser never reports. */
const PAINT_WAIT_LIMIT_MS = 3000;

/** `import * as route0 from "/assets/root-….js";` as React Router writes it. */
const ROUTE_IMPORT = /^\s*import \* as (route\d+) from ("[^"\n]+");\s*$/gm;

/**
 * Settles once the browser has painted the page's first content (the Paint
 * Timing entry, buffered: one already painted counts), read from the
 * browser rather than from timers, which a page's own code or a test's fake
 * clock may hold. At once where nothing
 * will paint soon (a hidden tab) or the browser does not report paints; a
 * timer stands by in case no entry ever comes.
 */
const AFTER_FIRST_PAINT = `new Promise((go) => {
  if (document.visibilityState === "hidden" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return go();
  new PerformanceObserver((list) => list.getEntriesByName("first-contentful-paint").length > 0 && go()).observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", go, { once: true });
  setTimeout(go, ${PAINT_WAIT_LIMIT_MS});
})`;

/**
 * React Router's module script, made to wait for the first paint. `shared`
 * are the modules the dropped preload links named. Text that is not React
 * Router's script (no route imports) is returned as it was.
 */
export function deferModuleScript(source: string, shared: string[]): string {
  const imports = [...source.matchAll(ROUTE_IMPORT)];
  if (imports.length === 0) return source;
  const names = imports.map((m) => m[1]!);
  const rest = source.replace(ROUTE_IMPORT, "");
  // The entry is imported last, once the manifest is in place: evaluating
  // it starts hydration, so it is never imported ahead.
  const later = [...rest.matchAll(/\bimport\(("[^"\n]+")\)/g)].map((m) => m[1]);
  const urls = [...imports.map((m) => m[2]!)];
  for (const url of shared.map((href) => JSON.stringify(href)))
    if (!urls.includes(url) && !later.includes(url)) urls.push(url);
  return [
    `await ${AFTER_FIRST_PAINT};`,
    `const [${names.join(", ")}] = await Promise.all([${urls.join(", ")}].map((url) => import(url)));`,
    rest,
  ].join("\n");
}

/** The module URL a preload link names, for the script to import itself. */
function sameOriginPath(href: string | null): string | null {
  return href && /^\/[^/]/.test(href) && !/["\\<]/.test(href) ? href : null;
}

/** Adds the rewrite to an HTMLRewriter that a page's HTML passes through. */
export function loadScriptsAfterPaint(rewriter: HTMLRewriter): HTMLRewriter {
  const shared: string[] = [];
  let source = "";
  return rewriter
    .on('link[rel="modulepreload"]', {
      element(link) {
        const href = sameOriginPath(link.getAttribute("href"));
        if (!href) return;
        shared.push(href);
        link.remove();
      },
    })
    .on('script[type="module"]', {
      text(chunk) {
        source += chunk.text;
        if (!chunk.lastInTextNode) {
          chunk.remove();
          return;
        }
        chunk.replace(deferModuleScript(source, shared), { html: true });
        source = "";
      },
    });
}
