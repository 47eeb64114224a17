/** Builders for scan events and a code to scan, shared by the scan pipeline tests. */
import { env } from "cloudflare:workers";
import { eventId, type ScanEvent } from "../../workers/scans/events";

let n = 0;
/** A distinct 64-bit visitor hash per number (what the producer's HMAC yields). */
export function visitorHex(i: number): string {
  // splitmix-style scramble so hashes spread like HMAC output.
  let x = BigInt(i + 1) * 0x9e3779b97f4a7c15n;
  x = (x ^ (x >> 30n)) * 0xbf58476d1ce4e5b9n;
  x = (x ^ (x >> 27n)) * 0x94d049bb133111ebn;
  x ^= x >> 31n;
  return (x & 0xffffffffffffffffn).toString(16).padStart(16, "0");
}

export function scanEventFor(
  code: string,
  overrides: Partial<ScanEvent> = {},
): ScanEvent {
  // Now by default: ids of events older than the queue's retention are pruned at once.
  const at = overrides.at ?? Date.now() + n++;
  return {
    id: eventId(at),
    at,
    code,
    surface: "qr",
    source: "qr",
    campaign: null,
    country: "GB",
    bot: null,
    visitor: visitorHex(n),
    ...overrides,
  };
}

/** Inserts an active code (any owner) so its scans are stored per code. */
export async function insertCode(code: string, status = "active") {
  await env.DB.prepare(
    `INSERT INTO trust_codes (code, owner_kind, owner_id, status, created_at)
     VALUES (?1, 'individual', ?2, ?3, ?4)`,
  )
    .bind(code, crypto.randomUUID(), status, new Date().toISOString())
    .run();
  return code;
}
