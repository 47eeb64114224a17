import { msg } from "@lingui/core/macro";

/**
 * The monthly summary e-mail (app/lib/email/summary-email.ts): fixed text in
 * the payee's language around their own figures. {code} is the Trust Code,
 * {month} a month written out ("November 2026"), {url} an address. The
 * figures' labels are the payee page's own (app/content/account.ts).
 */
export const SUMMARY_EMAIL = {
  subject: msg`Your Trust Code {code} in {month}`,
  intro: msg`What your Trust Code {code} did in {month}, and your balances today:`,
  unsubscribe: msg`You get this summary on the 1st of each month. To stop it, open {url} (e-mails about your payouts still come).`,
};
