import { describe, expect, it } from "vitest";
import { entryOrigins, lookThrough } from "../../tooling/vite/entries";

/**
 * The build looks through a feature's entry (tooling/vite/entries.ts): an
 * import of `#app/lib/<feature>/index.ts` becomes imports of the modules
 * that define the names, so a chunk carries only what it uses.
 */
const ENTRY = `/** The feature. */
export { a, b } from "#app/lib/f/one.ts";
export { type T, c } from "#app/lib/f/two.ts";
export type { U } from "#app/lib/f/three.ts";
`;
const origins = entryOrigins(ENTRY)!;
const read = (specifier: string) =>
  specifier === "#app/lib/f/index.ts" ? origins : null;

describe("looking through a feature's entry", () => {
  it("reads where each name of an entry comes from", () => {
    expect(origins.get("c")).toEqual({ from: "#app/lib/f/two.ts", name: "c" });
    expect(origins.get("U")).toEqual({
      from: "#app/lib/f/three.ts",
      name: "U",
    });
    // An entry that does more than re-export by name is left as it is.
    expect(entryOrigins('export * from "#app/lib/f/one.ts";')).toBeNull();
    expect(entryOrigins("export const x = 1;")).toBeNull();
  });

  it("imports each name from its module, keeping aliases, types and the lines", () => {
    const code = `import {
  a,
  c as see,
  type T,
  type U,
} from "#app/lib/f/index.ts";
import type { T as Tee } from "#app/lib/f/index.ts";
export { b } from "#app/lib/f/index.ts";
import { other } from "#app/lib/g/index.ts";
const x = a + see;
`;
    const out = lookThrough(code, read)!;
    expect(out).toContain('import { a } from "#app/lib/f/one.ts";');
    expect(out).toContain(
      'import { c as see, type T } from "#app/lib/f/two.ts";',
    );
    // Types alone are an `import type`: a bare import would load the module.
    expect(out).toContain('import type { U } from "#app/lib/f/three.ts";');
    expect(out).toContain('import type { T as Tee } from "#app/lib/f/two.ts";');
    expect(out).toContain('export { b } from "#app/lib/f/one.ts";');
    // An entry it cannot read stays, and the rest of the module keeps its lines.
    expect(out).toContain('import { other } from "#app/lib/g/index.ts";');
    expect(out.split("\n").indexOf("const x = a + see;")).toBe(
      code.split("\n").indexOf("const x = a + see;"),
    );
  });

  it("leaves a name the entry does not list with the entry, and other modules alone", () => {
    expect(lookThrough('import { zz } from "#app/lib/f/index.ts";', read)).toBe(
      'import { zz } from "#app/lib/f/index.ts";',
    );
    expect(
      lookThrough('import { a } from "#app/lib/f/one.ts";', read),
    ).toBeNull();
    // `export { b }` of an imported name is no `export … from`: only the
    // import moves.
    expect(
      lookThrough(
        'import { b } from "#app/lib/f/index.ts";\nexport { b };\n',
        read,
        "module.ts",
      ),
    ).toBe('import { b } from "#app/lib/f/one.ts";\nexport { b };\n');
  });
});
