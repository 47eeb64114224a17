/**
 * The site footer's words: on every page, so they belong to the `common`
 * catalog (app/lib/i18n/area-files.ts), not to the landing page's. Links name
 * pages by id and show the label each page declares beside its route
 * (app/routes/<route>.page.ts).
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { pageLink, type PageId } from "#app/lib/pages/links.ts";
import { LINK_GROUP_HEADINGS } from "#app/content/link-groups.ts";

export interface FooterLink {
  /** The page linked (app/lib/pages/links.ts); none for an e-mail address. */
  page?: PageId;
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
      pageLink("whatIsCompassScore"),
      pageLink("whyPeopleUse"),
      pageLink("membershipGives"),
      pageLink("membershipFees"),
      pageLink("whyDoINeedIt"),
      pageLink("wallet"),
    ],
  },
  {
    heading: LINK_GROUP_HEADINGS.trustCodes,
    links: [
      pageLink("getYourTrustCode"),
      pageLink("haveACode"),
      pageLink("trustCodeProgramme"),
      pageLink("myTrustCode"),
    ],
  },
  {
    heading: msg`About`,
    links: [
      pageLink("theFounder"),
      pageLink("whatIsThisAllAbout"),
      pageLink("fellows"),
      pageLink("cryptoStatement"),
    ],
  },
  {
    heading: LINK_GROUP_HEADINGS.legal,
    links: [
      pageLink("rightToKnow"),
      pageLink("memberEula"),
      pageLink("terms"),
      { href: "mailto:hello@nirvana.example", label: "hello@nirvana.example" },
    ],
  },
];

export const FOOTER_LEGAL = msg`Nirvana provides impersonal analytics, not investment advice. Investments can lose value, and you could get back less than you put in. Trust Codes never affect search results or ranking. Sample site for a fictional product.`;

/** The footer's last line; <0> is the e-mail link. */
export const FOOTER_COPYRIGHT = msg`© 2026 Nirvana. Contact: <0>{email}</0>`;
