import { env } from "cloudflare:workers";

export interface ConsentRecord {
  choice: "accept" | "decline" | "gpc";
  policyVersion: string;
  /** ISO time the server received the choice. */
  recordedAt: string;
  /** consentSessionHash of the browser's consent id (app/lib/consent/consent-hash.ts). */
  sessionHash: string;
}

/** Stores one consent record: one statement, so nothing half-written. */
export async function insertConsentRecord(
  record: ConsentRecord,
): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO consent_records (choice, policy_version, recorded_at, session_hash)
     VALUES (?1, ?2, ?3, ?4)`,
  )
    .bind(
      record.choice,
      record.policyVersion,
      record.recordedAt,
      record.sessionHash,
    )
    .run();
}
