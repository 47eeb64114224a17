import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { PAGES, type PageEntry } from "../../app/lib/pages/manifest.ts";

const MANIFEST = fileURLToPath(
  new URL("../../app/lib/pages/manifest.ts", import.meta.url),
);

/**
 * Fields of a page entry that only the server, the docs and the tests read:
 * the sitemap route (app/lib/pages/sitemap.ts), docs/routes.md
 * (app/lib/pages/routes-doc.ts) and the manifest's own tests (`titleFrom`).
 * The browser never needs them.
 */
export const SERVER_ONLY_FIELDS = [
  "about",
  "form",
  "sitemap",
  "titleFrom",
] as const;

/** The page manifest as the browser receives it: each entry without its server-only fields. */
export function browserPages(pages: readonly PageEntry[]) {
  const serverOnly: readonly string[] = SERVER_ONLY_FIELDS;
  return pages.map((page) =>
    Object.fromEntries(
      Object.entries(page).filter(([field]) => !serverOnly.includes(field)),
    ),
  );
}

/**
 * The client build's copy of app/lib/pages/manifest.ts: the same entries,
 * computed from the manifest itself, without the fields only the server and
 * the docs read (docs/decisions/client-chunks.md). The server build, the
 * docs generator and the tests read the manifest as written.
 */
export function pageManifestPlugin(): Plugin {
  return {
    name: "nirvana-page-manifest",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    load(id) {
      if (id.split("?")[0] !== MANIFEST) return;
      const json = JSON.stringify(browserPages(PAGES));
      return `export const PAGES = JSON.parse(${JSON.stringify(json)});\n`;
    },
  };
}
