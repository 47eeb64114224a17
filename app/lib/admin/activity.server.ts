import { runList } from "./db.server";
import type { ListQuery } from "./lists";

export interface ApplicationRow {
  id: number;
  code: string;
  code_status: string;
  owner_kind: string | null;
  country: string | null;
  applied_at: string;
}

export interface ScanRow {
  id: number;
  code: string;
  code_status: string;
  source: string;
  campaign: string | null;
  country: string | null;
  path: string;
  scanned_at: string;
}

const CODE_STATUS = "COALESCE(c.status, 'unknown')";

/** Session ids are left out: operators need counts and codes, not visitors. */
export function listApplications(query: ListQuery) {
  return runList<ApplicationRow>(
    {
      select: `a.id, a.code, ${CODE_STATUS} AS code_status, c.owner_kind, a.country, a.applied_at`,
      from: "code_applications a LEFT JOIN trust_codes c ON c.code = a.code",
      statusColumn: CODE_STATUS,
      searchColumns: ["a.code", "a.country"],
      orderBy: "a.id DESC",
    },
    query,
  );
}

export function listScans(query: ListQuery) {
  return runList<ScanRow>(
    {
      select: `s.id, s.code, ${CODE_STATUS} AS code_status, s.source, s.campaign, s.country, s.path, s.scanned_at`,
      from: "scans s LEFT JOIN trust_codes c ON c.code = s.code",
      statusColumn: CODE_STATUS,
      searchColumns: ["s.code", "s.source", "s.campaign", "s.country"],
      orderBy: "s.id DESC",
    },
    query,
  );
}
