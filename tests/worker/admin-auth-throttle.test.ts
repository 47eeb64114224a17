import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  requireAdmin,
  type AdminAuthConfig,
} from "#app/lib/admin/guard.server.ts";
import {
  ADMIN_AUTH_MAX_FAILURES,
  ADMIN_AUTH_WINDOW_MS,
} from "#app/lib/policies.ts";

const basic = (credentials: string) => `Basic ${btoa(credentials)}`;

async function status(
  client: string,
  credentials: string,
  config: AdminAuthConfig,
): Promise<{ status: number; retryAfter: string | null }> {
  try {
    await requireAdmin(
      new Request("https://nirvana.example/admin", {
        headers: {
          authorization: basic(credentials),
          "cf-connecting-ip": client,
        },
      }),
      config,
    );
    return { status: 200, retryAfter: null };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return {
      status: thrown.status,
      retryAfter: thrown.headers.get("retry-after"),
    };
  }
}

describe("Basic-auth guessing on /admin", () => {
  it("blocks a client after the allowed failures, even with the right password, until the window ends", async () => {
    const t0 = Date.parse("2026-11-22T10:00:00Z");
    const config = (now: number) => ({ basicAuth: "admin:secret", now });
    for (let i = 0; i < ADMIN_AUTH_MAX_FAILURES; i++)
      expect(
        (await status("198.51.100.7", "admin:guess" + i, config(t0))).status,
      ).toBe(401);
    const blocked = await status(
      "198.51.100.7",
      "admin:secret",
      config(t0 + 1000),
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBe(ADMIN_AUTH_WINDOW_MS / 1000 - 1);
    // Another client is unaffected.
    expect(
      (await status("198.51.100.8", "admin:secret", config(t0))).status,
    ).toBe(200);
    // After the window the right password works again, and a new failure counts from 1.
    const later = t0 + ADMIN_AUTH_WINDOW_MS + 1;
    expect(
      (await status("198.51.100.7", "admin:secret", config(later))).status,
    ).toBe(200);
    expect(
      (await status("198.51.100.7", "admin:nope", config(later))).status,
    ).toBe(401);
    const row = await env.DB.prepare(
      "SELECT failures FROM admin_auth_failures WHERE client = ?1",
    )
      .bind("198.51.100.7")
      .first<{ failures: number }>();
    expect(row!.failures).toBe(1);
  });

  it("does not count a request that carries no credentials (the browser's first ask)", async () => {
    const config = { basicAuth: "admin:secret" };
    for (let i = 0; i < ADMIN_AUTH_MAX_FAILURES + 2; i++) {
      try {
        await requireAdmin(
          new Request("https://nirvana.example/admin", {
            headers: { "cf-connecting-ip": "198.51.100.9" },
          }),
          config,
        );
      } catch {
        // 401 expected, checked below through the counter.
      }
    }
    expect((await status("198.51.100.9", "admin:secret", config)).status).toBe(
      200,
    );
  });
});
