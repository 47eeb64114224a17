/**
 * The site footer's words: on every page, so they belong to the `common`
 * catalog (app/lib/i18n/area-files.ts), not to the landing page's.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { LINK_GROUP_HEADINGS, PAGE_NAMES } from "./page-names";

export interface FooterLink {
  href: string;
  /** A plain string is shown as it is (an e-mail address). */
  label: MessageDescriptor | string;
}

export interface FooterLinkGroup {
  heading: MessageDescriptor;
  links: FooterLink[];
}

export const FOOTER_LINKS: FooterLinkGroup[] = [
  {
    heading: msg`Product`,
    links: [
      { href: "/what-is-compass-score", label: PAGE_NAMES.whatIsCompassScore },
      { href: "/why-people-use-nirvana", label: PAGE_NAMES.whyPeopleUse },
      {
        href: "/what-does-an-annual-nirvana-membership-give-you",
        label: msg`What membership gives you`,
      },
      { href: "/nirvana-membership-fees", label: msg`Membership fees` },
      { href: "/why-do-i-need-it", label: PAGE_NAMES.whyDoINeedIt },
      { href: "/nirvana-wallet", label: PAGE_NAMES.wallet },
    ],
  },
  {
    heading: LINK_GROUP_HEADINGS.trustCodes,
    links: [
      { href: "/get-your-trust-code", label: PAGE_NAMES.getYourTrustCode },
      {
        href: "/have-a-code-or-need-one",
        label: PAGE_NAMES.haveACode,
      },
      {
        href: "/trust-code-programme",
        label: msg`Programme for organisations`,
      },
      { href: "/my-trust-code", label: msg`My Trust Code` },
    ],
  },
  {
    heading: msg`About`,
    links: [
      { href: "/the-founder", label: PAGE_NAMES.theFounder },
      { href: "/what-is-this-all-about", label: PAGE_NAMES.whatIsThisAllAbout },
      { href: "/nirvana-fellows", label: PAGE_NAMES.fellows },
      {
        href: "/founder-statement-on-cryptocurrencies",
        label: PAGE_NAMES.crypto,
      },
    ],
  },
  {
    heading: LINK_GROUP_HEADINGS.legal,
    links: [
      { href: "/your-right-to-know", label: PAGE_NAMES.rightToKnow },
      { href: "/member-eula", label: PAGE_NAMES.memberEula },
      { href: "/terms", label: PAGE_NAMES.terms },
      { href: "mailto:hello@nirvana.example", label: "hello@nirvana.example" },
    ],
  },
];

export const FOOTER_LEGAL = msg`Nirvana provides impersonal analytics, not investment advice. Investments can lose value, and you could get back less than you put in. Trust Codes never affect search results or ranking. Sample site for a fictional product.`;

/** The footer's last line; <0> is the e-mail link. */
export const FOOTER_COPYRIGHT = msg`© 2026 Nirvana. Contact: <0>{email}</0>`;
