/**
 * The code a checkout carried, resolved to its holder: the individual issuer
 * or the organisation whose contact holds it. Shared by the checkout's code
 * check and the attribution rules, so both read a typed code alike.
 */
import { env } from "cloudflare:workers";
import { foldCode, normaliseTrustCode } from "#app/lib/trust-codes/index.ts";
import { activeCodesReadingAs } from "#app/lib/db/index.server.ts";
import { normaliseEmail } from "#app/lib/identity/index.ts";
import type { PayeeKind } from "#app/lib/money/rules/entries.ts";

export interface CodeHolder {
  code: string;
  ownerKind: PayeeKind;
  ownerId: string;
  /** 'active', or stopped: 'suspended' / 'terminated'. */
  status: string;
  /** The holder's normalised e-mail address (issuer identity), for self-referral. */
  holderEmail: string | null;
}

interface HolderRow {
  code: string;
  owner_kind: PayeeKind;
  owner_id: string;
  status: string;
  holder_email: string | null;
}

const HOLDER_SQL = `
  SELECT c.code, c.owner_kind, c.owner_id, c.status,
    CASE c.owner_kind WHEN 'individual' THEN i.email_normalised ELSE r.email END AS holder_email
  FROM trust_codes c
  LEFT JOIN issuers i ON c.owner_kind = 'individual' AND i.id = c.owner_id
  LEFT JOIN organisation_requests r ON c.owner_kind = 'organisation' AND r.id = c.owner_id
  WHERE c.code = ?1`;

async function holderOf(code: string): Promise<CodeHolder | null> {
  const row = await env.DB.prepare(HOLDER_SQL).bind(code).first<HolderRow>();
  if (!row) return null;
  return {
    code: row.code,
    ownerKind: row.owner_kind,
    ownerId: row.owner_id,
    status: row.status,
    holderEmail: row.holder_email ? normaliseEmail(row.holder_email) : null,
  };
}

/**
 * The code as typed at checkout, case-insensitive; when no code is spelt
 * exactly so, the one active code it reads as once look-alikes are folded
 * (docs/attribution.md "Reading a typed code"). Null when none.
 */
export async function resolveCode(typed: string): Promise<CodeHolder | null> {
  const code = normaliseTrustCode(typed);
  if (!code) return null;
  const exact = await holderOf(code);
  if (exact) return exact;
  const alike = await activeCodesReadingAs(code, foldCode(code));
  return alike.length === 1 ? holderOf(alike[0]!) : null;
}
