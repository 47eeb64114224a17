import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { staging } from "../../workers/middleware/staging";

/** The staging gate in isolation: a tiny app behind it, env passed per request. */
function app() {
  const a = new Hono<{ Bindings: Env }>();
  a.use("*", staging);
  a.all("*", (c) => c.text("open"));
  return a;
}
const basic = (s: string) => `Basic ${btoa(s)}`;
const ENV = { SITE_BASIC_AUTH: "team:s3cret" } as unknown as Env;

describe("staging gate", () => {
  it("is open when SITE_BASIC_AUTH is unset", async () => {
    const res = await app().request("/", {}, {} as Env);
    expect(res.status).toBe(200);
  });
  it("asks for Basic auth on every route when set", async () => {
    for (const path of [
      "/",
      "/c/abc",
      "/api/countries",
      "/static/pdf/press-quote.pdf",
    ]) {
      const res = await app().request(path, {}, ENV);
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Basic realm=/);
    }
  });
  it("lets /api/health through for uptime checks", async () => {
    expect((await app().request("/api/health", {}, ENV)).status).toBe(200);
  });
  it("refuses wrong or malformed credentials", async () => {
    for (const h of [
      basic("team:wrong"),
      basic("team:s3cret "),
      "Basic !!!",
      "Bearer x",
      basic(""),
    ]) {
      expect(
        (await app().request("/", { headers: { authorization: h } }, ENV))
          .status,
      ).toBe(401);
    }
  });
  it("accepts the right credentials", async () => {
    const res = await app().request(
      "/",
      { headers: { authorization: basic("team:s3cret") } },
      ENV,
    );
    expect(await res.text()).toBe("open");
  });
});

describe("the /c fast path and the staging gate", () => {
  it("answers the gate itself when it is on: the fast path is the only /c handler", async () => {
    const { fastCodeRedirect } = await import("../../workers/redirect");
    const waited: unknown[] = [];
    const ctx = {
      waitUntil: (p: unknown) => waited.push(p),
    } as unknown as ExecutionContext;
    const denied = fastCodeRedirect(
      new Request("https://x.example/c/abc"),
      ENV,
      ctx,
    );
    expect(denied?.status).toBe(401);
    expect(denied?.headers.get("www-authenticate")).toMatch(/^Basic realm=/);
    expect(denied?.headers.get("x-content-type-options")).toBe("nosniff");
    expect(denied?.headers.get("set-cookie")).toBeNull();
    expect(waited).toHaveLength(0);
  });
  it("redirects with the right credentials when the gate is on", async () => {
    const { fastCodeRedirect } = await import("../../workers/redirect");
    const ctx = { waitUntil: () => {} } as unknown as ExecutionContext;
    // An invalid code: the gate is what is under test, not the scan write.
    const res = fastCodeRedirect(
      new Request("https://x.example/c/%3C", {
        headers: { authorization: basic("team:s3cret") },
      }),
      ENV,
      ctx,
    );
    expect(res?.status).toBe(302);
    expect(res?.headers.get("location")).toBe("/");
  });
  it("steps aside for other paths and methods", async () => {
    const { fastCodeRedirect } = await import("../../workers/redirect");
    const ctx = { waitUntil: () => {} } as unknown as ExecutionContext;
    expect(
      fastCodeRedirect(new Request("https://x.example/about"), {} as Env, ctx),
    ).toBeNull();
    expect(
      fastCodeRedirect(
        new Request("https://x.example/c/abc", { method: "POST" }),
        {} as Env,
        ctx,
      ),
    ).toBeNull();
  });
});
