/** Filters and paging shared by every console list and its CSV export. */
import type { ListQuery } from "#app/lib/db/index.ts";

/** One screen of rows: long enough to scan, short enough to stay fast. */
export const PAGE_SIZE = 25;
/** An export is one file an operator opens in a spreadsheet, not a backup (that is Time Travel). */
export const EXPORT_LIMIT = 10_000;
/** Room for any e-mail address (RFC 5321 caps a path at 254) plus slack; nobody types more. */
const MAX_QUERY_LENGTH = 320;

/** Reads ?status=&q=&page= leniently: anything unknown falls back to "all, page 1". */
export function parseListQuery(
  url: URL,
  statuses: readonly string[],
  { exporting = false }: { exporting?: boolean } = {},
): ListQuery {
  const status = url.searchParams.get("status");
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const page = Math.max(
    1,
    Math.floor(Number(url.searchParams.get("page"))) || 1,
  );
  return {
    status: status && statuses.includes(status) ? status : null,
    q,
    page: exporting ? 1 : page,
    limit: exporting ? EXPORT_LIMIT : PAGE_SIZE,
    offset: exporting ? 0 : (page - 1) * PAGE_SIZE,
  };
}

/** The same list's address with some parameters changed (paging links, export link). */
export function withParams(
  query: ListQuery,
  changes: Record<string, string | number | null>,
  path = "",
): string {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (query.q) params.set("q", query.q);
  if (query.page > 1) params.set("page", String(query.page));
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "" || (key === "page" && value === 1))
      params.delete(key);
    else params.set(key, String(value));
  }
  const search = params.toString();
  return `${path}${search ? `?${search}` : ""}`;
}
