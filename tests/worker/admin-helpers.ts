/** Shared setup for the operator console tests: rows, requests and an admin. */
import { env } from "cloudflare:workers";
import type { Admin } from "#app/lib/db/operator.ts";
import { validIssuer } from "../support/issuer";
import { SELF } from "./self";
import { clientIp } from "../support/client-ip";

export const ADMIN: Admin = { actor: "ops@nirvana.example", via: "access" };

/** A fresh client key per call keeps the contact rate limit out of the way. */
export function postApi(path: string, body: unknown) {
  return SELF.fetch(`http://localhost/api/contact${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "cf-connecting-ip": clientIp(),
    },
    body: JSON.stringify(body),
  });
}

export async function applies(code: string): Promise<boolean> {
  const res = await postApi("/apply-trust-code", { code });
  return ((await res.json()) as { success: boolean }).success;
}

export async function mintIssuer(email: string): Promise<string> {
  const res = await postApi(
    "/individual-trust-code-request",
    validIssuer(email, "Jane Issuer", {
      paypalEmail: "pay@example.com",
      dateOfBirth: "1990-05-01",
    }),
  );
  if (res.status !== 200) throw new Error(`mint failed: ${res.status}`);
  return ((await res.json()) as { trust_code: string }).trust_code;
}

export async function issuerIdFor(code: string): Promise<string> {
  const row = await env.DB.prepare(
    "SELECT owner_id FROM trust_codes WHERE code = ?1",
  )
    .bind(code)
    .first<{ owner_id: string }>();
  return row!.owner_id;
}

export async function insertRequest(name: string): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO organisation_requests
       (id, organization_name, website, country, vertical, audience_size, contact_name, email, timeframe, created_at)
     VALUES (?1, ?2, 'https://org.example', 'GB', 'charities-ngos-nonprofits', '0-10000', 'Ada Green', ?3, 'immediately', ?4)`,
  )
    .bind(id, name, `${id.slice(0, 8)}@org.example`, new Date().toISOString())
    .run();
  return id;
}

export async function one<T>(sql: string, ...binds: unknown[]): Promise<T> {
  return (await env.DB.prepare(sql)
    .bind(...binds)
    .first<T>())!;
}
