import { msg } from "@lingui/core/macro";

/**
 * What the public forms answer, whichever way they were posted: the JSON API
 * and the route actions translate these for the page's locale, the pages
 * show them as they are.
 */
export const FORM_ANSWERS = {
  organisationSuccess: msg`Thank you for your interest! We will review your request and be in touch soon.`,
  individualSuccess: msg`Check your email for your Trust Code!`,
  applySuccess: msg`Code {code} applied. Your {percent} discount will appear at checkout. {organisationShare} of your subscription will support your chosen organisation.`,
  alreadyApplied: msg`Code {code} is already active on your account. You may change it before your first successful paid subscription.`,
  codeCreated: msg`Your Trust Code {code} has been created successfully! Check your email for details and your QR code.`,
  fixFields: msg`Please correct the highlighted fields.`,
  domainLimit: msg`Too many new Trust Codes for this e-mail domain today. Please try again tomorrow.`,
  clientLimit: msg`Too many new Trust Codes from your network today. Please try again tomorrow.`,
  recipientLimit: msg`Too many e-mails to this address today. Please try again tomorrow.`,
  rateLimited: msg`Too many requests. Please try again in a minute.`,
  bodyTooLarge: msg`Request body is too large.`,
  /** The browser's fallbacks when the server sent no message (docs/api.md). */
  submissionFailed: msg`Submission failed`,
  tryAgain: msg`An error occurred. Please try again later.`,
};
