import { msg } from "@lingui/core/macro";

/**
 * Words of the public code check page (/c/<code>+ and /<locale>/c/<code>+).
 * {code} is the code as typed; {percent}, {price}, {rewardUsd} and
 * {organisationShare} are the figures written for the page's language
 * (app/lib/i18n/price-values.ts).
 */
export const CODE_CHECK = {
  title: msg`Check a Trust Code`,
  description: msg`Whether a Trust Code is active, who issued it and what using it gives.`,
  /** <0> holds the code, which browsers must not translate. */
  heading: msg`Trust Code <0>{code}</0>`,
  /** Heading when the address holds no readable code. */
  headingNoCode: msg`Trust Code check`,
  active: msg`This code is active.`,
  /** Unknown and stopped codes read exactly the same. */
  inactive: msg`This code is not active: it is unknown, or it has been stopped. It gives no discount, and checkout refuses it.`,
  individual: msg`It belongs to an individual issuer. We never show an issuer's name or details.`,
  organisation: msg`It belongs to the organisation {name}.`,
  memberGets: msg`With this code you save {percent} on a Nirvana membership ({price} per year, billed annually in advance).`,
  individualReceives: msg`The issuer receives {rewardUsd} per qualifying subscription period, for as long as you stay subscribed.`,
  organisationReceives: msg`The organisation receives {organisationShare} of your subscription, for five years from your first paid subscription.`,
  neutrality: msg`Codes never affect search results or ranking.`,
  applyLabel: msg`Apply this code`,
  otherCode: msg`Enter a different code`,
  rateLimited: msg`Too many code checks from your connection. Please try again in a minute.`,
};
