import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { entryReader, lookThrough } from "../../tooling/vite/entries";

/**
 * What an isolate that starts for a QR scan evaluates: the modules
 * workers/app.ts reaches through static imports (docs/decisions/cold-start.md).
 * Read from the sources, so a static import of something heavy fails here
 * before any build.
 */
const ROOT = resolve(__dirname, "../..");
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

const entryNames = entryReader();

/**
 * Non-type imports of a module: static ones and import() ones, as the
 * bundler sees them: through a feature's entry to the modules it names
 * (tooling/vite/entries.ts).
 */
function importsOf(file: string) {
  const written = readFileSync(file, "utf8");
  const source = lookThrough(written, entryNames, file) ?? written;
  const staticImports = [
    ...source.matchAll(
      /^(?:import|export)\s+(?!type\b)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm,
    ),
  ].map((m) => m[1]);
  const dynamicImports = [
    ...source.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g),
  ].map((m) => m[1]);
  return { staticImports, dynamicImports };
}

/** A source file for a relative, "#app/" or "~/" specifier, else the package specifier. */
function resolveSpecifier(from: string, specifier: string): string {
  const app = /^(#app|~)\//.exec(specifier);
  const base = app
    ? join(ROOT, "app", specifier.slice(app[0].length))
    : specifier.startsWith(".")
      ? resolve(dirname(from), specifier)
      : null;
  // A package keeps its subpath: "hono/factory" is not all of "hono".
  if (base === null) return specifier;
  const file = EXTENSIONS.map((ext) => base + ext).find(
    (f) => existsSync(f) && statSync(f).isFile(),
  );
  return file ?? base;
}

/** Every module (files relative to the root, packages as imported) reachable from `entry`. */
function reachable(entry: string, { dynamic }: { dynamic: boolean }) {
  const seen = new Set<string>();
  const queue = [join(ROOT, entry)];
  while (queue.length) {
    const file = queue.pop()!;
    const name = file.startsWith(ROOT) ? relative(ROOT, file) : file;
    if (seen.has(name)) continue;
    seen.add(name);
    if (!/\.tsx?$/.test(file) || !existsSync(file)) continue;
    const { staticImports, dynamicImports } = importsOf(file);
    for (const specifier of dynamic
      ? [...staticImports, ...dynamicImports]
      : staticImports)
      queue.push(resolveSpecifier(file, specifier));
  }
  return seen;
}

describe("the Worker's entry module", () => {
  const atStart = reachable("workers/app.ts", { dynamic: false });

  it("is what a QR scan needs: the redirect, no renderer, no React, no zod", () => {
    expect(atStart).toContain("workers/redirect.ts");
    for (const heavy of [
      "@resvg/resvg-wasm",
      "pdf-lib",
      "react",
      "react-dom",
      "react-router",
      "zod",
      "hono",
      // Hono's helper imports Hono itself: the bundle would load all of it.
      "hono/factory",
      // The QR encoder: the entry needs only the host rule (app/lib/platform/own-host.ts).
      "qrcode-generator",
      "app/lib/trust-codes/qr.ts",
      "workers/api/index.ts",
      "workers/pages.ts",
      "workers/site.ts",
      "workers/render/index.ts",
      "workers/render/png.ts",
      "app/lib/qr-kit/pdf.ts",
      "workers/scheduled.ts",
      "workers/scans/consumer.ts",
    ])
      expect(atStart, heavy).not.toContain(heavy);
  });

  it("reaches the rest of the site only through import() on first use", () => {
    const all = reachable("workers/app.ts", { dynamic: true });
    for (const lazy of [
      "workers/site.ts",
      "workers/api/index.ts",
      "workers/pages.ts",
      "workers/scheduled.ts",
      "workers/scans/consumer.ts",
      "zod",
      "react-router",
    ])
      expect(all, lazy).toContain(lazy);
  });

  it("never bundles the renderer: share cards and PDFs come over the RENDERER binding", () => {
    const all = reachable("workers/app.ts", { dynamic: true });
    for (const renderer of [
      "@resvg/resvg-wasm",
      "pdf-lib",
      "workers/render/index.ts",
      "workers/render/png.ts",
      "app/lib/qr-kit/pdf.ts",
    ])
      expect(all, renderer).not.toContain(renderer);
    expect(all).toContain("workers/render/client.ts");
  });

  it("the renderer Worker holds the wasm and the PDF writer", () => {
    const renderer = reachable("workers/render/index.ts", { dynamic: true });
    for (const module of [
      "@resvg/resvg-wasm",
      "pdf-lib",
      "app/lib/qr-kit/pdf.ts",
    ])
      expect(renderer, module).toContain(module);
  });
});
