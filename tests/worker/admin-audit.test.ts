import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { requireAdmin } from "#app/lib/admin/guard.server.ts";
import { SIGN_IN_AUDIT_INTERVAL_MS } from "#app/lib/policies.ts";
import { loader as exportLoader } from "#app/routes/admin/export.tsx";
import { loader as personLoader } from "#app/routes/admin/people-export.tsx";
import { mintIssuer } from "./admin-helpers";

/** The pool's Basic credentials (vitest.config.ts), as a browser sends them. */
const AUTH = { authorization: `Basic ${btoa("admin:pool-secret")}` };

async function auditRows(action: string) {
  const { results } = await env.DB.prepare(
    "SELECT actor, action, target, detail FROM audit_log WHERE action = ?1 ORDER BY id",
  )
    .bind(action)
    .all<{ actor: string; target: string; detail: string | null }>();
  return results;
}

function call(loader: (args: never) => unknown, url: string, params = {}) {
  return loader({
    request: new Request(url, { headers: AUTH }),
    params,
    context: {},
  } as never);
}

describe("the audit log records downloads of personal data and sign-ins", () => {
  it("a person's export is audited by row id, never by the address", async () => {
    await mintIssuer("audited-export@example.org");
    const { id } = (await env.DB.prepare(
      "SELECT id FROM issuers WHERE email = 'audited-export@example.org'",
    ).first<{ id: string }>())!;
    const res = (await call(
      personLoader,
      "https://nirvana.example/admin/people/export?email=audited-export%40example.org",
    )) as Response;
    expect(res.status).toBe(200);
    const rows = await auditRows("person.export");
    expect(rows).toEqual([
      {
        actor: "admin (basic)",
        action: "person.export",
        target: `issuer:${id}`,
        detail: "1 match(es)",
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain("audited-export");
  });

  it("a list downloaded as CSV is audited", async () => {
    await call(
      exportLoader,
      "https://nirvana.example/admin/export/issuers?status=active&q=someone",
      { list: "issuers" },
    );
    expect(await auditRows("list.export")).toEqual([
      {
        actor: "admin (basic)",
        action: "list.export",
        target: "list:issuers",
        detail: "status=active",
      },
    ]);
  });

  it("a console sign-in is audited once per operator an hour", async () => {
    await env.DB.prepare(
      "DELETE FROM audit_log WHERE action = 'console.sign-in'",
    ).run();
    const t0 = Date.parse("2026-11-20T08:00:00Z");
    const signIn = (now: number, user = "ops") =>
      requireAdmin(
        new Request("https://nirvana.example/admin", {
          headers: { authorization: `Basic ${btoa(`${user}:s3cret`)}` },
        }),
        { basicAuth: `${user}:s3cret`, now },
      );
    await signIn(t0);
    await signIn(t0 + 60_000);
    await signIn(t0 + 60_000, "other");
    await signIn(t0 + SIGN_IN_AUDIT_INTERVAL_MS + 1);
    const rows = await auditRows("console.sign-in");
    expect(rows.map((r) => r.actor)).toEqual([
      "ops (basic)",
      "other (basic)",
      "ops (basic)",
    ]);
  });
});
