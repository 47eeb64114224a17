import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { ListQuery } from "#app/lib/db/index.ts";
import { PAGE_SIZE, withParams } from "#app/lib/admin/index.ts";
import { QR_KIT } from "#app/content/qr-kit.ts";
import { QR_KIT_FORMATS, qrKitPath } from "#app/lib/qr-kit/index.ts";

/** Status and text filters as a plain GET form, so they work without JavaScript. */
export function FilterBar({
  query,
  statuses,
  statusLabel = "Status",
  searchLabel = "Search",
  exportHref,
  exportExtra = {},
  children,
}: {
  query: ListQuery;
  statuses: readonly string[];
  statusLabel?: string;
  searchLabel?: string;
  exportHref: string;
  /** A list's own filters, kept on the export link. */
  exportExtra?: Record<string, string | null>;
  /** Further filters of one list, inside the same form. */
  children?: ReactNode;
}) {
  return (
    <div className="admin-filters">
      <Form method="get" className="admin-filter-form">
        {statuses.length > 0 && (
          <label>
            {statusLabel}
            <select name="status" defaultValue={query.status ?? ""}>
              <option value="">All</option>
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
        )}
        {children}
        <label>
          {searchLabel}
          <input type="search" name="q" defaultValue={query.q} />
        </label>
        <button type="submit">Filter</button>
      </Form>
      <a
        className="admin-export"
        href={exportHref + withParams({ ...query, page: 1 }, exportExtra)}
        download
      >
        Export CSV
      </a>
    </div>
  );
}

export function Pager({
  query,
  total,
  extra = {},
}: {
  query: ListQuery;
  total: number;
  /** A list's own filters, kept on the paging links. */
  extra?: Record<string, string | null>;
}) {
  const first = total ? query.offset + 1 : 0;
  const last = Math.min(query.offset + PAGE_SIZE, total);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <nav className="admin-pager" aria-label="Pages">
      <p>
        {first}–{last} of {total}
      </p>
      {query.page > 1 && (
        <Link
          to={withParams(query, { ...extra, page: query.page - 1 })}
          rel="prev"
        >
          Previous
        </Link>
      )}
      <span>
        Page {query.page} of {pages}
      </span>
      {query.page < pages && (
        <Link
          to={withParams(query, { ...extra, page: query.page + 1 })}
          rel="next"
        >
          Next
        </Link>
      )}
    </nav>
  );
}

/** The outcome of the last action, announced to screen readers. */
export function Flash({
  result,
}: {
  result?: { ok: boolean; message: string };
}) {
  if (!result) return null;
  return (
    <p
      className={result.ok ? "admin-flash ok" : "admin-flash error"}
      role={result.ok ? "status" : "alert"}
    >
      {result.message}
    </p>
  );
}

export function StatusBadge({ status }: { status: string | null }) {
  if (!status) return <span className="admin-badge">none</span>;
  return (
    <span className={`admin-badge status-${status.replaceAll(" ", "-")}`}>
      {status}
    </span>
  );
}

export function Empty({ colSpan }: { colSpan: number }) {
  return (
    <tr>
      <td colSpan={colSpan} className="admin-empty">
        Nothing matches these filters.
      </td>
    </tr>
  );
}

/** A code linked to its report, with its status; a dash when there is none yet. */
/** An active code's print-ready QR kit, to hand to its issuer (docs/api.md). */
function QrKitCell({ code }: { code: string }) {
  return (
    <p className="admin-note admin-qr-kit">
      {QR_KIT.consoleHeading}{" "}
      {QR_KIT_FORMATS.map((format, i) => (
        <span key={format}>
          {i > 0 && " · "}
          <a
            href={qrKitPath(code, format)}
            download={QR_KIT.fileName(code, format)}
            aria-label={QR_KIT.linkLabel(format.toUpperCase(), code)}
          >
            {format.toUpperCase()}
          </a>
        </span>
      ))}
    </p>
  );
}

export function CodeCell({
  code,
  status,
}: {
  code: string | null;
  status: string | null;
}) {
  if (!code) return <td>—</td>;
  return (
    <td>
      <a href={`/admin/reports/${code}`}>{code}</a>{" "}
      <StatusBadge status={status} />
      {status === "active" && <QrKitCell code={code} />}
    </td>
  );
}
