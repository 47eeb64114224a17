import { BRAND } from "./brand";

/**
 * Whether this Worker is the production site (README "Configuration"): the
 * var ENVIRONMENT says "production", or, unless it says "development" or
 * "test", a request arrived for the production host of app/lib/brand.ts.
 * Local development (`npm run dev`, `npm start` on localhost) and the tests
 * are never production, so they keep working with no secrets.
 */
export function isProduction(
  env: { ENVIRONMENT?: string },
  url?: string,
): boolean {
  if (env.ENVIRONMENT === "production") return true;
  if (env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test")
    return false;
  if (!url) return false;
  try {
    return new URL(url).hostname.toLowerCase() === BRAND.productionHost;
  } catch {
    return false;
  }
}

/** Secrets whose development stand-ins must never serve production. */
export const PRODUCTION_SECRETS = [
  "SUPPRESSION_HMAC_KEY",
  "CONSENT_HASH_SECRET",
  "SCAN_VISITOR_SECRET",
] as const;

type Secrets = Partial<Record<(typeof PRODUCTION_SECRETS)[number], string>>;

export function missingSecrets(env: Secrets): string[] {
  return PRODUCTION_SECRETS.filter((name) => !env[name]);
}

function message(missing: string[]): string {
  return `Refusing to serve production without ${missing.join(", ")} (set each with \`npx wrangler secret put <NAME>\`; README "Configuration").`;
}

/**
 * A loud failure instead of a silent development key: in production with a
 * secret missing, every request gets 503 and the log an error naming it.
 */
export function missingSecretResponse(
  request: Request,
  env: Secrets & { ENVIRONMENT?: string },
): Response | null {
  if (!isProduction(env, request.url)) return null;
  const missing = missingSecrets(env);
  if (!missing.length) return null;
  console.error(message(missing));
  return new Response("Service unavailable: the site is misconfigured.", {
    status: 503,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Retry-After": "300",
    },
  });
}

/** The same rule for work without a request (the cron): it throws. */
export function assertProductionSecrets(
  env: Secrets & { ENVIRONMENT?: string },
): void {
  if (!isProduction(env)) return;
  const missing = missingSecrets(env);
  if (missing.length) throw new Error(message(missing));
}
