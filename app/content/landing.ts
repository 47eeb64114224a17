/**
 * Sample content for the landing page (/) and /demo (the footer's words are
 * in ./footer.ts: every page shows them).
 *
 * Plain data only: components render it. LANDING_LINKS is ordered; the mobile
 * layout shows only the first MOBILE_LINK_COUNT entries. Words are Lingui
 * message descriptors; figures in them ({price}, {reward}, {percent}) come
 * from app/lib/i18n/price-values.ts so each locale writes them its own way,
 * and <0>{price}</0> keeps the currency code out of translation.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { pageLink, pageTitle, type PageId } from "#app/lib/pages/links.ts";
import { LINK_GROUP_HEADINGS } from "#app/content/link-groups.ts";

/* ------------------------------------------------------------------ types */

export interface LandingHero {
  /** The brand name, never translated. */
  title: string;
  tagline: MessageDescriptor;
  subtitle: MessageDescriptor;
  priceNote: MessageDescriptor;
}

export interface LandingLink {
  /** The page linked, by id (app/lib/pages/links.ts). */
  page: PageId;
  href: string;
  label: MessageDescriptor;
  description?: MessageDescriptor;
}

export interface PressQuote {
  quote: MessageDescriptor;
  /** The publication's name, never translated. */
  source: string;
  pdfHref: string;
  /** Label of the link to the PDF. */
  pdfLabel: MessageDescriptor;
}

export interface CharityPledge {
  heading: MessageDescriptor;
  text: MessageDescriptor;
}

export interface Feature {
  name: MessageDescriptor;
  description: MessageDescriptor;
  /** True where the feature is only for paid members. */
  membersOnly: boolean;
}

/* ---------------------------------------------------------------- content */

export const HERO: LandingHero = {
  title: "Nirvana",
  tagline: msg`How much could I lose?`,
  subtitle: msg`A neutral AI search engine for finance, built around loss aversion. Available in 195 countries and more than 100 languages.`,
  priceNote: msg`Membership <0>{price}</0> per year, billed annually in advance.`,
};

/** How many of LANDING_LINKS the mobile layout shows. */
export const MOBILE_LINK_COUNT = 6;

export const LANDING_LINKS: LandingLink[] = [
  {
    ...pageLink("getYourTrustCode"),
    description: msg`Earn {reward} per referral and mint your own QR code. Open to everyone, no subscription needed.`,
  },
  {
    ...pageLink("haveACode"),
    description: msg`Save {percent} on your membership, plus {organisationShare} donated to an organisation you choose.`,
  },
  {
    ...pageLink("trustCodeProgramme", msg`Trust Code programme`),
    description: msg`For organisations: offer your community {percent} off and support your work.`,
  },
  {
    ...pageLink("whatIsCompassScore"),
    description: msg`How products are ranked with the downside in view.`,
  },
  {
    ...pageLink("whyPeopleUse"),
    description: msg`Neutral rankings that answer to no advertiser.`,
  },
  {
    // The page's own title: one message in the common catalog.
    ...pageLink("membershipFees", pageTitle("membershipFees")),
    description: msg`<0>{price}</0> a year, billed annually; seat licences for advisers.`,
  },
  {
    // The page's own title: one message in the common catalog.
    ...pageLink("membershipGives", pageTitle("membershipGives")),
    description: msg`Proximity Search, Satya and the sustainability wallet.`,
  },
  {
    ...pageLink("whyDoINeedIt"),
    description: msg`When a loss-aware second look is worth having, and when not.`,
  },
  {
    ...pageLink("theFounder"),
    description: msg`Inventor, photographer, and why he built Nirvana.`,
  },
  {
    ...pageLink("whatIsThisAllAbout"),
    description: msg`Four short audio messages and a video from the founder.`,
  },
  {
    ...pageLink("fellows"),
    description: msg`The three advisers behind the research.`,
  },
  {
    ...pageLink("wallet"),
    description: msg`What AI usage costs, and how its carbon is offset.`,
  },
  {
    ...pageLink("cryptoStatement"),
    description: msg`The founder's personal view on Bitcoin, Ether and stablecoins.`,
  },
  {
    ...pageLink("rightToKnow"),
    description: msg`The retail disclosure.`,
  },
  {
    ...pageLink("memberEula"),
    description: msg`The licence members accept.`,
  },
  {
    ...pageLink("terms"),
    description: msg`The terms of this website.`,
  },
];

