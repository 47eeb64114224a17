import type { Messages } from "@lingui/core";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { AREA_NAMES } from "#app/lib/i18n/areas.ts";
import { loadMessages } from "#app/lib/i18n/catalog.ts";
import { fetchCatalog as fetchFromPo } from "#app/lib/i18n/catalog-source.ts";
import { LOCALE_CODES } from "#app/lib/i18n/locales.ts";
import { PSEUDO_CATALOG } from "#app/lib/i18n/pseudo.ts";
import { catalogAssetsPlugin } from "../../tooling/vite/catalog-assets";

/** What the client build writes, by path under build/client. */
const emitted = new Map<string, string>();
/** Paths the production Worker's ASSETS binding was asked for. */
const requested: string[] = [];

// The production Worker's source reads catalogs through env.ASSETS; here
// ASSETS answers from the files the plugin emitted.
vi.mock("cloudflare:workers", () => ({
  env: {
    ASSETS: {
      fetch: (url: string) => {
        const path = new URL(url).pathname;
        requested.push(path);
        const body = emitted.get(path.slice(1));
        return Promise.resolve(
          body === undefined
            ? new Response("Not found", { status: 404 })
            : new Response(body, {
                headers: { "Content-Type": "application/json" },
              }),
        );
      },
    },
  },
}));

// catalog.ts as the production build has it (tooling/vite/catalog-assets.ts).
vi.mock("#app/lib/i18n/catalog-source.ts", async (original) => ({
  ...(await original()),
  ...(await import("#app/lib/i18n/catalog-source.assets.ts")),
}));

const CATALOGS = [...LOCALE_CODES, PSEUDO_CATALOG];

type Hook = (this: unknown, ...args: unknown[]) => unknown;

beforeAll(async () => {
  const plugin = catalogAssetsPlugin();
  await (plugin.generateBundle as Hook).call({
    environment: { name: "client" },
    emitFile: (file: { fileName: string; source: string }) => {
      emitted.set(file.fileName, file.source);
    },
  });
}, 120_000);

describe("catalogs as static assets (production Worker)", () => {
  it("the client build writes every catalog of every locale, the same messages as the compiled PO module", async () => {
    expect(emitted.size).toBe(CATALOGS.length * AREA_NAMES.length);
    for (const catalog of CATALOGS)
      for (const area of AREA_NAMES) {
        const text = emitted.get(`_catalogs/${catalog}/${area}.json`);
        expect(text, `${catalog}/${area}`).toBeDefined();
        expect(JSON.parse(text!) as Messages, `${catalog}/${area}`).toEqual(
          await fetchFromPo(catalog, area),
        );
      }
  });

  it("the server reads a locale's own catalog once per isolate, and no other locale's", async () => {
    requested.length = 0;
    const [first, second] = await Promise.all([
      loadMessages("de", "landing"),
      loadMessages("de", "landing"),
    ]);
    expect(first).toBe(second);
    expect(await loadMessages("de", "landing")).toBe(first);
    expect(requested).toEqual(["/_catalogs/de/landing.json"]);
    expect(first).toEqual(await fetchFromPo("de", "landing"));
  });

  it("an unknown catalog fails without a read, and a failed read is retried", async () => {
    requested.length = 0;
    await expect(loadMessages("xx" as "de", "common")).rejects.toThrow(
      'No common catalog for locale "xx"',
    );
    expect(requested).toEqual([]);
    const kept = emitted.get("_catalogs/fr/forms.json")!;
    emitted.delete("_catalogs/fr/forms.json");
    await expect(loadMessages("fr", "forms")).rejects.toThrow("404");
    emitted.set("_catalogs/fr/forms.json", kept);
    expect(await loadMessages("fr", "forms")).toEqual(JSON.parse(kept));
    expect(requested).toEqual([
      "/_catalogs/fr/forms.json",
      "/_catalogs/fr/forms.json",
    ]);
  });

  it("only the production server build swaps the source", async () => {
    const plugin = catalogAssetsPlugin();
    const resolveId = async (command: string, environment: string) => {
      (plugin.configResolved as Hook).call(undefined, { command });
      return (plugin.resolveId as Hook).call(
        {
          environment: { name: environment },
          resolve: (source: string) =>
            Promise.resolve({
              id: new URL(
                "../../app/lib/i18n/catalog-source.ts",
                import.meta.url,
              ).pathname,
              source,
            }),
        },
        "./catalog-source",
        new URL("../../app/lib/i18n/catalog.ts", import.meta.url).pathname,
        {},
      );
    };
    expect(await resolveId("build", "ssr")).toMatch(
      /app\/lib\/i18n\/catalog-source\.assets\.ts$/,
    );
    expect(await resolveId("build", "client")).toBeUndefined();
    expect(await resolveId("serve", "ssr")).toBeUndefined();
  });
});
