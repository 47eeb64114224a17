import { env } from "cloudflare:workers";
import type { ListQuery } from "#app/lib/db/list-query.ts";
import type { Locale } from "#app/lib/i18n/index.ts";
import { isActiveCode } from "#app/lib/db/codes.server.ts";
import { runList } from "#app/lib/db/list.server.ts";

/**
 * Records an application of an active code, with the page's language; false
 * when the code is unknown or not live. One row per code, session and UTC
 * day (a unique index, migrations/0021_bounded_applications.sql): applying
 * again the same day is answered alike and stores nothing.
 */
export async function recordApplication(
  code: string,
  sessionId: string | null,
  country: string | null,
  locale: Locale,
  /** The campaign the visitor arrived with (app/lib/account/campaign-name.ts). */
  campaign: string | null = null,
): Promise<boolean> {
  if (!(await isActiveCode(code))) return false;
  await env.DB.prepare(
    "INSERT OR IGNORE INTO code_applications (code, session_id, country, applied_at, locale, campaign) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
  )
    .bind(code, sessionId, country, new Date().toISOString(), locale, campaign)
    .run();
  return true;
}

export interface ApplicationRow {
  id: number;
  code: string;
  code_status: string;
  owner_kind: string | null;
  country: string | null;
  applied_at: string;
}

/** A code no longer in trust_codes lists as 'unknown', still filterable. */
export const CODE_STATUS = "COALESCE(c.status, 'unknown')";

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
