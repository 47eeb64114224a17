// One way to name app code, wherever the importer stands (app/, workers/,
// tests/, scripts/, bench/): `#app/<path>` with its extension, the `imports`
// field of package.json that TypeScript, Vite, vitest, Playwright and Node
// all read. A moved file then changes its importers by one search, and an
// import says where it points without counting "../". React Router's
// generated `./+types/<route>` stays relative: it exists only beside the
// route (tsconfig `rootDirs`).
//
// A local rule rather than eslint-plugin-no-relative-import-paths: that
// plugin drops no extension in, sees neither `export … from` nor `import()`,
// checks no importer outside its root, and would rewrite `./+types/…`.
import type { Rule } from "eslint";
import fs from "node:fs";
import path from "node:path";

const CANDIDATES = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
// Imports the bundler answers with something other than the module itself.
const QUERY = /(?<!^)[?#].*$/;

const isFile = (file: string) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** The repository path (with its extension) a specifier names, or null. */
function resolveFile(absolute: string): string | null {
  for (const ending of CANDIDATES)
    if (isFile(absolute + ending)) return absolute + ending;
  return null;
}

/**
 * The `#app/…` spelling a specifier should have, or null when it has it
 * already or does not point into app/.
 */
export function appSpecifier(
  specifier: string,
  importer: string,
  root: string,
): string | null {
  const query = specifier.match(QUERY)?.[0] ?? "";
  const bare = specifier.slice(0, specifier.length - query.length);
  let absolute: string;
  if (bare.startsWith("#app/"))
    absolute = path.join(root, "app", bare.slice(5));
  else if (bare.startsWith("./") || bare.startsWith("../")) {
    if (bare.includes("/+types/")) return null;
    absolute = path.resolve(path.dirname(importer), bare);
  } else return null;
  const app = path.join(root, "app") + path.sep;
  if (!absolute.startsWith(app)) return null;
  const file = resolveFile(absolute);
  if (!file) return null;
  const wanted = `#app/${path.relative(app, file).split(path.sep).join("/")}${query}`;
  return wanted === specifier ? null : wanted;
}

const appImport: Rule.RuleModule = {
  meta: {
    type: "suggestion",
    fixable: "code",
    docs: {
      description:
        "App code is imported as #app/<path> with its extension, from anywhere.",
    },
    schema: [],
    messages: { style: "Import app code as {{wanted}}." },
  },
  create(context) {
    const root = context.cwd;
    const importer = context.filename;
    const check = (source: unknown) => {
      const node = source as { type?: string; value?: unknown } | null;
      if (!node || node.type !== "Literal" || typeof node.value !== "string")
        return;
      const wanted = appSpecifier(node.value, importer, root);
      if (!wanted) return;
      context.report({
        node: node as Rule.Node,
        messageId: "style",
        data: { wanted },
        fix: (fixer) => {
          const raw = context.sourceCode.getText(node as Rule.Node);
          return fixer.replaceText(
            node as Rule.Node,
            `${raw[0]}${wanted}${raw[raw.length - 1]}`,
          );
        },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // `typeof import("…")` in a type.
      TSImportType: (node: Rule.Node) => {
        const type = node as unknown as {
          source?: unknown;
          argument?: { literal?: unknown };
        };
        check(type.source ?? type.argument?.literal);
      },
      // vi.mock("…") and vi.importActual("…") name modules too.
      CallExpression: (node) => {
        const callee = node.callee;
        if (
          callee.type === "MemberExpression" &&
          callee.object.type === "Identifier" &&
          callee.object.name === "vi"
        )
          check(node.arguments[0]);
      },
    };
  },
};

export const importStylePlugin = { rules: { "app-import": appImport } };
