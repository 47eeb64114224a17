import { describe, expect, it } from "vitest";
import {
  dynamicImportsPlugin,
  dynamicImportStylesheets,
  PLAIN_PRELOAD_HELPER,
  PRELOAD_HELPER_ID,
} from "../../tooling/vite/dynamic-imports.ts";

/** A chunk of the client bundle as the plugin reads it. */
const chunk = (
  imports: string[],
  dynamicImports: string[] = [],
  css: string[] = [],
) => ({
  type: "chunk" as const,
  imports,
  dynamicImports,
  viteMetadata: { importedCss: new Set(css) },
});

type Hook<A extends unknown[], R> = { handler: (...args: A) => R };

describe("the client's dynamic imports (tooling/vite/dynamic-imports.ts)", () => {
  it("load Vite's helper as one that runs the import and no more", async () => {
    const plugin = dynamicImportsPlugin();
    const load = plugin.load as unknown as Hook<[string], string>;
    expect(load.handler(PRELOAD_HELPER_ID)).toBe(PLAIN_PRELOAD_HELPER);
    const url = `data:text/javascript,${encodeURIComponent(PLAIN_PRELOAD_HELPER)}`;
    const { __vitePreload } = (await import(/* @vite-ignore */ url)) as {
      __vitePreload: (load: () => Promise<string>) => Promise<string>;
    };
    await expect(__vitePreload(() => Promise.resolve("module"))).resolves.toBe(
      "module",
    );
    // Without preloading, Vite hands the helper the stylesheets alone.
    const config = (plugin.config as () => unknown)();
    expect(config).toEqual({
      environments: { client: { build: { modulePreload: false } } },
    });
  });

  it("find no stylesheet when no dynamically imported chunk brings one", () => {
    expect(
      dynamicImportStylesheets({
        "home.js": chunk(["shell.js"], ["notice.js"]),
        "notice.js": chunk(["shell.js", "syntax.js"]),
        "shell.js": chunk([]),
        "syntax.js": chunk([]),
        // Statically imported styles are the page's own, not the helper's.
        "player.js": chunk([], [], ["media.css"]),
        "media-page.js": chunk(["player.js"]),
      }),
    ).toEqual([]);
  });

  it("name a stylesheet a dynamic import brings, itself or through its imports", () => {
    const bundle = {
      "home.js": chunk(["shell.js"], ["notice.js"]),
      "notice.js": chunk(["player.js"]),
      "player.js": chunk([], [], ["media.css"]),
      "shell.js": chunk([]),
    };
    expect(dynamicImportStylesheets(bundle)).toEqual([
      "home.js → notice.js: media.css",
    ]);
    const errors: string[] = [];
    const generateBundle = dynamicImportsPlugin().generateBundle as (
      this: { error: (message: string) => never },
      options: unknown,
      bundle: unknown,
    ) => void;
    expect(() =>
      generateBundle.call(
        {
          error: (message) => {
            errors.push(message);
            throw new Error(message);
          },
        },
        {},
        bundle,
      ),
    ).toThrow(/brings a stylesheet/);
    expect(errors[0]).toContain("media.css");
  });
});
