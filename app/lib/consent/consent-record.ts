import {
  apiFetch,
  type StoredChoice,
  randomHex,
  storage,
} from "#app/lib/platform/index.ts";
import {
  API_CHOICE,
  CONSENT_ID_PATTERN,
  CONSENT_ID_STORAGE_KEY,
} from "#app/lib/consent/consent.ts";
import { COOKIE_POLICY_VERSION } from "#app/lib/policies.ts";

/** Stands in for the stored id when local storage is unavailable: one id per page then. */
let pageConsentId: string | null = null;

/** 128 random bits. */
function newConsentId(): string {
  return randomHex(16);
}

/** This browser's consent id, made on its first choice and kept in local storage only (never a cookie). */
function consentId(): string {
  const stored = storage.get(CONSENT_ID_STORAGE_KEY);
  if (stored && CONSENT_ID_PATTERN.test(stored)) return stored;
  pageConsentId ??= newConsentId();
  storage.set(CONSENT_ID_STORAGE_KEY, pageConsentId);
  return pageConsentId;
}

/**
 * Sends one consent record (POST /api/consent, docs/consent.md). `keepalive`
 * lets it finish when the choice is followed at once by leaving the page.
 */
export function recordChoice(choice: StoredChoice): void {
  apiFetch("/api/consent", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      choice: API_CHOICE[choice],
      policyVersion: COOKIE_POLICY_VERSION,
      consentId: consentId(),
    }),
    keepalive: true,
  }).catch(() => {
    // The choice holds without its record; a lost record is not the visitor's problem.
  });
}
