import {
  createExecutionContext,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { foldCode } from "#app/lib/trust-codes/code-reading.ts";
import { approveRequest } from "#app/lib/use-cases/approve-request.server.ts";
import { loader } from "#app/routes/code-check.tsx";
import worker from "../../workers/app";
import { ADMIN, insertRequest, mintIssuer, one } from "./admin-helpers";
import { SELF } from "./self";
import { insertCode } from "./scan-helpers";
import { RATE_LIMIT, startOfFreshWindow } from "../support/rate-window";
import { clientIp } from "../support/client-ip";

interface LoaderAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** Calls the page's loader as React Router would for /c/<param>. */
async function check(param: string, ip = clientIp()): Promise<LoaderAnswer> {
  const result = (await loader({
    request: new Request(`http://localhost/c/${encodeURIComponent(param)}`, {
      headers: { "cf-connecting-ip": ip },
    }),
    params: { code: param },
    context: {},
  } as never)) as unknown as {
    data: Record<string, unknown>;
    init: { status: number; headers?: HeadersInit } | null;
  };
  return {
    status: result.init?.status ?? 200,
    headers: new Headers(result.init?.headers),
    body: result.data,
  };
}

/** Counts the D1 statements prepared while `run` runs. */
async function statementsDuring(run: () => Promise<unknown>) {
  const db = env.DB;
  const sql: string[] = [];
  (env as { DB: D1Database }).DB = new Proxy(db, {
    get(target, prop) {
      if (prop === "prepare")
        return (query: string) => {
          sql.push(query);
          return target.prepare(query);
        };
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  try {
    await run();
  } finally {
    (env as { DB: D1Database }).DB = db;
  }
  return sql;
}

describe("/c/<code>+ reaches React Router, /c/<code> still redirects", () => {
  it.each(["/c/abc+", "/c/abc%2B", "/c/abc%2b", "/C/abc+"])(
    "%s is the check page: no redirect, no cookies",
    async (path) => {
      const res = await SELF.fetch(`http://localhost${path}`, {
        redirect: "manual",
      });
      expect(res.status).toBe(200); // the stub build's marker page
      expect(res.headers.get("location")).toBeNull();
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(await res.text()).toContain("react-router");
    },
  );

  it("a plain /c/<code> redirects without reading D1", async () => {
    const noDb = new Proxy({} as D1Database, {
      get() {
        throw new Error("the redirect touched D1");
      },
    });
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request("http://localhost/c/no-d1-read") as Request<
        unknown,
        IncomingRequestCfProperties
      >,
      { ...env, DB: noDb },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.getSetCookie()[0]).toMatch(
      /^nir_trust_code=NO-D1-READ;/,
    );
  });
});

describe("the code check page", () => {
  it("an active individual code: active, 'an individual issuer', USD 50, and nothing personal", async () => {
    const email = `private.person.${Date.now()}@example.com`;
    const code = await mintIssuer(email);
    const issuer = await one<Record<string, string>>(
      "SELECT i.* FROM issuers i JOIN trust_codes c ON c.owner_id = i.id WHERE c.code = ?1",
      code,
    );
    const answer = await check(`${code.toLowerCase()}+`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      state: "active",
      code,
      organisationName: null,
    });
    expect(answer.headers.get("retry-after")).toBeNull();
    const text = JSON.stringify(answer.body);
    for (const value of [
      issuer.full_name,
      issuer.email,
      issuer.paypal_email,
      issuer.id,
      issuer.date_of_birth,
    ])
      expect(text).not.toContain(value);
  });

  it("an active organisation code names the organisation, and nothing of its contact", async () => {
    const name = `Open Forest Trust ${Date.now()}`;
    const id = await insertRequest(name);
    const { code } = await approveRequest(id, ADMIN, "nirvana.example");
    const answer = await check(`${code}+`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      state: "active",
      code,
      organisationName: name,
    });
    const contact = await one<{ email: string; contact_name: string }>(
      "SELECT email, contact_name FROM organisation_requests WHERE id = ?1",
      id,
    );
    expect(JSON.stringify(answer.body)).not.toContain(contact.email);
    expect(JSON.stringify(answer.body)).not.toContain(contact.contact_name);
  });

  it("stopped and unknown codes answer the same 404 after the same single D1 statement", async () => {
    const suspended = await insertCode("CHK-SUSPENDED", "suspended");
    const terminated = await insertCode("CHK-TERMINATED", "terminated");
    const answers: Record<string, LoaderAnswer> = {};
    const statements: Record<string, string[]> = {};
    for (const code of [suspended, terminated, "CHK-NEVER-MINTED"]) {
      statements[code] = await statementsDuring(async () => {
        answers[code] = await check(`${code}+`);
      });
    }
    for (const code of Object.keys(answers)) {
      expect(answers[code]!.status).toBe(404);
      // The same shape and words: only the code typed differs.
      expect(answers[code]!.body).toEqual({ state: "inactive", code });
      expect(statements[code]).toHaveLength(1);
      expect(statements[code]).toEqual(statements["CHK-NEVER-MINTED"]);
    }
  });

  it("a code that breaks the syntax is simply not active", async () => {
    const answer = await check("<script>+");
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ state: "inactive", code: null });
  });

  it("without the + the loader refuses (404): only /c/<code>+ is the page", async () => {
    await expect(check("CHK-NO-PLUS")).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it("is rate-limited per client with its own budget: 429 with Retry-After", async () => {
    const ip = clientIp();
    await startOfFreshWindow();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i++)
      statuses.push((await check("CHK-LIMIT+", ip)).status);
    expect(statuses.slice(0, RATE_LIMIT).every((s) => s === 404)).toBe(true);
    const limited = await check("CHK-LIMIT+", ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(limited.body).toEqual({ state: "limited", code: null });
    // The forms' budget for the same client is untouched.
    const res = await SELF.fetch(
      "http://localhost/api/contact/apply-trust-code",
      {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": ip },
        body: JSON.stringify({ code: "CHK-LIMIT" }),
      },
    );
    expect(res.status).toBe(200);
  }, 60_000);
});

describe("fold_key (migrations/0011) matches foldCode", () => {
  it("for every character a code can hold", async () => {
    const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    const codes = [`FK-${chars}`, `FK-${[...chars].reverse().join("")}`];
    for (const code of codes) await insertCode(code);
    for (const code of codes) {
      const row = await one<{ fold_key: string }>(
        "SELECT fold_key FROM trust_codes WHERE code = ?1",
        code,
      );
      expect(row.fold_key).toBe(foldCode(code));
    }
  });

  it("the look-up uses the index, never a scan of trust_codes", async () => {
    const { results } = await env.DB.prepare(
      `EXPLAIN QUERY PLAN SELECT code FROM trust_codes
       WHERE fold_key IN (SELECT value FROM json_each(?1)) AND status = 'active'`,
    )
      .bind("[]")
      .all<{ detail: string }>();
    const plan = results.map((r) => r.detail).join("\n");
    expect(plan).toContain("USING INDEX trust_codes_fold_key");
    expect(plan).not.toMatch(/SCAN trust_codes/);
  });
});
