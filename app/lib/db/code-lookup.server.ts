/**
 * The public look-ups of a code: its check page and reading a typed code
 * generously. Each is one D1 statement on an index (docs/attribution.md).
 */
import { env } from "cloudflare:workers";

export type PublicCodeState =
  | { active: true; ownerKind: "individual" }
  | { active: true; ownerKind: "organisation"; organisationName: string }
  | { active: false };

/**
 * What the check page may show: active or not, and for an organisation its
 * name. Never an individual issuer's details. Unknown and stopped codes run
 * this same statement and answer the same `{ active: false }`.
 */
export async function publicCodeState(code: string): Promise<PublicCodeState> {
  const row = await env.DB.prepare(
    `SELECT c.owner_kind, r.organization_name
     FROM trust_codes c
     LEFT JOIN organisation_requests r
       ON c.owner_kind = 'organisation' AND r.id = c.owner_id
     WHERE c.code = ?1 AND c.status = 'active'`,
  )
    .bind(code)
    .first<{ owner_kind: string; organization_name: string | null }>();
  if (!row) return { active: false };
  if (row.owner_kind === "organisation" && row.organization_name)
    return {
      active: true,
      ownerKind: "organisation",
      organisationName: row.organization_name,
    };
  return { active: true, ownerKind: "individual" };
}

/** How many matches a look-up reads: two tell "exactly one" from "several". */
const ENOUGH_TO_TELL = 2;

/**
 * Active codes whose folded form is one of `keys`, at most two: one
 * statement, one index look-up per key (the keys travel as one JSON array).
 */
export async function activeCodesByFoldKeys(
  keys: readonly string[],
): Promise<string[]> {
  if (keys.length === 0) return [];
  const { results } = await env.DB.prepare(
    `SELECT code FROM trust_codes
     WHERE fold_key IN (SELECT value FROM json_each(?1)) AND status = 'active'
     ORDER BY code LIMIT ?2`,
  )
    .bind(JSON.stringify(keys), ENOUGH_TO_TELL)
    .all<{ code: string }>();
  return results.map((r) => r.code);
}

/** The active codes that read like `code` (its fold key), the exact one first. */
export async function activeCodesReadingAs(
  code: string,
  foldKey: string,
): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT code FROM trust_codes
     WHERE fold_key = ?1 AND status = 'active'
     ORDER BY code = ?2 DESC, code LIMIT ?3`,
  )
    .bind(foldKey, code, ENOUGH_TO_TELL)
    .all<{ code: string }>();
  return results.map((r) => r.code);
}
