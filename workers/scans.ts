import type { Capture } from "./capture";

/**
 * Records one scan. Called only inside ctx.waitUntil so the redirect never
 * waits on D1. No raw IP is stored: the country from request.cf is enough for
 * cohort reporting (SPEC §1: cohort-level only).
 */
export async function recordScan(
  db: D1Database,
  capture: Capture,
  country: string | null,
  path: string,
): Promise<void> {
  try {
    await db
      .prepare(
        "INSERT INTO scans (code, source, campaign, country, path, scanned_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
      )
      .bind(
        capture.code,
        capture.source,
        capture.campaign,
        country,
        path,
        new Date().toISOString(),
      )
      .run();
  } catch (error) {
    // A lost scan must never break a visitor's redirect; the log is the trace.
    console.error("scan not recorded", error);
  }
}
