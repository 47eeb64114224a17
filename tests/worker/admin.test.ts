import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { certsUrl, type JsonWebKeySet } from "#app/lib/admin/access-jwt.ts";
import { transitionOrganisationCode } from "#app/lib/db/codes.server.ts";
import { transitionIssuer } from "#app/lib/db/issuers.server.ts";
import {
  requireAdmin,
  type AdminAuthConfig,
} from "#app/lib/admin/guard.server.ts";
import { rejectRequest } from "#app/lib/db/organisation-requests.server.ts";
import { approveRequest } from "#app/lib/use-cases/approve-request.server.ts";
import {
  ADMIN,
  applies,
  insertRequest,
  issuerIdFor,
  mintIssuer,
  one,
  postApi,
} from "./admin-helpers";

const URL_ADMIN = "https://nirvana.example/admin";

/** The status requireAdmin answers: 200 when it lets the request through. */
async function guard(
  request: Request,
  config: AdminAuthConfig,
): Promise<number> {
  try {
    await requireAdmin(request, config);
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

const basic = (credentials: string) => ({
  authorization: `Basic ${btoa(credentials)}`,
});

describe("console switch and Basic auth", () => {
  it("is off (404) with neither Access nor Basic configured", async () => {
    expect(await guard(new Request(URL_ADMIN), {})).toBe(404);
    expect(
      await guard(
        new Request(URL_ADMIN, { headers: basic("admin:secret") }),
        {},
      ),
    ).toBe(404);
  });

  it("answers 401 with WWW-Authenticate for missing or wrong credentials", async () => {
    const config = { basicAuth: "admin:secret" };
    expect(await guard(new Request(URL_ADMIN), config)).toBe(401);
    for (const wrong of [
      "admin:secreT",
      "admin:secret2",
      "Admin:secret",
      "admin",
    ])
      expect(
        await guard(new Request(URL_ADMIN, { headers: basic(wrong) }), config),
      ).toBe(401);
    const refusal = await requireAdmin(new Request(URL_ADMIN), config).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(refusal).toBeInstanceOf(Response);
    expect((refusal as Response).headers.get("www-authenticate")).toMatch(
      /^Basic realm=/,
    );
  });

  it("lets the right credentials in and names the user as the actor", async () => {
    const admin = await requireAdmin(
      new Request(URL_ADMIN, { headers: basic("admin:secret") }),
      { basicAuth: "admin:secret" },
    );
    expect(admin).toEqual({ actor: "admin", via: "basic" });
  });

  it("refuses cross-site posts (CSRF) even with the right credentials", async () => {
    const config = { basicAuth: "admin:secret" };
    const post = (headers: Record<string, string>) =>
      new Request(URL_ADMIN, {
        method: "POST",
        headers: { ...basic("admin:secret"), ...headers },
      });
    expect(
      await guard(post({ origin: "https://nirvana.example" }), config),
    ).toBe(200);
    expect(await guard(post({ "sec-fetch-site": "same-origin" }), config)).toBe(
      200,
    );
    expect(await guard(post({ origin: "https://evil.example" }), config)).toBe(
      403,
    );
    expect(await guard(post({ "sec-fetch-site": "cross-site" }), config)).toBe(
      403,
    );
    expect(await guard(post({}), config)).toBe(403);
  });
});

describe("Cloudflare Access JWT", () => {
  const TEAM = "nirvana-test.cloudflareaccess.com";
  const AUD = "aud-tag-123";
  const algorithm = {
    name: "RSASSA-PKCS1-v1_5",
    modulusLength: 2048,
    publicExponent: new Uint8Array([1, 0, 1]),
    hash: "SHA-256",
  };
  const keys = (async () => {
    const good = (await crypto.subtle.generateKey(algorithm, true, [
      "sign",
      "verify",
    ])) as CryptoKeyPair;
    const other = (await crypto.subtle.generateKey(algorithm, true, [
      "sign",
      "verify",
    ])) as CryptoKeyPair;
    const jwk = (await crypto.subtle.exportKey(
      "jwk",
      good.publicKey,
    )) as JsonWebKey;
    return {
      good,
      other,
      jwks: { keys: [{ ...jwk, kid: "k1" }] } as JsonWebKeySet,
    };
  })();

  const b64url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
  const json = (value: unknown) =>
    b64url(new TextEncoder().encode(JSON.stringify(value)));

  async function token(claims: Record<string, unknown>, key?: CryptoKey) {
    const { good } = await keys;
    const now = Math.floor(Date.now() / 1000);
    const body = `${json({ alg: "RS256", kid: "k1", typ: "JWT" })}.${json({
      aud: [AUD],
      iss: `https://${TEAM}`,
      exp: now + 600,
      iat: now,
      email: "ops@nirvana.example",
      ...claims,
    })}`;
    const signature = await crypto.subtle.sign(
      algorithm.name,
      key ?? good.privateKey,
      new TextEncoder().encode(body),
    );
    return `${body}.${b64url(new Uint8Array(signature))}`;
  }

  const fetched: string[] = [];
  const config: AdminAuthConfig = {
    accessTeamDomain: TEAM,
    accessAud: AUD,
    // Basic is configured too: Access must win, never fall back.
    basicAuth: "admin:secret",
    fetcher: async (url) => {
      fetched.push(url);
      return (await keys).jwks;
    },
  };
  const withToken = (jwt: string) =>
    new Request(URL_ADMIN, { headers: { "cf-access-jwt-assertion": jwt } });

  it("accepts a valid token signed with the team's key and names its e-mail", async () => {
    const admin = await requireAdmin(withToken(await token({})), config);
    expect(admin).toEqual({ actor: "ops@nirvana.example", via: "access" });
    expect(fetched[0]).toBe(certsUrl(TEAM));
    expect(certsUrl(TEAM)).toBe(`https://${TEAM}/cdn-cgi/access/certs`);
  });

  it("caches the key set between requests", async () => {
    const before = fetched.length;
    await requireAdmin(withToken(await token({})), config);
    await requireAdmin(withToken(await token({})), config);
    expect(fetched.length).toBe(before);
  });

  it("refuses a wrong audience, a wrong issuer, an expired token and a bad signature", async () => {
    const { other } = await keys;
    const now = Math.floor(Date.now() / 1000);
    expect(
      await guard(withToken(await token({ aud: ["someone-else"] })), config),
    ).toBe(403);
    expect(
      await guard(
        withToken(await token({ iss: "https://evil.cloudflareaccess.com" })),
        config,
      ),
    ).toBe(403);
    expect(
      await guard(withToken(await token({ exp: now - 3600 })), config),
    ).toBe(403);
    expect(
      await guard(withToken(await token({}, other.privateKey)), config),
    ).toBe(403);
    expect(await guard(withToken("not.a.jwt"), config)).toBe(403);
  });

  it("asks for a token (401) when none is sent, whatever Basic credentials come", async () => {
    expect(
      await guard(
        new Request(URL_ADMIN, { headers: basic("admin:secret") }),
        config,
      ),
    ).toBe(401);
  });

  it("reads the CF_Authorization cookie when the header is absent", async () => {
    const request = new Request(URL_ADMIN, {
      headers: { cookie: `a=b; CF_Authorization=${await token({})}` },
    });
    expect(await guard(request, config)).toBe(200);
  });
});

