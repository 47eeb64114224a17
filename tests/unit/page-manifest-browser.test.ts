import { readdirSync, readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import {
  browserDeclaration,
  pageManifestPlugin,
  SERVER_ONLY_FIELDS,
} from "../../tooling/vite/page-manifest.ts";

/**
 * The client build receives the page declarations (app/routes/<route>.page.ts)
 * without the fields only the server and the docs read
 * (tooling/vite/page-manifest.ts): every other property as written.
 */
const repo = (path: string) => new URL(`../../${path}`, import.meta.url);

const DECLARATIONS = readdirSync(repo("app/routes")).filter((name) =>
  name.endsWith(".page.ts"),
);

/** The names of every property in a source file, in order. */
function propertyNames(code: string): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isPropertyAssignment(node) ||
        ts.isShorthandPropertyAssignment(node)) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
    )
      names.push(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile("x.ts", code, ts.ScriptTarget.Latest, true));
  return names;
}

describe("the page declarations in the browser", () => {
  it("keep every property but the server-only ones, and still parse", () => {
    expect(DECLARATIONS.length).toBeGreaterThan(10);
    const serverOnly: readonly string[] = SERVER_ONLY_FIELDS;
    const seen = new Set<string>();
    for (const name of DECLARATIONS) {
      const code = readFileSync(repo(`app/routes/${name}`), "utf8");
      const stripped = browserDeclaration(code, name);
      const before = propertyNames(code);
      for (const field of before)
        if (serverOnly.includes(field)) seen.add(field);
      expect(propertyNames(stripped), name).toEqual(
        before.filter((field) => !serverOnly.includes(field)),
      );
      const parsed = ts.transpileModule(stripped, {
        reportDiagnostics: true,
        compilerOptions: { module: ts.ModuleKind.ESNext },
      });
      expect(parsed.diagnostics, name).toEqual([]);
    }
    // Every server-only field is declared somewhere, so each is really cut.
    expect([...seen].sort()).toEqual([...serverOnly].sort());
  });

  it("is only the client's, and only for declarations", () => {
    const plugin = pageManifestPlugin();
    const applies = plugin.applyToEnvironment as (env: {
      name: string;
    }) => boolean;
    expect(applies({ name: "client" })).toBe(true);
    expect(applies({ name: "ssr" })).toBe(false);
    const transform = plugin.transform as (
      code: string,
      id: string,
    ) => { code: string } | undefined;
    const code = 'export const x = { about: "a", path: "/" };';
    expect(
      transform(code, repo("app/routes/demo.page.ts").pathname)?.code,
    ).toBe('export const x = { path: "/" };');
    expect(
      transform(code, repo("app/routes/demo.tsx").pathname),
    ).toBeUndefined();
    expect(
      transform(code, repo("app/lib/pages/queries.ts").pathname),
    ).toBeUndefined();
  });

  it("its server-only fields are read only by the docs generator in app/", () => {
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
    expect(readers).toEqual(["lib/pages/routes-doc.ts"]);
  });
});
