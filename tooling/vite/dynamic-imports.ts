import type { Plugin } from "vite";

/** The module Vite's build wraps every dynamic `import()` of the client in. */
export const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";

/**
 * The helper without preloading: it runs the import. With
 * `build.modulePreload: false` Vite hands it only the imported chunk's
 * stylesheets, and the build fails if there are any (see below).
 */
export const PLAIN_PRELOAD_HELPER =
  "export const __vitePreload = (load) => load();\n";

interface BundleChunk {
  type: "chunk" | "asset";
  imports?: readonly string[];
  dynamicImports?: readonly string[];
  viteMetadata?: { importedCss: ReadonlySet<string> };
}

/**
 * The stylesheets each dynamic import would bring (its chunk and that
 * chunk's static imports), by importer and imported chunk: what Vite's
 * own helper would add to the page, and the plain one cannot.
 */
export function dynamicImportStylesheets(
  bundle: Record<string, BundleChunk>,
): string[] {
  const found: string[] = [];
  for (const [importer, chunk] of Object.entries(bundle))
    for (const imported of chunk.dynamicImports ?? []) {
      const seen = new Set<string>();
      const stack = [imported];
      while (stack.length) {
        const file = stack.pop()!;
        if (seen.has(file)) continue;
        seen.add(file);
        const dep = bundle[file];
        for (const css of dep?.viteMetadata?.importedCss ?? [])
          found.push(`${importer} → ${imported}: ${css}`);
        stack.push(...(dep?.imports ?? []));
      }
    }
  return found;
}

/**
 * The client's dynamic imports without Vite's preload helper
 * (docs/decisions/client-chunks.md). Vite wraps each `import()` in a helper
 * that announces the imported chunk's own imports ahead and adds its
 * stylesheets; the landing page has one such import (the answer to a code
 * in the address), so the helper, 0.6 KB gzip, travelled in the shell every
 * page loads. The few lazily loaded modules (that answer, the forms'
 * validation, pdf.js, the kit's fonts) now fetch their imports when they
 * run. None brings a stylesheet: the build fails if one ever does, since the
 * plain helper would leave it out.
 */
export function dynamicImportsPlugin(): Plugin {
  return {
    name: "nirvana-dynamic-imports",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    config: () => ({
      environments: { client: { build: { modulePreload: false } } },
    }),
    load: {
      filter: {
        id: new RegExp(`^${PRELOAD_HELPER_ID.replace(/\./g, "\\.")}$`),
      },
      handler: () => PLAIN_PRELOAD_HELPER,
    },
    generateBundle(_options, bundle) {
      const stylesheets = dynamicImportStylesheets(
        bundle as unknown as Record<string, BundleChunk>,
      );
      if (stylesheets.length)
        this.error(
          `A dynamically imported module brings a stylesheet, which the plain preload helper (tooling/vite/dynamic-imports.ts) does not add: ${stylesheets.join(", ")}`,
        );
    },
  };
}
