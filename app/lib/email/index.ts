/**
 * The e-mails the use cases and flows write (account, codes, payouts, the
 * monthly summary). The outgoing message (outgoing.ts, types.ts) is a layer
 * of its own below the outbox and is imported directly (tooling/eslint/layers.ts).
 * Code outside app/lib/email/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export {
  detailsCodeEmail,
  signInEmail,
} from "#app/lib/email/account-emails.ts";
export {
  individualCodeEmail,
  organisationCodeEmail,
  reminderEmail,
} from "#app/lib/email/code-emails.ts";
export {
  payoutFailedEmail,
  payoutSentEmail,
} from "#app/lib/email/payout-emails.ts";
export { summaryEmail } from "#app/lib/email/summary-email.ts";
