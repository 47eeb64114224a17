import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { action as applyAction } from "#app/routes/have-a-code-or-need-one.tsx";
import { action as mintAction } from "#app/routes/get-your-trust-code.tsx";
import { action as notMeAction } from "#app/routes/not-me.tsx";
import { action as verifyAction } from "#app/routes/verify.tsx";
import { action as issuersAction } from "#app/routes/admin/issuers.tsx";
import { action as billingEventAction } from "#app/routes/admin/billing-event.tsx";
import { action as payeeAction } from "#app/routes/admin/payee.tsx";
import { action as payoutRunAction } from "#app/routes/admin/payout-run.tsx";
import { action as payoutsAction } from "#app/routes/admin/payouts.tsx";
import { action as accountAction } from "#app/routes/my-trust-code.tsx";
import { action as signInLinkAction } from "#app/routes/my-trust-code-sign-in.tsx";
import { serveMedia } from "../../workers/media";
import { securityHeaders } from "../../workers/middleware/security-headers";
import { SELF } from "./self";

describe("no 500 for a missing media file", () => {
  it("answers 404 with the security headers when the file is not there", async () => {
    const app = new Hono<{ Bindings: Env }>();
    app.use("*", securityHeaders);
    app.get("/static/media/*", serveMedia);
    // The assets' own 404, as fetched: its headers are immutable.
    const ASSETS = {
      fetch: () => SELF.fetch("http://localhost/api/no-such-endpoint"),
    };
    const res = await app.fetch(
      new Request("http://localhost/static/media/missing.mp4"),
      { ASSETS } as unknown as Env,
    );
    expect(res.status).toBe(404);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("no 500 for a body that is not a form posted to a form action", () => {
  const post = (path: string, contentType: string) => ({
    request: new Request(`http://localhost${path}`, {
      method: "POST",
      headers: {
        "content-type": contentType,
        "cf-connecting-ip": `10.12.0.${Math.floor(Math.random() * 250)}`,
        authorization: `Basic ${btoa("admin:pool-secret")}`,
        "sec-fetch-site": "same-origin",
      },
      body: '{"code":"NIR-X"}',
    }),
    params: { eventId: "evt", kind: "individual", id: "x", month: "2026-10" },
    context: {},
  });
  const status = async (run: () => Promise<unknown>) => {
    try {
      const result = (await run()) as { init?: { status?: number } } | Response;
      return result instanceof Response
        ? result.status
        : (result.init?.status ?? 200);
    } catch (thrown) {
      const t = thrown as { init?: { status?: number }; status?: number };
      return t.init?.status ?? t.status ?? 500;
    }
  };

  it.each([
    ["/have-a-code-or-need-one", applyAction],
    ["/get-your-trust-code", mintAction],
    ["/not-me", notMeAction],
    ["/verify", verifyAction],
    ["/admin/issuers", issuersAction],
    ["/admin/billing/events/evt", billingEventAction],
    ["/admin/payees/individual/x", payeeAction],
    ["/admin/payouts/2026-10", payoutRunAction],
    ["/admin/payouts", payoutsAction],
    ["/my-trust-code", accountAction],
    ["/my-trust-code/sign-in", signInLinkAction],
  ] as const)("%s answers 400", async (path, action) => {
    for (const type of [
      "application/json",
      "text/plain",
      "multipart/form-data",
    ])
      expect(
        await status(() => action(post(path, type) as never)),
        `${path} ${type}`,
      ).toBe(400);
  });
});

describe("no error page for an address around a scan", () => {
  // These reached React before and answered "404 Internal Server Error".
  it.each([
    "/c/abc/",
    "/c/abc/?q=1",
    "/de/c/abc",
    "/de/c/",
    "/c/abc).",
    "/c//",
  ])("%s is a scan: a 302, never an error", async (path) => {
    const res = await SELF.fetch(`http://localhost${path}`, {
      redirect: "manual",
    });
    expect(res.status, path).toBe(302);
  });
});
