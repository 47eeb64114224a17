import { formatter } from "@lingui/format-po";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { DOCUMENTS } from "#app/content/documents.ts";
import { hreflangAlternates } from "#app/lib/i18n/hreflang.ts";
import { CATALOG_AREAS } from "#app/lib/i18n/area-files.ts";
import { localizePath } from "#app/lib/i18n/locale-path.ts";
import {
  DEFAULT_LOCALE,
  LOCALE_CODES,
  LOCALES,
} from "#app/lib/i18n/locales.ts";
import { PAGES } from "#app/lib/pages/manifest.ts";
import {
  documentKeyAt,
  documentPath,
  moduleHandle,
  pageCatalogAreas,
  pageOfRouteId,
  PUBLIC_PAGE_ENTRIES,
} from "#app/lib/pages/queries.ts";
import { withRoutesDocTable } from "#app/lib/pages/routes-doc.ts";
import {
  shareImageUrl,
  DEFAULT_SHARE_IMAGE,
} from "#app/lib/pages/share-image.ts";
import { DECLARED } from "#app/lib/pages/declared.ts";
import { pageEntry } from "#app/lib/pages/manifest.ts";
import { pageById, pageLabel, type PageId } from "#app/lib/pages/links.ts";
import { CV } from "#app/content/cv.ts";
import { sitemapXml } from "#app/lib/pages/sitemap.ts";
import type { Catalog } from "../support/catalog-check";

const repo = (path: string) => new URL(`../../${path}`, import.meta.url);
const ORIGIN = "https://nirvana.example";

/** The `common` catalog of a locale, where the registry's words live. */
async function common(locale: string): Promise<Catalog> {
  const filename = `${locale}/common.po`;
  const text = readFileSync(repo(`app/locales/${filename}`), "utf8");
  return (await formatter({ lineNumbers: false }).parse(text, {
    locale,
    sourceLocale: DEFAULT_LOCALE,
    filename,
  })) as Catalog;
}

