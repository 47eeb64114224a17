import { env } from "cloudflare:workers";
import type { Admin } from "#app/lib/db/operator.ts";
import type { ListQuery } from "#app/lib/db/list-query.ts";
import { MAX_REASON_LENGTH } from "#app/lib/db/statuses.ts";
import { newTokenPair } from "#app/lib/db/email-tokens.server.ts";
import type { Locale } from "#app/lib/i18n/index.ts";
import type { OrganisationRequest } from "#app/lib/schemas/index.ts";
import { auditStatement } from "#app/lib/db/audit.server.ts";
import { reportTokenStatement } from "#app/lib/db/code-reports.server.ts";
import {
  DRAW_AGAIN,
  insertCodeStatement,
  withFreshCode,
} from "#app/lib/db/codes.server.ts";
import { runList, type ActionResult } from "#app/lib/db/list.server.ts";
import { enqueueStatement } from "#app/lib/db/outbox.server.ts";
import { isUniqueViolation } from "#app/lib/db/unique.ts";

/**
 * Stores a request with the language it was made in; a repeated request id
 * (a retried POST) writes nothing new.
 */
export async function saveOrganisationRequest(
  req: OrganisationRequest,
  id: string,
  locale: Locale,
): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO organisation_requests
       (id, organization_name, website, country, vertical, audience_size, contact_name, email, timeframe, created_at, locale)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)
     ON CONFLICT (id) DO NOTHING`,
  )
    .bind(
      id,
      req.organizationName,
      req.website,
      req.country,
      req.vertical,
      req.audienceSize,
      req.contactName,
      req.email,
      req.timeframe,
      new Date().toISOString(),
      locale,
    )
    .run();
}

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
  /** The language the request was made in; the approval e-mail uses it. */
  locale: string;
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

/** The code e-mail of an approved request, written by the use case that approves it. */
export type ApprovalEmail = (
  request: RequestRow,
  code: string,
  links: { verifyToken: string; notMeToken: string },
) => Promise<{ subject: string; body: string }>;

/**
 * Approves a pending request: status, organisation code, report link, code
 * e-mail and audit row in one D1 batch (a transaction). Every insert is
 * guarded on the approval having happened, so a request reviewed meanwhile
 * gets no code.
 */
export async function approvePendingRequest(
  id: string,
  admin: Admin,
  composeEmail: ApprovalEmail,
): Promise<ActionResult & { code?: string }> {
  const request = await env.DB.prepare(
    "SELECT * FROM organisation_requests WHERE id = ?1",
  )
    .bind(id)
    .first<RequestRow>();
  if (!request) return { ok: false, message: "No such request." };
  if (request.status !== "pending")
    return { ok: false, message: `This request is already ${request.status}.` };

  return withFreshCode(async (code) => {
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
    const email = await composeEmail(request, code, {
      verifyToken: pair.verifyToken,
      notMeToken: pair.notMeToken,
    });
    try {
      const [, inserted] = await env.DB.batch([
        env.DB.prepare(
          `UPDATE organisation_requests SET status = 'approved', reviewed_at = ?1, reviewed_by = ?2
           WHERE id = ?3 AND status = 'pending'`,
        ).bind(now, admin.actor, id),
        insertCodeStatement(code, "organisation", id, now, {
          sql: "EXISTS (SELECT 1 FROM organisation_requests WHERE id = ? AND status = 'approved' AND reviewed_at = ?)",
          binds: [id, now],
        }),
        reportTokenStatement(code, now),
        ...pair.statements,
        enqueueStatement({
          recipient: request.email,
          subject: email.subject,
          body: email.body,
          code,
          now,
          dueAt: now,
        }),
        auditStatement(
          admin,
          "request.approve",
          `request:${id}`,
          `code ${code}`,
          now,
          {
            sql: "EXISTS (SELECT 1 FROM trust_codes WHERE code = ? AND owner_id = ?)",
            binds: [code, id],
          },
        ),
      ]);
      if (inserted!.meta.changes !== 1)
        return { ok: false, message: "This request was reviewed meanwhile." };
      return {
        ok: true,
        code,
        message: `Approved ${request.organization_name}: code ${code}; the e-mail is in the outbox.`,
      };
    } catch (error) {
      // A code collision: draw again. Anything else is a real failure.
      if (isUniqueViolation(error)) return DRAW_AGAIN;
      throw error;
    }
  });
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
