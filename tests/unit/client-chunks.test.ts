import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { clientChunkName, SHARED_BY_ROUTES } from "../../tooling/vite/chunks";

const at = (path: string) =>
  fileURLToPath(new URL(`../../${path}`, import.meta.url));

const ENTRY = at("app/entry.client.tsx");
const ROOT = at("app/root.tsx");
const REACT_DOM = at("node_modules/react-dom/index.js");
const PDFJS = at("node_modules/pdfjs-dist/build/pdf.mjs");
const LOCALES = at("app/lib/i18n/locales.ts");
const HEADER = at("app/components/site-header.tsx");
const HEADER_NAV = at("app/content/navigation.ts");
const SHELL_CSS = at("app/styles/shell.css");
const PLAYER = at("app/components/audio-player.tsx");
const PLAYER_USER = at("app/components/document-page.tsx");
const MEDIA_CSS = at("app/styles/media.css");
const WIDE = at("app/lib/pages/meta.ts");
const NARROW = at("app/lib/pages/sustainability.ts");
const HOME_ONLY = at("app/components/forest-carousel.tsx");
const NOT_LANDING = at("app/lib/compliance/countries-data.ts");

const ROUTES = [
  "home",
  "demo",
  "the-founder",
  "wallet",
  "fellows",
  "crypto",
  "cv",
].map((name) => at(`app/routes/${name}.tsx`));
const [HOME, DEMO, FOUNDER, WALLET, FELLOWS, CRYPTO, CV] = ROUTES;
const ADMIN = [1, 2, 3, 4, 5].map((n) => at(`app/routes/admin/page-${n}.tsx`));

/** A module graph as Rolldown hands it to the chunk-name function. */
const imports: Record<string, string[]> = {
  [ENTRY]: [REACT_DOM, LOCALES, HEADER],
  [ROOT]: [HEADER_NAV, LOCALES],
  [HEADER]: [SHELL_CSS, HEADER_NAV],
  [HOME]: [WIDE, HOME_ONLY, PLAYER_USER],
  [DEMO]: [WIDE, NARROW, PLAYER_USER, NOT_LANDING],
  [FOUNDER]: [WIDE, NARROW, PLAYER_USER, NOT_LANDING],
  [WALLET]: [WIDE, NARROW, PLAYER_USER, NOT_LANDING],
  [FELLOWS]: [PDFJS, NOT_LANDING],
  [CRYPTO]: [PDFJS],
  [CV]: [PDFJS],
  [PLAYER_USER]: [PLAYER],
  [PLAYER]: [MEDIA_CSS],
  // Admin pages share a module with three public routes: not enough.
  ...Object.fromEntries(ADMIN.map((page) => [page, [NARROW]])),
};
const graph = {
  getModuleInfo: (id: string) =>
    id in imports || Object.values(imports).flat().includes(id)
      ? { importedIds: imports[id] ?? [] }
      : null,
};

function chunkOf(id: string) {
  return clientChunkName()(id, graph);
}

describe("client chunks (tooling/vite/chunks.ts)", () => {
  it("puts the libraries every page runs in the framework chunk", () => {
    expect(chunkOf(REACT_DOM)).toBe("framework");
  });

  it("puts the site's code every page runs in the shell chunk", () => {
    expect(chunkOf(LOCALES)).toBe("shell");
    expect(chunkOf(HEADER_NAV)).toBe("shell");
  });

  it(`adds the site's modules at least ${SHARED_BY_ROUTES} public routes import, the landing page among them`, () => {
    expect(SHARED_BY_ROUTES).toBe(4);
    expect(chunkOf(WIDE)).toBe("shell");
    // Three public routes and five admin pages.
    expect(chunkOf(NARROW)).toBeNull();
    // Four public routes, but not the landing page: it never downloads them.
    expect(chunkOf(NOT_LANDING)).toBeNull();
  });

  it("leaves out stylesheets and modules that bring one, even shared ones", () => {
    expect(chunkOf(HEADER)).toBeNull();
    expect(chunkOf(SHELL_CSS)).toBeNull();
    expect(chunkOf(PLAYER_USER)).toBeNull();
    expect(chunkOf(PLAYER)).toBeNull();
  });

  it("puts the root route in the shell, unless it brings a stylesheet", () => {
    expect(chunkOf(ROOT)).toBe("shell");
    const styled = {
      getModuleInfo: (id: string) =>
        id === ROOT
          ? { importedIds: [HEADER] }
          : id === HEADER
            ? { importedIds: [SHELL_CSS] }
            : { importedIds: [] },
    };
    expect(clientChunkName()(ROOT, styled)).toBeNull();
  });

  it("leaves the entry, the pages' route modules and one route's code to Rolldown", () => {
    for (const id of [ENTRY, HOME, DEMO]) expect(chunkOf(id)).toBeNull();
    expect(chunkOf(HOME_ONLY)).toBeNull();
    // A library only some routes load (three here) never joins the framework.
    expect(chunkOf(PDFJS)).toBeNull();
  });
});
