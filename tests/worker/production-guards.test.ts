import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { requireAdmin } from "#app/lib/admin/guard.server.ts";
import {
  isProduction,
  missingSecretResponse,
} from "#app/lib/platform/production.ts";
import { scheduled } from "../../workers/scheduled";

const SECRETS = {
  SUPPRESSION_HMAC_KEY: "k1",
  CONSENT_HASH_SECRET: "k2",
  SCAN_VISITOR_SECRET: "k3",
};

describe("production is decided from a documented signal, and fails closed", () => {
  it("production unless ENVIRONMENT says development or test, whatever the host", () => {
    expect(isProduction({})).toBe(true);
    expect(isProduction({ ENVIRONMENT: "production" })).toBe(true);
    expect(isProduction({ ENVIRONMENT: "staging" })).toBe(true);
    expect(isProduction({ ENVIRONMENT: "Development" })).toBe(true);
    expect(isProduction({ ENVIRONMENT: "development" })).toBe(false);
    expect(isProduction({ ENVIRONMENT: "test" })).toBe(false);
  });

  it("a Worker with no ENVIRONMENT and a missing secret refuses to serve", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(
      missingSecretResponse({ ...SECRETS, SUPPRESSION_HMAC_KEY: undefined })
        ?.status,
    ).toBe(503);
    error.mockRestore();
  });
});

describe("a missing production secret fails loudly", () => {
  it("503 and an error naming the secret, never a development key", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = missingSecretResponse({
      ...SECRETS,
      CONSENT_HASH_SECRET: undefined,
    });
    expect(res!.status).toBe(503);
    expect(await res!.text()).not.toContain("CONSENT_HASH_SECRET");
    expect(String(error.mock.calls[0]![0])).toContain("CONSENT_HASH_SECRET");
    error.mockRestore();
    // All set, or not production: served as usual.
    expect(missingSecretResponse(SECRETS)).toBeNull();
    expect(missingSecretResponse({ ENVIRONMENT: "development" })).toBeNull();
  });

  it("the cron refuses to run in production without its secrets", async () => {
    await expect(
      scheduled(
        { scheduledTime: Date.now() } as ScheduledController,
        { ...env, ENVIRONMENT: "production", SUPPRESSION_HMAC_KEY: undefined },
        { waitUntil() {} } as unknown as ExecutionContext,
      ),
    ).rejects.toThrow(/SUPPRESSION_HMAC_KEY/);
  });
});

describe("the console in production", () => {
  const request = () =>
    new Request("https://nirvana.example/admin", {
      headers: { authorization: `Basic ${btoa("ops:s3cret")}` },
    });

  it("refuses Basic auth alone unless explicitly allowed", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const refused = await requireAdmin(request(), {
      basicAuth: "ops:s3cret",
      production: true,
    }).catch((r: Response) => r);
    expect((refused as Response).status).toBe(503);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    await expect(
      requireAdmin(request(), {
        basicAuth: "ops:s3cret",
        production: true,
        allowBasicInProduction: true,
      }),
    ).resolves.toMatchObject({ actor: "ops", via: "basic" });
    await expect(
      requireAdmin(request(), { basicAuth: "ops:s3cret", production: false }),
    ).resolves.toMatchObject({ via: "basic" });
  });
});
