import { msg } from "@lingui/core/macro";
import { SHARE_ACTIONS } from "#app/content/trust-code-shared.ts";

/**
 * Words of the payee page's campaigns, sharing tools and e-mail preferences
 * (app/components/account/campaigns-*.tsx). {from} and {to} are months
 * written for the page's language, {list} a list of "campaign: scans",
 * {campaign} a campaign name (letters, digits and "-"), {link} an address,
 * {name} what was typed, {query} the address's campaign part (?campaign=),
 * {few} the sign for member counts from 1 to 4 (<5); figures such as {discountedPrice}, {percent},
 * {rewardUsd}, {minimum} and {holdDays} come from app/lib/i18n/price-values.ts.
 */
export const CAMPAIGNS = {
  heading: msg`Campaigns`,
  intro: msg`Give each flyer, newsletter or badge its own campaign: add {query} and a name to your code's link, or make a campaign QR below. Each campaign's scans, visitors, applied codes, new paid members and renewals are counted on their own.`,
  rangeLegend: msg`Months shown`,
  rangeFrom: msg`From`,
  rangeTo: msg`To`,
  rangeShow: msg`Show`,
  chartTitle: msg`People's scans per month and campaign`,
  chartSummary: msg`People's scans from {from} to {to}, by campaign: {list}. The table gives every figure.`,
  chartEmpty: msg`No scans in these months yet.`,
  chartMore: msg`The chart shows the five campaigns with the most scans; the table has them all.`,
  campaign: msg`Campaign`,
  noCampaign: msg`No campaign`,
  otherCampaign: msg`Other names`,
  tableCaption: msg`Funnel per month and campaign, from {from} to {to}`,
  noRows: msg`Nothing counted in these months yet.`,
  note: msg`Member counts from 1 to 4 show as “{few}”. A person who scanned two campaigns counts as a visitor of each. “Other names” are campaign names with characters other than letters a–z, digits and hyphens, or more than 32 characters.`,
  csv: msg`Download these months as CSV`,

  qrHeading: msg`A QR code for a campaign`,
  qrLabel: msg`Campaign name`,
  qrHint: msg`Letters a–z, digits and hyphens, at most 32 characters; for example spring-flyer.`,
  qrMake: msg`Make the campaign QR code`,
  qrInvalid: msg`“{name}” cannot be a campaign name. Use only letters a–z, digits and hyphens, at most 32 characters.`,
  qrReady: msg`The QR code for campaign {campaign} opens {link}. Its scans count under that campaign.`,
  qrFile: msg`{format} for campaign {campaign}`,

  shareHeading: msg`Share your code`,
  shareIntro: msg`Visitors who use your code get {percent} off: they pay {discountedPrice} a year instead of {price}.`,
  linkLabel: msg`Your code's link`,
  qrAlt: msg`QR code that opens {link}`,
  ...SHARE_ACTIONS,
  disclosureHeading: msg`The disclosure to use when you share`,
  disclosureIntro: msg`This is a paid referral: show this text clearly and close to your code, link or QR code.`,
  /** The same words as the issuer page's required disclosure (app/content/issuer.ts). */
  disclosureIndividual: msg`I may earn {rewardUsd} if you subscribe to Nirvana with my Trust Code. Codes never affect search results.`,
  /** The same words as the organisation code e-mail's (app/content/code-emails.ts). */
  disclosureOrganisation: msg`We may receive {organisationShare} of your {brand} subscription if you subscribe with our Trust Code. Codes never affect search results.`,
  shareText: msg`Use my Trust Code {code} for {percent} off Nirvana. {disclosure}`,
  shareTitle: msg`My Nirvana Trust Code`,

  mailHeading: msg`E-mails`,
  mailSummary: msg`A monthly summary on the 1st: last month's scans and members, and your balances`,
  mailPayouts: msg`E-mails about your payouts (sent or failed) always come.`,
  mailUnverified: msg`The summary starts once your e-mail address is verified.`,
  mailSave: msg`Save e-mail choices`,
  mailSaved: msg`Your e-mail choices are saved.`,
  unsubscribeTitle: msg`Stop the monthly summary`,
  unsubscribeIntro: msg`Press the button to stop the monthly summary e-mails for this Trust Code. E-mails about your payouts still come.`,
  unsubscribeDone: msg`Done: the monthly summary is off. You can turn it back on from your Trust Code page.`,
  unsubscribeUnknown: msg`This link does not work. Sign in to your Trust Code page to change your e-mails.`,
  toPage: msg`To your Trust Code page`,
} as const;
