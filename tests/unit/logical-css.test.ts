import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const DIR = new URL("../../app/styles/", import.meta.url);

/** Declarations that fix a side instead of following the text direction. */
const PHYSICAL =
  /(?:^|[\s;{])(?:(?:margin|padding|border)-(?:left|right)(?:-[a-z]+)?|left|right)\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right)\b/;

describe("styles follow the text direction (Arabic pages mirror)", () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith(".css"));

  it("covers every stylesheet", () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)("%s uses logical properties only", (file) => {
    const css = readFileSync(new URL(file, DIR), "utf8").replace(
      /\/\*[\s\S]*?\*\//g,
      "",
    );
    const offending = css
      .split("\n")
      .map((line, i) => `${i + 1}: ${line.trim()}`)
      .filter((line) => PHYSICAL.test(` ${line.slice(line.indexOf(":") + 1)}`));
    expect(offending).toEqual([]);
  });

  it("would notice a physical property", () => {
    for (const bad of [
      "a { padding-left: 2px }",
      "a { left: 0 }",
      "a { text-align: right }",
      "a { border-right-color: red }",
    ])
      expect(PHYSICAL.test(bad)).toBe(true);
    for (const good of [
      "a { padding-inline-start: 2px }",
      "a { inset-inline-start: 0 }",
      "a { text-align: start }",
      "a { scroll-padding-bottom: 1px }",
    ])
      expect(PHYSICAL.test(good)).toBe(false);
  });
});
