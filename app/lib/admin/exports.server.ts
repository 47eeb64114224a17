import {
  listScanBreakdown,
  listScanMonths,
} from "#app/lib/admin/activity.server.ts";
import { identityFilter } from "#app/lib/admin/identity-filter.ts";
import {
  listApplications,
  listAudit,
  listIssuers,
  listOutbox,
  listCodes,
  listRequests,
} from "#app/lib/db/index.server.ts";
import { csvResponse, toCsv, type CsvColumn } from "#app/lib/platform/index.ts";
import {
  type ListPage,
  type ListQuery,
  ACTIVITY_STATUSES,
  BILLING_EVENT_STATUSES,
  CODE_STATUSES,
  OUTBOX_STATUSES,
  REQUEST_STATUSES,
} from "#app/lib/db/index.ts";
import { parseListQuery } from "#app/lib/admin/lists.ts";
import { listMembers } from "#app/lib/money/index.server.ts";
import { listBillingEvents } from "#app/lib/money/index.server.ts";

interface Export<T> {
  statuses: readonly string[];
  /** `url` carries a list's own filters (the issuers' ?identity=). */
  list: (query: ListQuery, url: URL) => Promise<ListPage<T>>;
  columns: CsvColumn<T>[];
}

/** Column helper: header text and the row field it shows. */
function cols<T>(pairs: [string, keyof T][]): CsvColumn<T>[] {
  return pairs.map(([header, key]) => ({ header, value: (row) => row[key] }));
}

const flagged = (status: string) => (status === "active" ? "" : "flagged");

/** Each console list as CSV, filtered exactly as on screen. */
const EXPORTS = {
  requests: {
    statuses: REQUEST_STATUSES,
    list: listRequests,
    columns: cols([
      ["id", "id"],
      ["organisation", "organization_name"],
      ["website", "website"],
      ["country", "country"],
      ["vertical", "vertical"],
      ["audience_size", "audience_size"],
      ["contact_name", "contact_name"],
      ["email", "email"],
      ["timeframe", "timeframe"],
      ["status", "status"],
      ["created_at", "created_at"],
      ["reviewed_at", "reviewed_at"],
      ["reviewed_by", "reviewed_by"],
      ["rejection_reason", "rejection_reason"],
      ["trust_code", "trust_code"],
      ["code_status", "code_status"],
    ]),
  },
  issuers: {
    statuses: CODE_STATUSES,
    list: (query: ListQuery, url: URL) =>
      listIssuers(query, identityFilter(url)),
    columns: cols([
      ["id", "id"],
      ["full_name", "full_name"],
      ["email", "email"],
      ["country", "country_of_residence"],
      ["payout_method", "payout_method"],
      ["status", "status"],
      ["created_at", "created_at"],
      ["verified_at", "verified_at"],
      ["code", "code"],
      ["code_status", "code_status"],
    ]),
  },
  applications: {
    statuses: ACTIVITY_STATUSES,
    list: listApplications,
    columns: [
      ...cols([
        ["id", "id"],
        ["code", "code"],
        ["code_status", "code_status"],
        ["country", "country"],
        ["applied_at", "applied_at"],
      ] as const satisfies [string, string][]),
      {
        header: "flag",
        value: (r: { code_status: string }) => flagged(r.code_status),
      },
    ],
  },
  // Monthly breakdown by source, campaign, country and surface (bots apart).
  scans: {
    statuses: ACTIVITY_STATUSES,
    list: listScanBreakdown,
    columns: [
      ...cols([
        ["month", "month"],
        ["code", "code"],
        ["code_status", "code_status"],
        ["source", "source"],
        ["campaign", "campaign"],
        ["country", "country"],
        ["surface", "surface"],
        ["scans", "scans"],
        ["bot_events", "bot_events"],
        ["code_unique_visitors", "code_unique_visitors"],
      ]),
      {
        header: "flag",
        value: (r: { code_status: string }) => flagged(r.code_status),
      },
    ],
  },
  // Monthly scans, unique visitors and bot events per code (the Scans view).
  "scan-months": {
    statuses: ACTIVITY_STATUSES,
    list: listScanMonths,
    columns: [
      ...cols([
        ["month", "month"],
        ["code", "code"],
        ["code_status", "code_status"],
        ["scans", "scans"],
        ["unique_visitors", "unique_visitors"],
        ["bot_events", "bot_events"],
      ]),
      {
        header: "flag",
        value: (r: { code_status: string }) => flagged(r.code_status),
      },
    ],
  },
  outbox: {
    statuses: OUTBOX_STATUSES,
    list: listOutbox,
    columns: cols([
      ["id", "id"],
      ["recipient", "recipient"],
      ["subject", "subject"],
      ["trust_code", "trust_code"],
      ["status", "status"],
      ["attempts", "attempts"],
      ["next_attempt_at", "next_attempt_at"],
      ["last_error", "last_error"],
      ["sent_at", "sent_at"],
      ["created_at", "created_at"],
    ]),
  },
  codes: {
    statuses: CODE_STATUSES,
    list: listCodes,
    columns: cols([
      ["code", "code"],
      ["owner_kind", "owner_kind"],
      ["owner", "owner_name"],
      ["status", "status"],
      ["created_at", "created_at"],
      ["scans", "scans"],
      ["applications", "applications"],
    ]),
  },
  // Paying members by billing customer id and their lock (no e-mail exists here).
  members: {
    statuses: [],
    list: listMembers,
    columns: cols([
      ["customer_id", "customer_id"],
      ["code", "code"],
      ["locked_at", "locked_at"],
      ["flag", "flag"],
      ["paid_charges", "paid_charges"],
      ["updated_at", "updated_at"],
    ]),
  },
  // The billing inbox: envelopes and outcomes, never the raw bodies (they carry e-mail addresses).
  "billing-events": {
    statuses: BILLING_EVENT_STATUSES,
    list: listBillingEvents,
    columns: cols([
      ["event_id", "event_id"],
      ["provider", "provider"],
      ["event_type", "event_type"],
      ["occurred_at", "occurred_at"],
      ["received_at", "received_at"],
      ["status", "status"],
      ["attempts", "attempts"],
      ["last_error", "last_error"],
      ["next_attempt_at", "next_attempt_at"],
      ["processed_at", "processed_at"],
    ]),
  },
  audit: {
    statuses: [],
    list: listAudit,
    columns: cols([
      ["created_at", "created_at"],
      ["actor", "actor"],
      ["action", "action"],
      ["target", "target"],
      ["detail", "detail"],
    ]),
  },
  // Each export has its own row type; `any` lets one record hold them all.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
} satisfies Record<string, Export<any>>;

export type ExportName = keyof typeof EXPORTS;

export function isExportName(name: string): name is ExportName {
  return Object.hasOwn(EXPORTS, name);
}

/** The CSV response for one list, or null for an unknown list name. */
export async function exportCsv(
  name: string,
  url: URL,
): Promise<Response | null> {
  if (!isExportName(name)) return null;
  const spec = EXPORTS[name] as Export<unknown>;
  const page = await spec.list(
    parseListQuery(url, spec.statuses, { exporting: true }),
    url,
  );
  return csvResponse(name, toCsv(spec.columns, page.rows));
}
