import { PAGES, type PageEntry } from "#app/lib/pages/manifest.ts";
import { pageCatalogAreas } from "#app/lib/pages/queries.ts";

/** The markers around the generated table in docs/routes.md. */
export const ROUTES_DOC_START =
  "<!-- The table below is generated from the page declarations, app/routes/*.page.ts: npm run pages -->";
export const ROUTES_DOC_END = "<!-- end of the generated table -->";

const code = (s: string) => `\`${s}\``;
const yes = (b: boolean) => (b ? "yes" : "no");

function shellCell(p: PageEntry): string {
  const off = [
    p.shell?.footer === false && "no footer",
    p.shell?.complianceDialog === false && "no compliance dialog",
  ].filter(Boolean);
  return off.length ? off.join(", ") : "all";
}

function row(p: PageEntry): string {
  const path = p.path.replace(":code", "<code>+");
  const module = p.document
    ? `${code(p.module)} (${code(p.document)})`
    : code(p.module);
  return [
    code(path),
    p.about,
    p.kind,
    module,
    pageCatalogAreas(p).map(code).join(", ") || "common",
    p.titleFrom,
    yes(p.sitemap),
    yes(p.card),
    shellCell(p),
    p.form ? code(`use-cases/${p.form}`) : "",
  ].join(" | ");
}

/** The page table of docs/routes.md, markers included. */
export function routesDocTable(): string {
  return [
    ROUTES_DOC_START,
    "",
    "| Path | Page | Kind | Module | Catalog areas | Title from | Sitemap | Share card | Shell | Form |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...PAGES.map((p) => `| ${row(p)} |`),
    "",
    ROUTES_DOC_END,
  ].join("\n");
}

/** `markdown` with its generated table replaced by the manifest's. */
export function withRoutesDocTable(markdown: string): string {
  const start = markdown.indexOf(ROUTES_DOC_START);
  const end = markdown.indexOf(ROUTES_DOC_END);
  if (start < 0 || end < start)
    throw new Error("docs/routes.md has lost the generated table's markers");
  return (
    markdown.slice(0, start) +
    routesDocTable() +
    markdown.slice(end + ROUTES_DOC_END.length)
  );
}