describe("organisation requests", () => {
  it("approve creates an active organisation code, report link, outbox e-mail and audit row together", async () => {
    const id = await insertRequest("Rainforest Trust");
    const result = await approveRequest(id, ADMIN, "nirvana.example");
    expect(result.ok).toBe(true);
    const code = result.code!;
    expect(code).toMatch(/^NIR-[A-Z0-9]{7}$/);

    expect(
      await one(
        "SELECT status, reviewed_by FROM organisation_requests WHERE id = ?1",
        id,
      ),
    ).toEqual({
      status: "approved",
      reviewed_by: ADMIN.actor,
    });
    expect(
      await one(
        "SELECT owner_kind, owner_id, status FROM trust_codes WHERE code = ?1",
        code,
      ),
    ).toEqual({
      owner_kind: "organisation",
      owner_id: id,
      status: "active",
    });
    const mail = await one<{
      body_text: string;
      status: string;
      recipient: string;
    }>("SELECT * FROM email_outbox WHERE trust_code = ?1", code);
    expect(mail.status).toBe("pending");
    expect(mail.recipient).toMatch(/@org\.example$/);
    expect(mail.body_text).toContain(code);
    expect(mail.body_text).toContain(`https://nirvana.example/c/${code}`);
    expect(mail.body_text).toContain("Codes never affect search results.");
    expect(
      await one(
        "SELECT actor, action, target FROM audit_log WHERE target = ?1",
        `request:${id}`,
      ),
    ).toEqual({
      actor: "ops@nirvana.example (access)",
      action: "request.approve",
      target: `request:${id}`,
    });
    expect(
      await one(
        "SELECT COUNT(*) AS n FROM report_tokens WHERE code = ?1",
        code,
      ),
    ).toEqual({ n: 1 });
    expect(await applies(code)).toBe(true);
  });

  it("approving twice issues no second code", async () => {
    const id = await insertRequest("Twice Org");
    expect((await approveRequest(id, ADMIN, "nirvana.example")).ok).toBe(true);
    const again = await approveRequest(id, ADMIN, "nirvana.example");
    expect(again.ok).toBe(false);
    expect(
      await one(
        "SELECT COUNT(*) AS n FROM trust_codes WHERE owner_id = ?1",
        id,
      ),
    ).toEqual({ n: 1 });
  });

  it("reject stores the reason, audits it, and leaves no code", async () => {
    const id = await insertRequest("Not Eligible Ltd");
    expect((await rejectRequest(id, "  ", ADMIN)).ok).toBe(false);
    const result = await rejectRequest(
      id,
      "Outside the programme's verticals",
      ADMIN,
    );
    expect(result.ok).toBe(true);
    expect(
      await one(
        "SELECT status, rejection_reason FROM organisation_requests WHERE id = ?1",
        id,
      ),
    ).toEqual({
      status: "rejected",
      rejection_reason: "Outside the programme's verticals",
    });
    expect(
      await one(
        "SELECT detail FROM audit_log WHERE action = 'request.reject' AND target = ?1",
        `request:${id}`,
      ),
    ).toEqual({
      detail: "Outside the programme's verticals",
    });
    expect((await approveRequest(id, ADMIN, "nirvana.example")).ok).toBe(false);
    expect(
      await one(
        "SELECT COUNT(*) AS n FROM trust_codes WHERE owner_id = ?1",
        id,
      ),
    ).toEqual({ n: 0 });
  });

  it("an organisation code can be suspended, reinstated and terminated", async () => {
    const id = await insertRequest("Lifecycle Org");
    const { code } = await approveRequest(id, ADMIN, "nirvana.example");
    expect((await transitionOrganisationCode(code!, "suspend", ADMIN)).ok).toBe(
      true,
    );
    expect(await applies(code!)).toBe(false);
    expect(
      (await transitionOrganisationCode(code!, "reinstate", ADMIN)).ok,
    ).toBe(true);
    expect(await applies(code!)).toBe(true);
    expect(
      (await transitionOrganisationCode(code!, "terminate", ADMIN)).ok,
    ).toBe(true);
    expect(await applies(code!)).toBe(false);
    expect(
      (await transitionOrganisationCode(code!, "reinstate", ADMIN)).ok,
    ).toBe(false);
  });
});

