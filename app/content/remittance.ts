import { msg } from "@lingui/core/macro";

/**
 * Words of an organisation's monthly remittance statement: its page
 * (/my-trust-code/remittance, app/routes/my-trust-code-remittance.tsx) and
 * its PDF (app/lib/qr-kit/remittance-pdf.ts), in the same words
 * (docs/my-trust-code.md "Remittance statement"). {month} is a month and
 * year, {date} a long date, {percent} the share as a percentage.
 */
export const REMITTANCE = {
  title: msg`Monthly remittance statement`,
  link: msg`Monthly remittance statement (page and PDF)`,
  forMonth: msg`Statement for {month}`,
  totalsOnly: msg`Totals only: no charge or member is listed on its own, and member counts from 1 to 4 read "<5".`,
  organisation: msg`Organisation`,
  code: msg`Trust Code`,
  members: msg`Paying members`,
  net: msg`Attributed net of the month's charges (tax excluded)`,
  share: msg`Your share ({percent}) after reversals`,
  paid: msg`Paid in the payout run for this month`,
  notPrepared: msg`Not prepared yet: the payout run for this month is prepared on {date}.`,
  issued: msg`Issued on {date}`,
  otherMonths: msg`Other months`,
  show: msg`Show`,
  pdf: msg`Download PDF`,
  back: msg`Back to My Trust Code`,
  organisationsOnly: msg`Remittance statements are for organisations. Your statement is the CSV file on your page.`,
};
