/**
 * The use cases (README.md "Architecture"): one function per public form or
 * account action, and what a page's loader or action asks of the data.
 * Code outside app/lib/use-cases/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export {
  type AccountAction,
  type Problem,
  accountAction,
  browserCookies,
  isHttps,
  sessionOf,
  signedInRedirect,
} from "#app/lib/use-cases/account-action.server.ts";
export {
  type AccountView,
  type PayeeMonth,
  accountView,
  payeeRef,
} from "#app/lib/use-cases/account-page.server.ts";
export {
  type LinkState,
  signInLinkState,
  signInWithLink,
} from "#app/lib/use-cases/account-sign-in.server.ts";
export {
  applyTrustCode,
  visitorOf,
} from "#app/lib/use-cases/apply-code.server.ts";
export { approveRequest } from "#app/lib/use-cases/approve-request.server.ts";
export {
  type CampaignsView,
  campaignsView,
} from "#app/lib/use-cases/campaigns-view.server.ts";
export { checkCode } from "#app/lib/use-cases/check-code.server.ts";
export {
  type Confirmation,
  parseConfirmation,
} from "#app/lib/use-cases/confirm-details.server.ts";
export {
  type LinkOutcome,
  type VerifyOutcome,
  confirmState,
  eraseOnRequest,
  notMeState,
  suppressOnRequest,
  verifyEmail,
} from "#app/lib/use-cases/email-links.server.ts";
export { mintIndividualCode } from "#app/lib/use-cases/mint-individual-code.server.ts";
export {
  enqueueMonthlySummaries,
  summaryWanted,
  unsubscribe,
  unsubscribeState,
} from "#app/lib/use-cases/monthly-summary.server.ts";
export { recordConsent } from "#app/lib/use-cases/record-consent.server.ts";
export { remittanceStatement } from "#app/lib/use-cases/remittance.server.ts";
export { requestOrganisationCode } from "#app/lib/use-cases/request-organisation-code.server.ts";
export { scanGreeting } from "#app/lib/use-cases/scan-greeting.server.ts";
