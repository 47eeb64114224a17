import { env } from "cloudflare:workers";
import {
  DAY_MS,
  DEFAULT_DAILY_EMAIL_CAP,
  DEFAULT_NEW_CODES_PER_DOMAIN_PER_DAY,
  MAX_MESSAGES_PER_RECIPIENT_PER_DAY,
  MAX_MINTS_PER_CLIENT_PER_DAY,
  REMINDER_INTERVAL_MS,
} from "#app/lib/policies.ts";

/** A positive integer from a var, or the default when unset or nonsense. */
function configured(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export const newCodesPerDomainPerDay = () =>
  configured(
    env.NEW_CODES_PER_DOMAIN_PER_DAY,
    DEFAULT_NEW_CODES_PER_DOMAIN_PER_DAY,
  );

export const dailyEmailCap = () =>
  configured(env.DAILY_EMAIL_CAP, DEFAULT_DAILY_EMAIL_CAP);

const dayAgo = (now: Date) => new Date(now.getTime() - DAY_MS).toISOString();

async function count(sql: string, ...binds: unknown[]): Promise<number> {
  const row = await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Whether one more message may go to this (normalised) recipient today. */
export async function recipientHasRoom(
  normalised: string,
  now: Date,
): Promise<boolean> {
  const sent = await count(
    "SELECT COUNT(*) AS n FROM email_outbox WHERE recipient_normalised = ?1 AND created_at > ?2",
    normalised,
    dayAgo(now),
  );
  return sent < MAX_MESSAGES_PER_RECIPIENT_PER_DAY;
}

/** Whether this recipient was reminded of their code within the reminder interval. */
export async function remindedRecently(
  normalised: string,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - REMINDER_INTERVAL_MS).toISOString();
  return (
    (await count(
      "SELECT COUNT(*) AS n FROM email_outbox WHERE recipient_normalised = ?1 AND kind = 'reminder' AND created_at > ?2",
      normalised,
      since,
    )) > 0
  );
}

/**
 * Whether this network may ask for one more code for this registrable
 * domain today. The cap counts only this network's own requests for the
 * domain: a domain is never locked for everyone else by a few networks
 * (docs/privacy.md, "Sending limits").
 */
export async function domainHasRoom(
  domain: string,
  client: string,
  now: Date,
): Promise<boolean> {
  const minted = await count(
    `SELECT COUNT(*) AS n FROM mint_clients
     WHERE client = ?1 AND domain = ?2 AND minted_at > ?3`,
    client,
    domain,
    dayAgo(now),
  );
  return minted < newCodesPerDomainPerDay();
}

/** Whether this client network may mint one more code today. */
export async function clientHasRoom(
  client: string,
  now: Date,
): Promise<boolean> {
  const minted = await count(
    "SELECT COUNT(*) AS n FROM mint_clients WHERE client = ?1 AND minted_at > ?2",
    client,
    dayAgo(now),
  );
  return minted < MAX_MINTS_PER_CLIENT_PER_DAY;
}

/** Counts a request (a new code or a repeat) against its network and domain; in the mint's own batch. */
export function mintClientStatement(
  client: string,
  now: string,
  domain: string,
): D1PreparedStatement {
  return env.DB.prepare(
    "INSERT INTO mint_clients (client, minted_at, domain) VALUES (?1, ?2, ?3)",
  ).bind(client, now, domain);
}

/** E-mails sent site-wide in the last day. */
export function sentToday(now: Date): Promise<number> {
  return count(
    "SELECT COUNT(*) AS n FROM email_outbox WHERE status = 'sent' AND sent_at > ?1",
    dayAgo(now),
  );
}