describe("individual issuers", () => {
  const status = (code: string) =>
    one<{ issuer: string; code: string }>(
      "SELECT i.status AS issuer, c.status AS code FROM trust_codes c JOIN issuers i ON i.id = c.owner_id WHERE c.code = ?1",
      code,
    );

  it("suspend stops the code being applied; reinstate brings it back", async () => {
    const code = await mintIssuer("suspend-me@example.com");
    const issuer = await issuerIdFor(code);
    expect(await applies(code)).toBe(true);

    expect((await transitionIssuer(issuer, "suspend", ADMIN)).ok).toBe(true);
    expect(await status(code)).toEqual({
      issuer: "suspended",
      code: "suspended",
    });
    expect(await applies(code)).toBe(false);
    const res = await postApi("/apply-trust-code", { code });
    expect(await res.json()).toMatchObject({ success: false });

    expect((await transitionIssuer(issuer, "suspend", ADMIN)).ok).toBe(false);
    expect((await transitionIssuer(issuer, "reinstate", ADMIN)).ok).toBe(true);
    expect(await status(code)).toEqual({ issuer: "active", code: "active" });
    expect(await applies(code)).toBe(true);

    const actions = await env.DB.prepare(
      "SELECT action FROM audit_log WHERE target = ?1 ORDER BY id",
    )
      .bind(`issuer:${issuer}`)
      .all<{ action: string }>();
    // The refused second suspension left no audit row.
    expect(actions.results.map((r) => r.action)).toEqual([
      "issuer.suspend",
      "issuer.reinstate",
    ]);
  });

  it("terminate is final", async () => {
    const code = await mintIssuer("terminate-me@example.com");
    const issuer = await issuerIdFor(code);
    expect((await transitionIssuer(issuer, "terminate", ADMIN)).ok).toBe(true);
    expect(await status(code)).toEqual({
      issuer: "terminated",
      code: "terminated",
    });
    expect(await applies(code)).toBe(false);
    expect((await transitionIssuer(issuer, "reinstate", ADMIN)).ok).toBe(false);
    expect(await status(code)).toEqual({
      issuer: "terminated",
      code: "terminated",
    });
  });

  it("reinstate respects one live code per e-mail", async () => {
    const first = await mintIssuer("twice@example.com");
    const firstIssuer = await issuerIdFor(first);
    await transitionIssuer(firstIssuer, "suspend", ADMIN);
    // With the first suspended, the same person may mint again.
    const second = await mintIssuer("twice@example.com");
    const result = await transitionIssuer(firstIssuer, "reinstate", ADMIN);
    expect(result).toMatchObject({ ok: false });
    expect(result.message).toMatch(/already holds another live code/);
    expect(await status(first)).toEqual({
      issuer: "suspended",
      code: "suspended",
    });
    expect(await applies(second)).toBe(true);
    expect(await applies(first)).toBe(false);
  });
});
