/**
 * Words of the site header and the calls to action that give every page a way
 * forward (sign-in, membership, checkout). Plain data: components render it.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { pagePath } from "#app/lib/pages/links.ts";

export const SITE_HEADER = {
  /** Accessible name of the header's navigation landmark. */
  navLabel: msg`Account`,
  homeLabel: msg`Nirvana home`,
  logIn: msg`Log in`,
  subscribe: msg`Subscribe`,
} as const;

export interface CallToAction {
  heading: MessageDescriptor;
  /** May name {price} and {percent} (app/lib/i18n/price-values.ts). */
  text: MessageDescriptor;
  primary: MessageDescriptor;
  /** A second, quieter way on; links to `secondaryHref`. */
  secondary: MessageDescriptor;
  secondaryHref: string;
}

/** Ends the sales pages (fees, why people use, membership, why, Compass Score). */
export const MEMBERSHIP_CTA: CallToAction = {
  heading: msg`Ready to see how much you could lose?`,
  text: msg`Membership is <0>{price}</0> a year, billed annually in advance. Have a Trust Code? It takes {percent} off, and {organisationShare} goes to an organisation you choose.`,
  primary: msg`Subscribe`,
  secondary: msg`Apply a Trust Code first`,
  secondaryHref: pagePath("haveACode"),
};

/**
 * Where a visitor buys, once they carry a code that gives the discount: the
 * price they pay, the full price and the saving (app/components/code-price.tsx).
 */
export const CODE_PRICE = msg`With your Trust Code, membership is <0>{discountedPrice}</0> a year instead of <0>{price}</0>: you save <0>{saving}</0>.`;

/** Follows the chat's paywall reply (the reply's own text never changes). */
export const CHAT_MEMBERSHIP_LINK = {
  text: msg`See what membership gives you`,
  href: pagePath("membershipGives"),
} as const;
