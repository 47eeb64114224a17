import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { requireAdmin } from "#app/lib/admin/guard.server.ts";
import { signInAlarm } from "#app/lib/db/admin-auth-failures.server.ts";
import {
  ADMIN_AUTH_ALARM_FAILURES,
  ADMIN_AUTH_MAX_FAILURES,
} from "#app/lib/policies.ts";
import { RATE_LIMIT, startOfFreshWindow } from "../support/rate-window";
import { SELF } from "./self";

function applyFrom(ip: string) {
  return SELF.fetch("http://localhost/api/contact/apply-trust-code", {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": ip },
    body: JSON.stringify({ code: "NIR-NOPE-1" }),
  });
}

async function signIn(ip: string, credentials: string, now: number) {
  try {
    await requireAdmin(
      new Request("https://nirvana.example/admin", {
        headers: {
          authorization: `Basic ${btoa(credentials)}`,
          "cf-connecting-ip": ip,
        },
      }),
      { basicAuth: "admin:secret", now },
    );
    return 200;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return thrown.status;
  }
}

describe("rate limits key on a network, not an address", () => {
  it("an IPv6 client rotating addresses inside its /64 shares one API budget", async () => {
    await startOfFreshWindow();
    const statuses: number[] = [];
    for (let i = 1; i <= RATE_LIMIT + 1; i++)
      statuses.push(
        (await applyFrom(`2001:db8:7:7::${i.toString(16)}`)).status,
      );
    expect(statuses.slice(0, RATE_LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses[RATE_LIMIT]).toBe(429);
    // The next /64 is another client.
    expect((await applyFrom("2001:db8:7:8::1")).status).toBe(200);
  }, 60_000);

  it("the console sign-in throttle counts a /64 as one client", async () => {
    const t0 = Date.parse("2026-11-22T12:00:00Z");
    for (let i = 1; i <= ADMIN_AUTH_MAX_FAILURES; i++)
      expect(await signIn(`2001:db8:9:9::${i}`, "admin:guess", t0)).toBe(401);
    expect(await signIn("2001:db8:9:9::abcd", "admin:secret", t0 + 1)).toBe(
      429,
    );
    expect(await signIn("2001:db8:9:a::1", "admin:secret", t0 + 1)).toBe(200);
  });

  it("failures spread over many networks raise the site-wide alarm", async () => {
    await env.DB.prepare("DELETE FROM admin_auth_failures").run();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const t0 = Date.now();
    for (let i = 1; i < ADMIN_AUTH_ALARM_FAILURES; i++)
      expect(await signIn(`192.0.2.${i}`, "admin:guess", t0)).toBe(401);
    expect(await signInAlarm(t0)).toBeNull();
    expect(error).not.toHaveBeenCalled();
    expect(await signIn("192.0.2.250", "admin:guess", t0)).toBe(401);
    expect(await signInAlarm(t0)).toBe(ADMIN_AUTH_ALARM_FAILURES);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toMatch(/^ALARM: /);
    // The alarm blocks nobody: the right password still works.
    expect(await signIn("192.0.2.251", "admin:secret", t0)).toBe(200);
    error.mockRestore();
  });
});
