import { bindingSender } from "./binding-sender";
import { httpSender } from "./http-sender";
import type { EmailSender } from "#app/lib/email/types.ts";

/**
 * The binding when it is bound, else the HTTP API when both its settings are
 * present, else none: messages then wait in the outbox, readable in the console.
 */
export function senderFromEnv(env: Env): EmailSender | null {
  if (env.EMAIL) return bindingSender(env.EMAIL);
  if (env.EMAIL_API_URL && env.EMAIL_API_KEY)
    return httpSender(env.EMAIL_API_URL, env.EMAIL_API_KEY);
  return null;
}
