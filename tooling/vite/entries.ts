import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { parseSync, type Plugin } from "vite";

/** A feature's public entry: app/lib/<feature>/index.ts or index.server.ts. */
const ENTRY = /^#app\/lib\/([a-z0-9-]+)\/index(?:\.server)?\.ts$/;
/** Whether a module may import an entry at all: most modules are never parsed. */
const MENTIONS_ENTRY = /#app\/lib\/[a-z0-9-]+\/index(?:\.server)?\.ts/;

/** Where each name of an entry comes from: the module and its own name there. */
type Origins = Map<string, { from: string; name: string }>;

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * The names an entry re-exports (`export { a, b as c } from "…"`), or null
 * when it does anything else (an `export *`, a declaration of its own): then
 * its importers keep importing the entry. Parsed by Vite's own parser (oxc).
 */
export function entryOrigins(code: string): Origins | null {
  const { program } = parseSync("entry.ts", code);
  const origins: Origins = new Map();
  for (const statement of program.body) {
    if (statement.type !== "ExportNamedDeclaration" || !statement.source)
      return null;
    for (const specifier of statement.specifiers)
      origins.set(nameOf(specifier.exported), {
        from: statement.source.value,
        name: nameOf(specifier.local),
      });
  }
  return origins;
}

const nameOf = (name: { type: string; name?: string; value?: unknown }) =>
  String(name.type === "Literal" ? name.value : name.name);

/** One import or `export … from` of a module: its names and where it sits. */
type Statement = {
  keyword: "import" | "export";
  start: number;
  end: number;
  specifier: string;
  /** Each name: wanted from the module, bound (or exported) as, a type. */
  names: { wanted: string; local: string; type: boolean }[] | null;
};

/**
 * A module's imports and `export … from`s, read from the module record of
 * Vite's parser (oxc). `names` is null for what is not a list of names (a
 * default or namespace import, `export *`, a bare import).
 */
function statementsOf(code: string, file: string): Statement[] {
  const { module } = parseSync(file, code);
  const imports = module.staticImports.map((s): Statement => ({
    keyword: "import",
    start: s.start,
    end: s.end,
    specifier: s.moduleRequest.value,
    names:
      s.entries.length && s.entries.every((e) => e.importName.kind === "Name")
        ? s.entries.map((e) => ({
            wanted: e.importName.name!,
            local: e.localName.value,
            type: e.isType,
          }))
        : null,
  }));
  const reexports = module.staticExports.flatMap((s): Statement[] => {
    const from = s.entries[0]?.moduleRequest;
    // `export { a }` of an imported `a` names the import's module too, and
    // the import's place (an indirect export): a statement's own `from`
    // follows its names.
    if (!from || s.entries.some((e) => e.moduleRequest!.start < e.end))
      return [];
    return [
      {
        keyword: "export",
        start: s.start,
        end: s.end,
        specifier: from.value,
        names: s.entries.every(
          (e) => e.importName.kind === "Name" && e.exportName.kind === "Name",
        )
          ? s.entries.map((e) => ({
              wanted: e.importName.name!,
              local: e.exportName.name!,
              type: e.isType,
            }))
          : null,
      },
    ];
  });
  return [...imports, ...reexports].sort((a, b) => a.start - b.start);
}

/**
 * `code` with each named import (and `export … from`) of a feature's entry
 * replaced by imports of the modules that define the names. Line breaks are
 * kept, so the lines of the rest of the module do not move. Null when
 * nothing changes. `file` names the module's language (.ts or .tsx).
 */
export function lookThrough(
  code: string,
  originsOf: (specifier: string) => Origins | null,
  file = "module.tsx",
): string | null {
  if (!MENTIONS_ENTRY.test(code)) return null;
  const edits: { start: number; end: number; text: string }[] = [];
  for (const statement of statementsOf(code, file)) {
    const { keyword, specifier, names } = statement;
    if (!names || !ENTRY.test(specifier)) continue;
    const origins = originsOf(specifier);
    if (!origins) continue;
    // The names by the module that defines them; unknown ones stay with the entry.
    const byModule = new Map<string, { name: string; type: boolean }[]>();
    for (const { wanted, local, type } of names) {
      const origin = origins.get(wanted) ?? { from: specifier, name: wanted };
      byModule.set(origin.from, [
        ...(byModule.get(origin.from) ?? []),
        {
          name: origin.name === local ? local : `${origin.name} as ${local}`,
          type,
        },
      ]);
    }
    // Only types from a module: `import type`, which leaves nothing behind
    // (`import { type A }` would stay as a bare import of the module).
    const declarations = [...byModule].map(([from, names]) => {
      const types = names.every((n) => n.type);
      const list = names.map((n) =>
        !types && n.type ? `type ${n.name}` : n.name,
      );
      return `${keyword} ${types ? "type " : ""}{ ${list.join(", ")} } from ${JSON.stringify(from)};`;
    });
    const { start, end } = statement;
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
      const out = lookThrough(code, originsOf, file);
      return out === null ? null : { code: out, map: null };
    },
  };
}
