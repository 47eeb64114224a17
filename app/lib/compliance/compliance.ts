import { BRAND } from "#app/lib/brand.ts";
import { storage } from "#app/lib/platform/index.ts";

/** The compliance choice, kept in local storage (docs/consent.md). */
export interface ComplianceRecord {
  accepted: boolean;
  region: string | null;
  acceptedAt: string | null;
}

export const COMPLIANCE_KEY = `${BRAND.slug}_compliance`;
/** Session flag: the once-per-visit reset on "/" has happened. */
export const COMPLIANCE_RESET_KEY = `${BRAND.slug}_compliance_reset`;
export const INITIAL_COMPLIANCE: ComplianceRecord = {
  accepted: false,
  region: null,
  acceptedAt: null,
};

export function readCompliance(): ComplianceRecord {
  const raw = storage.get(COMPLIANCE_KEY);
  if (!raw) return INITIAL_COMPLIANCE;
  try {
    const parsed = JSON.parse(raw) as Partial<ComplianceRecord>;
    return parsed.accepted === true && typeof parsed.region === "string"
      ? {
          accepted: true,
          region: parsed.region,
          acceptedAt: parsed.acceptedAt ?? null,
        }
      : INITIAL_COMPLIANCE;
  } catch {
    return INITIAL_COMPLIANCE;
  }
}

export function acceptCompliance(
  region: string,
  now = new Date(),
): ComplianceRecord {
  const record = { accepted: true, region, acceptedAt: now.toISOString() };
  storage.set(COMPLIANCE_KEY, JSON.stringify(record));
  return record;
}

export function resetCompliance(): void {
  storage.remove(COMPLIANCE_KEY);
}

/** Event the landing page fires after its reset so the dialog re-reads storage. */
export const COMPLIANCE_RESET_EVENT = `${BRAND.slug}:compliance-reset`;
