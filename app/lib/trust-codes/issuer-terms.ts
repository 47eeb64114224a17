/**
 * Where an issuer follows referred members and payouts (the payee page). The
 * money terms are the business figures (app/lib/money/terms/programme-terms.ts),
 * written for a page by app/lib/i18n/price-values.ts.
 */
import { pagePath } from "#app/lib/pages/index.ts";

export const ISSUER_RESULTS_PATH = pagePath("myTrustCode");
