import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PAGES } from "#app/lib/pages/manifest.ts";
import {
  browserPages,
  pageManifestPlugin,
  SERVER_ONLY_FIELDS,
} from "../../tooling/vite/page-manifest.ts";

/**
 * The client build receives the page manifest without the fields only the
 * server and the docs read (tooling/vite/page-manifest.ts): the same entries, in the
 * same order, every other field as written.
 */
const repo = (path: string) => new URL(`../../${path}`, import.meta.url);

/** What the plugin hands the client build for the manifest, evaluated. */
async function clientManifest(): Promise<unknown> {
  const plugin = pageManifestPlugin();
  const load = plugin.load as (id: string) => string | undefined;
  const source = load(repo("app/lib/pages/manifest.ts").pathname);
  expect(source).toBeTypeOf("string");
  const url = `data:text/javascript;base64,${Buffer.from(source!).toString("base64")}`;
  return ((await import(/* @vite-ignore */ url)) as { PAGES: unknown }).PAGES;
}

describe("the page manifest in the browser", () => {
  it("has every entry, in order, with every field but the server-only ones", async () => {
    const pages = (await clientManifest()) as Record<string, unknown>[];
    expect(pages).toHaveLength(PAGES.length);
    pages.forEach((entry, i) => {
      const written: Record<string, unknown> = { ...PAGES[i] };
      for (const field of SERVER_ONLY_FIELDS) {
        expect(entry).not.toHaveProperty(field);
        delete written[field];
      }
      expect(entry).toEqual(written);
    });
    expect(browserPages(PAGES)).toEqual(pages);
  });

  it("is only the client's: other environments and modules load as written", () => {
    const plugin = pageManifestPlugin();
    const applies = plugin.applyToEnvironment as (env: {
      name: string;
    }) => boolean;
    expect(applies({ name: "client" })).toBe(true);
    expect(applies({ name: "ssr" })).toBe(false);
    const load = plugin.load as (id: string) => string | undefined;
    expect(load(repo("app/lib/pages/queries.ts").pathname)).toBeUndefined();
  });

  it("its server-only fields are read only by the sitemap and the docs generator", () => {
    const readers = readdirSync(repo("app"), {
      recursive: true,
      encoding: "utf8",
    })
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) => {
        const source = readFileSync(repo(`app/${file}`), "utf8");
        return SERVER_ONLY_FIELDS.some((field) =>
          new RegExp(`\\b(?:p|page|entry|route)\\.${field}\\b`).test(source),
        );
      })
      .sort();
    expect(readers).toEqual([
      "lib/pages/routes-doc.ts",
      "lib/pages/sitemap.ts",
    ]);
  });
});
