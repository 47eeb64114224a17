import { bindingSender } from "./binding-sender";
import { httpSender } from "./http-sender";

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** Base64 of the bytes. */
  base64: string;
}

export interface OutgoingEmail {
  /** "Name <address>" or a bare address. */
  from: string;
  to: string;
  subject: string;
  text: string;
  attachments: EmailAttachment[];
}

/** Delivers one message or throws; the outbox turns a throw into a retry. */
export interface EmailSender {
  readonly name: string;
  send(email: OutgoingEmail): Promise<void>;
}

/** Used when EMAIL_FROM is unset; the domain must be one Email Routing or the API accepts. */
export const DEFAULT_FROM = "Nirvana <codes@nirvana.example>";

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
