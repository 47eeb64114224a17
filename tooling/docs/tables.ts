/**
 * The tables in docs/ that copy code, generated from it: `npm run
 * docs:tables` rewrites them between their markers, and
 * tests/unit/doc-tables.test.ts fails when a committed one is stale (as
 * docs/routes.md's page table is, from app/lib/pages/routes-doc.ts). Edit the
 * code, never the table.
 */
import { ownName } from "#app/lib/i18n/languages.server.ts";
import { DEFAULT_LOCALE, LOCALES } from "#app/lib/i18n/locales.ts";
import { LOCALE_SCRIPTS } from "#app/lib/qr-kit/fonts.ts";
import {
  TERMS_COLUMNS,
  termsTableRows,
} from "#app/lib/money/terms/dated-terms.ts";

export interface DocTable {
  /** The document, from the repository root. */
  doc: string;
  /** The code the table copies, named in its start marker. */
  from: string;
  /** The header row, then one row per line of the table. */
  rows: () => readonly (readonly string[])[];
}

export const DOC_TABLES: readonly DocTable[] = [
  {
    doc: "docs/business-rules.md",
    from: "app/lib/money/terms/dated-terms.ts",
    rows: () => [TERMS_COLUMNS, ...termsTableRows()],
  },
  {
    doc: "docs/translation.md",
    from: "app/lib/i18n/locales.ts",
    rows: () => [
      [
        "Code (URL, catalog, cookie)",
        "`<html lang>`",
        "Direction",
        "Own name",
        "Script",
        "Reviewed",
      ],
      ...LOCALES.map((l) => [
        l.code === DEFAULT_LOCALE
          ? `\`${l.code}\` (source, unprefixed URLs)`
          : `\`${l.code}\``,
        `\`${l.htmlLang}\``,
        l.dir,
        ownName(l.code),
        LOCALE_SCRIPTS[l.code],
        l.code === DEFAULT_LOCALE ? "source" : l.reviewed ? "yes" : "no",
      ]),
    ],
  },
];

export const tableStart = (t: DocTable): string =>
  `<!-- The table below is generated from ${t.from}: npm run docs:tables -->`;
export const TABLE_END = "<!-- end of the generated table -->";

/** The table as Markdown, markers included; cells padded to their column's width. */
export function tableMarkdown(t: DocTable): string {
  const rows = t.rows();
  const widths = rows[0]!.map((_, i) =>
    Math.max(...rows.map((r) => [...r[i]!].length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => c + " ".repeat(widths[i]! - [...c].length)).join(" | ")} |`;
  return [
    tableStart(t),
    "",
    line(rows[0]!),
    line(widths.map((w) => "-".repeat(w))),
    ...rows.slice(1).map(line),
    "",
    TABLE_END,
  ].join("\n");
}

/** `markdown` with the table between its markers written from the code. */
export function withTable(markdown: string, t: DocTable): string {
  const start = markdown.indexOf(tableStart(t));
  const end = markdown.indexOf(TABLE_END, start);
  if (start < 0 || end < 0)
    throw new Error(
      `${t.doc} has lost the markers of the table from ${t.from}`,
    );
  return (
    markdown.slice(0, start) +
    tableMarkdown(t) +
    markdown.slice(end + TABLE_END.length)
  );
}
