import fs from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import type { Plugin } from "vite";

/** A feature's public entry: app/lib/<feature>/index.ts or index.server.ts. */
const ENTRY = /^#app\/lib\/([a-z0-9-]+)\/index(?:\.server)?\.ts$/;

/** Where each name of an entry comes from: the module and its own name there. */
type Origins = Map<string, { from: string; name: string }>;

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * The names an entry re-exports (`export { a, b as c } from "…"`), or null
 * when it does anything else (an `export *`, a declaration of its own): then
 * its importers keep importing the entry.
 */
export function entryOrigins(code: string): Origins | null {
  const source = ts.createSourceFile("entry.ts", code, ts.ScriptTarget.Latest);
  const origins: Origins = new Map();
  for (const statement of source.statements) {
    if (
      !ts.isExportDeclaration(statement) ||
      !statement.moduleSpecifier ||
      !ts.isStringLiteral(statement.moduleSpecifier) ||
      !statement.exportClause ||
      !ts.isNamedExports(statement.exportClause)
    )
      return null;
    for (const element of statement.exportClause.elements)
      origins.set(element.name.text, {
        from: statement.moduleSpecifier.text,
        name: (element.propertyName ?? element.name).text,
      });
  }
  return origins;
}

/**
 * `code` with each named import (and `export … from`) of a feature's entry
 * replaced by imports of the modules that define the names. Line breaks are
 * kept, so the lines of the rest of the module do not move. Null when
 * nothing changes.
 */
export function lookThrough(
  code: string,
  originsOf: (specifier: string) => Origins | null,
): string | null {
  if (!code.includes("/index")) return null;
  const source = ts.createSourceFile(
    "module.tsx",
    code,
    ts.ScriptTarget.Latest,
  );
  const edits: { start: number; end: number; text: string }[] = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    if (!ENTRY.test(specifier.text)) continue;
    const origins = originsOf(specifier.text);
    if (!origins) continue;
    let typeOnly: boolean;
    let elements: readonly ts.ImportSpecifier[] | readonly ts.ExportSpecifier[];
    if (isImport) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      if (!clause || clause.name || !bindings || !ts.isNamedImports(bindings))
        continue;
      typeOnly = clause.isTypeOnly;
      elements = bindings.elements;
    } else {
      const clause = statement.exportClause;
      if (!clause || !ts.isNamedExports(clause)) continue;
      typeOnly = statement.isTypeOnly;
      elements = clause.elements;
    }
    // The names by the module that defines them; unknown ones stay with the entry.
    const byModule = new Map<string, { name: string; type: boolean }[]>();
    for (const element of elements) {
      const wanted = (element.propertyName ?? element.name).text;
      const origin = origins.get(wanted) ?? {
        from: specifier.text,
        name: wanted,
      };
      const local = element.name.text;
      byModule.set(origin.from, [
        ...(byModule.get(origin.from) ?? []),
        {
          name: origin.name === local ? local : `${origin.name} as ${local}`,
          type: typeOnly || element.isTypeOnly,
        },
      ]);
    }
    const keyword = isImport ? "import" : "export";
    // Only types from a module: `import type`, which leaves nothing behind
    // (`import { type A }` would stay as a bare import of the module).
    const declarations = [...byModule].map(([from, names]) => {
      const types = names.every((n) => n.type);
      const list = names.map((n) =>
        !types && n.type ? `type ${n.name}` : n.name,
      );
      return `${keyword} ${types ? "type " : ""}{ ${list.join(", ")} } from ${JSON.stringify(from)};`;
    });
    const start = statement.getStart(source);
    const end = statement.getEnd();
    const lines = code.slice(start, end).split("\n").length - 1;
    edits.push({
      start,
      end,
      text: declarations.join(" ") + "\n".repeat(lines),
    });
  }
  if (!edits.length) return null;
  let out = code;
  for (const edit of edits.reverse())
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/**
 * Reads an entry's names for `lookThrough`, once per version of the file.
 */
export function entryReader(): (specifier: string) => Origins | null {
  const cache = new Map<string, { mtime: number; origins: Origins | null }>();
  return (specifier: string) => {
    const file = `${ROOT}app/${specifier.slice("#app/".length)}`;
    let mtime: number;
    try {
      mtime = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const known = cache.get(file);
    if (known?.mtime === mtime) return known.origins;
    const origins = entryOrigins(fs.readFileSync(file, "utf8"));
    cache.set(file, { mtime, origins });
    return origins;
  };
}

/**
 * Features' public entries looked through (README.md "Architecture",
 * docs/decisions/client-chunks.md). Code outside a folder of app/lib imports
 * its entry, which the lint holds it to; this plugin hands the bundler the
 * modules the names come from instead, so a page's chunks, the Worker's
 * lazily loaded parts and the tests load and run exactly the modules they
 * use, in the order they did before the entries existed: an entry adds no
 * module to a chunk, no import to the chunking's count of the routes that
 * share a module (tooling/vite/chunks.ts) and no cycle between folders.
 */
export function entriesPlugin(): Plugin {
  const originsOf = entryReader();
  return {
    name: "nirvana-entries",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0]!;
      if (!file.startsWith(ROOT) || !/\.tsx?$/.test(file)) return null;
      if (file.includes("/node_modules/")) return null;
      const out = lookThrough(code, originsOf);
      return out === null ? null : { code: out, map: null };
    },
  };
}