describe("the page manifest", () => {
  it("is the union of the pages declared beside the routes, each served by its neighbour", () => {
    const declared = DECLARED.flatMap(({ module, pages }) =>
      pages.map((page) => pageEntry(module, page)),
    );
    expect(PAGES).toEqual(declared);
    // Each declaration's path is a route of app/routes.ts served by the
    // module beside the declaration, under the declared route id.
    for (const { module, pages } of DECLARED) {
      expect(existsSync(repo(`app/${module}`)), module).toBe(true);
      for (const page of pages) {
        const found = routes.find((r) =>
          page.path === "/" ? r.index : r.path === page.path.slice(1),
        );
        expect(found?.file, page.path).toBe(module);
        expect(found?.id).toBe("routeId" in page ? page.routeId : undefined);
      }
    }
  });

  it("names each page once, by an id links can use", () => {
    expect(new Set(PAGES.map((p) => p.id)).size).toBe(PAGES.length);
    expect(new Set(PAGES.map((p) => p.path)).size).toBe(PAGES.length);
    for (const page of PAGES) expect(pageById(page.id as PageId)).toBe(page);
    // The CV's slug is its content's.
    expect(pageById("adviserCv").path).toBe(CV.route);
  });

  it("is linked by page id: no page's path is written out in app/ or workers/ but in its declaration", () => {
    const paths = PAGES.map((p) => p.path).filter(
      (p) => p !== "/" && !p.includes(":"),
    );
    const found: string[] = [];
    for (const dir of ["app", "workers"])
      for (const file of readdirSync(repo(dir), {
        recursive: true,
        encoding: "utf8",
      })) {
        if (!/\.tsx?$/.test(file) || file.endsWith(".page.ts")) continue;
        const lines = readFileSync(repo(`${dir}/${file}`), "utf8").split("\n");
        lines.forEach((line, i) => {
          // Comments may name a path; so may the calls and the document
          // table whose path arguments tsc checks against the declarations
          // (RegistryPath, app/lib/pages/links.ts; DOCUMENTS, checked above).
          if (/^\s*(\*|\/\/|\/\*)/.test(line)) return;
          if (/\b(siteRouteMeta|routeMeta|registryPageMeta)\("/.test(line))
            return;
          if (`${dir}/${file}` === "app/content/documents.ts") return;
          for (const path of paths)
            if (line.includes(`"${path}"`) || line.includes(`\`${path}\``))
              found.push(`${dir}/${file}:${i + 1} ${path}`);
        });
      }
    expect(found, "use pagePath(<id>) from app/lib/pages/links.ts").toEqual([]);
  });

  it("gives every public page a link label and every carded page a card title source", () => {
    for (const page of PAGES.filter((p) => p.kind === "public")) {
      if (page.label || page.words)
        expect(pageLabel(page.id as PageId).id, page.path).toMatch(/\S/);
      if (page.card)
        expect(page.words ?? page.cardTitle, page.path).toBeDefined();
    }
  });

  it("names route modules, use cases and documents that exist", () => {
    for (const page of PAGES) {
      expect(existsSync(repo(`app/${page.module}`)), page.module).toBe(true);
      if (page.form)
        expect(
          existsSync(repo(`app/lib/use-cases/${page.form}`)),
          page.form,
        ).toBe(true);
      if (page.document) {
        expect(DOCUMENTS[page.document]).toBeDefined();
        expect(page.module).toBe("routes/document.tsx");
      }
    }
  });

  it("gives the one document route every framed document, and no other module", () => {
    const shown = PAGES.filter((p) => p.document).map((p) => p.document);
    expect(new Set(shown)).toEqual(new Set(Object.keys(DOCUMENTS)));
    expect(
      PAGES.filter((p) => p.module === "routes/document.tsx").every(
        (p) => p.document,
      ),
    ).toBe(true);
    // Each document's own page is the one its canonical link names, and the
    // one the manifest's documentPath links (the compliance dialog's links).
    for (const [key, doc] of Object.entries(DOCUMENTS)) {
      expect(PAGES.find((p) => p.path === doc.path)?.document).toBe(key);
      expect(documentPath(key as keyof typeof DOCUMENTS)).toBe(doc.path);
    }
  });

  it("lets the document route find its document at every language's address", () => {
    for (const page of PAGES.filter((p) => p.document))
      for (const locale of LOCALE_CODES)
        expect(documentKeyAt(localizePath(page.path, locale))).toBe(
          page.document,
        );
    expect(documentKeyAt("/why-do-we-exist")).toBe("whyPeopleUse");
    expect(documentKeyAt("/de/terms")).toBe("terms");
    for (const path of ["/", "/the-founder", "/de/no-such-page", "/xx/terms"])
      expect(documentKeyAt(path), path).toBeUndefined();
  });

  it("gives a module serving several pages a route id per page", () => {
    const ids = PAGES.map((p) => p.routeId ?? p.module);
    expect(new Set(ids).size).toBe(PAGES.length);
    for (const page of PAGES) {
      const id = page.routeId ?? page.module.replace(/\.tsx?$/, "");
      expect(pageOfRouteId(id)).toBe(page);
      expect(pageOfRouteId(`ja/${id}`)).toBe(page);
    }
  });

  it("serves every public route module of app/routes/ through app/routes.ts", () => {
    const declared = new Set<string>();
    const walk = (entries: typeof routes) => {
      for (const r of entries) {
        declared.add(r.file);
        if (r.children) walk(r.children);
      }
    };
    walk(routes);
    // A page's declaration beside its route is not a route module.
    for (const name of readdirSync(repo("app/routes")))
      if (/\.tsx?$/.test(name) && !name.endsWith(".page.ts"))
        expect(declared, name).toContain(`routes/${name}`);
  });

  it("takes its title from the declaration exactly when the page declares words", () => {
    for (const page of PAGES)
      expect(page.titleFrom, page.path).toBe(
        page.words ? "registry" : "content",
      );
  });

  it("has every declared title, description and link label translated in every locale", async () => {
    for (const locale of LOCALE_CODES) {
      const catalog = await common(locale);
      for (const page of PAGES.filter((p) => p.words || p.label))
        for (const descriptor of [
          ...Object.values(page.words?.() ?? {}),
          ...(page.label ? [page.label()] : []),
        ]) {
          const entry = catalog[descriptor.id];
          expect(entry, `${locale} ${page.path}`).toBeDefined();
          const text =
            locale === DEFAULT_LOCALE ? entry!.message : entry!.translation;
          expect(text, `${locale} ${page.path}`).toMatch(/\S/);
        }
    }
  });

  it("puts each page module's words in the area its entry names, and loads that area", () => {
    for (const page of PAGES) {
      const file = `app/${page.module}`;
      const area = page.catalog?.area ?? "common";
      const holders = Object.entries(CATALOG_AREAS)
        .filter(([, files]) => files.includes(file))
        .map(([a]) => a);
      expect(holders, file).toEqual(area === "common" ? [] : [area]);
      for (const a of pageCatalogAreas(page))
        expect(moduleHandle(page.module).catalogAreas).toContain(a);
    }
  });

  it("lists exactly its sitemap pages in sitemap.xml, each with every hreflang alternate", () => {
    const xml = sitemapXml(ORIGIN);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = PAGES.filter((p) => p.sitemap).flatMap((p) =>
      LOCALES.map((l) => `${ORIGIN}${localizePath(p.path, l.code)}`),
    );
    expect(locs.sort()).toEqual(expected.sort());
    for (const page of PAGES.filter((p) => p.sitemap))
      for (const alt of hreflangAlternates(page.path, ORIGIN))
        expect(xml).toContain(
          `<xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${alt.href}"/>`,
        );
    // The sitemap is the public pages, which alone are indexed.
    expect(PAGES.filter((p) => p.sitemap)).toEqual(PUBLIC_PAGE_ENTRIES);
  });

  it("cards exactly its carded pages", () => {
    for (const page of PAGES.filter((p) => !p.path.includes(":")))
      expect(shareImageUrl(page.path) !== DEFAULT_SHARE_IMAGE, page.path).toBe(
        page.card,
      );
  });

  it("is what docs/routes.md's page table says", () => {
    const path = repo("docs/routes.md");
    // npm run docs:routes rewrites the table first.
    if (process.env.UPDATE_ROUTES_DOC === "1")
      writeFileSync(path, withRoutesDocTable(readFileSync(path, "utf8")));
    const doc = readFileSync(path, "utf8");
    expect(doc, "docs/routes.md is stale: npm run docs:routes").toBe(
      withRoutesDocTable(doc),
    );
  });
});