export interface LandingLinkGroup {
  heading: MessageDescriptor;
  /** How many consecutive entries of LANDING_LINKS the group holds. */
  count: number;
  /** Legal pages are shown lighter than the rest. */
  quiet?: boolean;
}

/** Themes over LANDING_LINKS, in order; counts add up to its length. */
export const LANDING_LINK_GROUPS: LandingLinkGroup[] = [
  { heading: LINK_GROUP_HEADINGS.trustCodes, count: 3 },
  { heading: msg`Why Nirvana`, count: 5 },
  { heading: msg`People and principles`, count: 5 },
  { heading: LINK_GROUP_HEADINGS.legal, count: 3, quiet: true },
];

/** The hero's two actions: subscribe (primary) and the chat demo (secondary). */
export const HERO_ACTIONS = {
  primary: msg`Become a member`,
  secondary: msg`Try Proximity Search`,
} as const;

/** Questions the chat offers; choosing one fills the input. */
export const CHAT_EXAMPLES = {
  label: msg`Try asking:`,
  questions: [
    msg`Low-cost global index funds`,
    msg`Which bond funds lost least in 2022?`,
    msg`Savings accounts with deposit protection`,
  ],
} as const;

export const PRESS_QUOTE: PressQuote = {
  quote: msg`Nirvana asks the question most investment tools avoid: not how much you could make, but how much you could lose. Its rankings answer to no advertiser.`,
  source: "The Ledger Review",
  pdfHref: "/static/pdf/press-quote.pdf",
  pdfLabel: msg`Read the article (PDF)`,
};

/** The quote inside the language's quotation marks (German „…“, Japanese 「…」). */
export const PRESS_QUOTE_MARKS = msg`“{quote}”`;

export const CHARITY_PLEDGE: CharityPledge = {
  heading: msg`{pledge} to charity`,
  text: msg`Nirvana pledges {pledge} of its total consolidated revenues to charity: to forests, ecosystems, animals and humans.`,
};

export const FEATURES: Feature[] = [
  {
    name: msg`Compass Score`,
    description: msg`A search relevance index that ranks financial products with the downside in view. Impersonal analytics, not advice.`,
    membersOnly: false,
  },
  {
    name: msg`Proximity Search`,
    description: msg`Chat-style search: describe what you are looking for in your own words and see the closest matches.`,
    membersOnly: true,
  },
  {
    name: msg`Satya`,
    description: msg`An assistant that explains results and the risks behind them in plain language.`,
    membersOnly: true,
  },
  {
    name: msg`Sustainability wallet`,
    description: msg`Pays for your AI usage and the carbon offsets for it, with the costs shown openly.`,
    membersOnly: true,
  },
];

/** The blurred teaser of results on the landing page. */
export const TEASER_TABLE = {
  heading: msg`Top results by Compass Score`,
  loading: msg`Loading…`,
  note: msg`Members see every product and its Compass Score.`,
  columns: {
    product: msg({
      message: "Product",
      context: "A financial product's name, as a table column",
    }),
    score: msg`Compass Score`,
  },
  /** Read out (and shown before loading) instead of a blurred product name. */
  placeholderName: msg`Please subscribe to see products`,
  /** Stands in for a blurred or missing score. */
  hiddenScore: "-",
  subscribe: msg`Subscribe to see products`,
};

/**
 * The words of the Proximity Search chat. The speaker prefixes are followed
 * by a space in the component.
 */
export const PROXIMITY_CHAT = {
  heading: msg`Proximity Search`,
  /** The info dot's name for screen readers, and its tooltip. */
  aboutLabel: msg`About Proximity Search`,
  tooltip: msg`Nirvana's search engine`,
  logLabel: msg`Conversation`,
  /** Read before each bubble so the log says who spoke. */
  userPrefix: msg`You:`,
  botPrefix: msg`Nirvana:`,
  typing: msg`Nirvana is typing`,
  inputLabel: msg`Ask Proximity Search`,
  placeholder: msg`e.g. low-cost global index funds`,
  send: msg`Send`,
  /** The one reply the chat gives: answers are for members. */
  paywallReply: msg`Access to Satya and Proximity Search requires a paid subscription`,
};

/** The heading over the member features on the landing page. */
export const FEATURES_HEADING = msg`What members get`;

/** The heading of /demo, the chat on its own page. */
export const DEMO_PAGE = {
  heading: pageTitle("demo"),
};
