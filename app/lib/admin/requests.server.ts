import { env } from "cloudflare:workers";
import { generateCode } from "~/lib/trust-codes.server";
import { auditStatement } from "./audit.server";
import { organisationCodeEmail } from "~/lib/identity/code-emails";
import { newTokenPair } from "~/lib/identity/email-tokens.server";
import { normaliseEmail } from "~/lib/identity/normalise-email";
import { ORGANISATION_DISCLOSURE } from "./code-email";
import { runList, type ActionResult } from "./db.server";
import type { Admin } from "./guard.server";
import type { ListQuery } from "./lists";
import { newReportToken } from "./report-tokens";
import { MAX_REASON_LENGTH } from "./statuses";

/** Collisions are ~1 in 887 million per draw (trust-codes.server.ts); a few retries do. */
const MINT_ATTEMPTS = 5;

export interface RequestRow {
  id: string;
  organization_name: string;
  website: string;
  country: string;
  vertical: string;
  audience_size: string;
  contact_name: string;
  email: string;
  timeframe: string;
  status: string;
  created_at: string;
  reviewed_at: string | null;
  reviewed_by: string | null;
  rejection_reason: string | null;
  trust_code: string | null;
  code_status: string | null;
}

export function listRequests(query: ListQuery) {
  return runList<RequestRow>(
    {
      select: "r.*, c.code AS trust_code, c.status AS code_status",
      from: "organisation_requests r LEFT JOIN trust_codes c ON c.owner_kind = 'organisation' AND c.owner_id = r.id",
      statusColumn: "r.status",
      searchColumns: [
        "r.organization_name",
        "r.contact_name",
        "r.email",
        "r.website",
        "c.code",
      ],
      orderBy: "r.created_at DESC, r.id",
    },
    query,
  );
}

function isUniqueViolation(error: unknown): boolean {
  return String((error as Error)?.message ?? error).includes("UNIQUE");
}

/**
 * Approves a pending request: status, organisation code, report link, code
 * e-mail and audit row in one D1 batch (a transaction). Every insert is
 * guarded on the approval having happened, so a request reviewed meanwhile
 * gets no code.
 */
export async function approveRequest(
  id: string,
  admin: Admin,
  host: string,
): Promise<ActionResult & { code?: string }> {
  const request = await env.DB.prepare(
    "SELECT * FROM organisation_requests WHERE id = ?1",
  )
    .bind(id)
    .first<RequestRow>();
  if (!request) return { ok: false, message: "No such request." };
  if (request.status !== "pending")
    return { ok: false, message: `This request is already ${request.status}.` };

  for (let attempt = 0; attempt < MINT_ATTEMPTS; attempt++) {
    const code = generateCode();
    const now = new Date().toISOString();
    // The contact has not verified yet: fixed text, with the one-time links.
    const pair = await newTokenPair(
      "organisation",
      id,
      request.email,
      new Date(now),
      {
        sql: "EXISTS (SELECT 1 FROM trust_codes WHERE code = ? AND owner_id = ?)",
        binds: [code, id],
      },
    );
    const email = organisationCodeEmail(code, ORGANISATION_DISCLOSURE, {
      host,
      verifyToken: pair.verifyToken,
      notMeToken: pair.notMeToken,
    });
    const approved = {
      sql: "EXISTS (SELECT 1 FROM trust_codes WHERE code = ? AND owner_id = ?)",
      binds: [code, id],
    };
    try {
      const results = await env.DB.batch([
        env.DB.prepare(
          `UPDATE organisation_requests SET status = 'approved', reviewed_at = ?1, reviewed_by = ?2
           WHERE id = ?3 AND status = 'pending'`,
        ).bind(now, admin.actor, id),
        env.DB.prepare(
          `INSERT INTO trust_codes (code, owner_kind, owner_id, created_at)
           SELECT ?1, 'organisation', ?2, ?3
           WHERE EXISTS (SELECT 1 FROM organisation_requests WHERE id = ?2 AND status = 'approved' AND reviewed_at = ?3)`,
        ).bind(code, id, now),
        env.DB.prepare(
          `INSERT INTO report_tokens (code, token, created_at)
           SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM trust_codes WHERE code = ?1)`,
        ).bind(code, newReportToken(), now),
        ...pair.statements,
        env.DB.prepare(
          `INSERT INTO email_outbox (id, recipient, recipient_normalised, kind, subject, body_text, trust_code, created_at, next_attempt_at)
           SELECT ?1, ?2, ?7, 'code', ?3, ?4, ?5, ?6, ?6 WHERE EXISTS (SELECT 1 FROM trust_codes WHERE code = ?5)`,
        ).bind(
          crypto.randomUUID(),
          request.email,
          email.subject,
          email.body,
          code,
          now,
          normaliseEmail(request.email),
        ),
        auditStatement(
          admin,
          "request.approve",
          `request:${id}`,
          `code ${code}`,
          now,
          approved,
        ),
      ]);
      if (results[1]!.meta.changes !== 1)
        return { ok: false, message: "This request was reviewed meanwhile." };
      return {
        ok: true,
        code,
        message: `Approved ${request.organization_name}: code ${code}; the e-mail is in the outbox.`,
      };
    } catch (error) {
      // A code collision: draw again. Anything else is a real failure.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error("Could not mint a unique organisation code");
}

export async function rejectRequest(
  id: string,
  reason: string,
  admin: Admin,
): Promise<ActionResult> {
  const text = reason.trim();
  if (!text) return { ok: false, message: "Give a reason for the rejection." };
  if (text.length > MAX_REASON_LENGTH)
    return {
      ok: false,
      message: `Keep the reason under ${MAX_REASON_LENGTH} characters.`,
    };
  const now = new Date().toISOString();
  const [update] = await env.DB.batch([
    env.DB.prepare(
      `UPDATE organisation_requests
       SET status = 'rejected', rejection_reason = ?1, reviewed_at = ?2, reviewed_by = ?3
       WHERE id = ?4 AND status = 'pending'`,
    ).bind(text, now, admin.actor, id),
    auditStatement(admin, "request.reject", `request:${id}`, text, now, {
      sql: "EXISTS (SELECT 1 FROM organisation_requests WHERE id = ? AND status = 'rejected' AND reviewed_at = ?)",
      binds: [id, now],
    }),
  ]);
  return update!.meta.changes === 1
    ? { ok: true, message: "Request rejected; the reason is stored." }
    : { ok: false, message: "Only a pending request can be rejected." };
}
