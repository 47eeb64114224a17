/** Shared setup for the issuer-identity tests: requests, mail and links. */
import { env } from "cloudflare:workers";
import { validIssuer } from "../support/issuer";
import { postApi } from "./admin-helpers";

/** Every field a requester types, each with a marker that must never reach an unverified inbox. */
export function individual(
  email: string,
  overrides: Record<string, string | boolean> = {},
) {
  return validIssuer(email, "Zed Typedname", {
    paypalEmail: "typed-paypal@example.net",
    dateOfBirth: "1990-05-01",
    ...overrides,
  });
}

export async function request(email: string, overrides = {}) {
  const res = await postApi(
    "/individual-trust-code-request",
    individual(email, overrides),
  );
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as {
      success: boolean;
      message: string;
      trust_code: string | null;
      qr_code: unknown;
      qr_generated: boolean;
      errors?: Record<string, string>;
    },
  };
}

export interface Mail {
  id: string;
  recipient: string;
  kind: string;
  subject: string;
  body_text: string;
  trust_code: string | null;
  status: string;
  created_at: string;
}

export async function mailTo(recipient: string): Promise<Mail[]> {
  const { results } = await env.DB.prepare(
    "SELECT * FROM email_outbox WHERE recipient = lower(?1) ORDER BY created_at, rowid",
  )
    .bind(recipient)
    .all<Mail>();
  return results;
}

export function linkToken(body: string, path: "verify" | "not-me"): string {
  const match = new RegExp(`/${path}\\?token=([A-Za-z0-9_-]{43})`).exec(body);
  if (!match) throw new Error(`no ${path} link in: ${body}`);
  return match[1]!;
}

export async function count(sql: string, ...binds: unknown[]) {
  const row = await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>();
  return row!.n;
}

/** The confirm page's answer for a request made with `individual`: its PayPal typed again. */
export const typedAgain = (paypal = "typed-paypal@example.net") => ({
  kind: "retype" as const,
  destination: {
    payout_method: "paypal" as const,
    paypal_email: paypal,
    postal_name: null,
    postal_address_line1: null,
    postal_address_line2: null,
    postal_city: null,
    postal_zip: null,
    postal_country: null,
  },
});
