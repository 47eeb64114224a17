import { CODE_STATUS } from "~/lib/db/applications";
import { runList } from "~/lib/db/list";
import type { ListQuery } from "./lists";

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
