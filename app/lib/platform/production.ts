/**
 * Whether this Worker is to be treated as production (README
 * "Configuration"). It fails closed: production unless the var ENVIRONMENT
 * says "development" or "test", whatever host a request names (a staging
 * host, a workers.dev address, a forged Host header). `npm start` and
 * `npm run dev` set "development", the tests "test".
 */
export function isProduction(env: { ENVIRONMENT?: string }): boolean {
  return env.ENVIRONMENT !== "development" && env.ENVIRONMENT !== "test";
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
  env: Secrets & { ENVIRONMENT?: string },
): Response | null {
  if (!isProduction(env)) return null;
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
