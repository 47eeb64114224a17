import type { ReactNode } from "react";
import { Empty, Pager } from "#app/components/admin/list-controls.tsx";
import type { ListPage } from "#app/lib/db/index.ts";

/** The scrollable table and pager every operator list shares; each page renders only its own rows. */
export function ListTable<Row>({
  label,
  columns,
  numeric = [],
  page: { rows, query, total },
  renderRow,
  pagerExtra,
}: {
  /** Names the scrollable region for screen readers. */
  label: string;
  columns: readonly string[];
  /** Columns of counts, right-aligned. */
  numeric?: readonly string[];
  /** The screen of rows the loader read, with the query and the total it pages through. */
  page: ListPage<Row>;
  /** One `<tr>` (with its key) per row. */
  renderRow: (row: Row) => ReactNode;
  /** A list's own filters, kept on the paging links. */
  pagerExtra?: Record<string, string | null>;
}) {
  return (
    <>
      <AdminTable label={label} columns={columns} numeric={numeric}>
        {rows.length === 0 && <Empty colSpan={columns.length} />}
        {rows.map(renderRow)}
      </AdminTable>
      <Pager query={query} total={total} extra={pagerExtra} />
    </>
  );
}

/** An operator's scrollable table: its column headings (counts right-aligned) over the rows it is given. */
export function AdminTable({
  label,
  columns,
  numeric = [],
  children,
}: {
  /** Names the scrollable region for screen readers. */
  label: string;
  columns: readonly string[];
  /** Columns of counts, right-aligned. */
  numeric?: readonly string[];
  /** The rows, each a `<tr>` with its key. */
  children: ReactNode;
}) {
  return (
    <div
      className="admin-table-wrap"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="admin-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c}
                scope="col"
                className={numeric.includes(c) ? "num" : undefined}
              >
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
