import ts from "typescript";
import type { Plugin } from "vite";

/**
 * Fields of a page declaration (app/lib/pages/declare.ts) that only the
 * server, the docs and the share-card worker read: docs/routes.md
 * (app/lib/pages/routes-doc.ts) and workers/og/page-titles.ts. The browser
 * never needs them, and a card title's lazy import of the page's content
 * would give every page's shell a chunk map it never uses.
 */
export const SERVER_ONLY_FIELDS = ["about", "form", "cardTitle"] as const;

/** A page's declaration beside its route: app/routes/<route>.page.ts. */
export const PAGE_DECLARATION = /[\\/]app[\\/]routes[\\/][a-z0-9-]+\.page\.ts$/;

/**
 * A declaration's source without its server-only fields: each such
 * property, with its comments and trailing comma, cut out of the text.
 */
export function browserDeclaration(code: string, filename: string): string {
  const serverOnly: readonly string[] = SERVER_ONLY_FIELDS;
  const source = ts.createSourceFile(filename, code, ts.ScriptTarget.Latest);
  const cuts: [number, number][] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isPropertyAssignment(node) ||
        ts.isShorthandPropertyAssignment(node)) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      serverOnly.includes(node.name.text)
    ) {
      let end = node.end;
      while (/\s/.test(code[end] ?? "")) end++;
      if (code[end] === ",") end++;
      cuts.push([node.getFullStart(), end]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = code;
  for (const [from, to] of cuts.reverse())
    out = out.slice(0, from) + out.slice(to);
  return out;
}

/**
 * The client build's page declarations (app/routes/<route>.page.ts) without
 * the fields only the server and the docs read
 * (docs/decisions/client-chunks.md). The server build, the docs generator
 * and the tests read them as written.
 */
export function pageManifestPlugin(): Plugin {
  return {
    name: "nirvana-page-manifest",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      const file = id.split("?")[0]!;
      if (!PAGE_DECLARATION.test(file)) return;
      return { code: browserDeclaration(code, file), map: null };
    },
  };
}
