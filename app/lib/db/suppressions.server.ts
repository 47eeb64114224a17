import { env } from "cloudflare:workers";
import { suppressionHash } from "#app/lib/identity/index.ts";

/** True when this address (normalised) asked never to be e-mailed again. */
export async function isSuppressed(email: string): Promise<boolean> {
  const hash = await suppressionHash(email, env.SUPPRESSION_HMAC_KEY);
  const row = await env.DB.prepare(
    "SELECT 1 FROM email_suppressions WHERE email_hash = ?1",
  )
    .bind(hash)
    .first();
  return row !== null;
}

export function suppressStatement(hash: string, now: Date) {
  return env.DB.prepare(
    "INSERT INTO email_suppressions (email_hash, created_at) VALUES (?1, ?2) ON CONFLICT (email_hash) DO NOTHING",
  ).bind(hash, now.toISOString());
}
