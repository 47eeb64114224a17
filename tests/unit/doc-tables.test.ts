import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  DOC_TABLES,
  tableMarkdown,
  tableStart,
  withTable,
} from "../../tooling/docs/tables.ts";

const ROOT = join(import.meta.dirname, "../..");

describe("docs tables that copy code are generated from it", () => {
  it.each(DOC_TABLES.map((t) => [t.doc, t] as const))(
    "%s is what its code says",
    (doc, table) => {
      const path = join(ROOT, doc);
      // npm run docs:tables rewrites the tables first.
      if (process.env.UPDATE_DOC_TABLES === "1")
        writeFileSync(path, withTable(readFileSync(path, "utf8"), table));
      const text = readFileSync(path, "utf8");
      expect(text, `${doc} is stale: npm run docs:tables`).toBe(
        withTable(text, table),
      );
    },
  );

  it("catches a stale table: a changed cell differs from the generated one", () => {
    const [terms] = DOC_TABLES;
    const fresh = `intro\n\n${tableMarkdown(terms!)}\n\nafter\n`;
    expect(withTable(fresh, terms!)).toBe(fresh);
    const stale = fresh.replace("| 2026-", "| 2025-");
    expect(stale).not.toBe(fresh);
    expect(withTable(stale, terms!)).toBe(fresh);
    expect(() => withTable("no markers", terms!)).toThrow(/lost the markers/);
    expect(fresh).toContain(tableStart(terms!));
  });
});
