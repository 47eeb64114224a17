/**
 * Sample content for the landing page (/) and the
 * site footer.
 *
 * Plain data only: components render it. LANDING_LINKS is ordered; the mobile
 * layout shows only the first MOBILE_LINK_COUNT entries.
 */

/* ------------------------------------------------------------------ types */

export interface LandingHero {
  title: string;
  tagline: string;
  subtitle: string;
  priceNote: string;
}

export interface LandingLink {
  href: string;
  label: string;
  description?: string;
}

export interface PressQuote {
  quote: string;
  source: string;
  pdfHref: string;
  /** Label of the link to the PDF. */
  pdfLabel: string;
}

export interface CharityPledge {
  heading: string;
  text: string;
}

export interface Feature {
  name: string;
  description: string;
  /** True where the feature is only for paid members. */
  membersOnly: boolean;
}

export interface FooterLink {
  href: string;
  label: string;
}

export interface FooterLinkGroup {
  heading: string;
  links: FooterLink[];
}

/* ---------------------------------------------------------------- content */

export const HERO: LandingHero = {
  title: "Nirvana",
  tagline: "How much could I lose?",
  subtitle:
    "A neutral AI search engine for finance, built around loss aversion. Available in 195 countries and more than 100 languages.",
  priceNote: "Membership USD 569 per year, billed annually in advance.",
};

/** How many of LANDING_LINKS the mobile layout shows. */
export const MOBILE_LINK_COUNT = 6;

export const LANDING_LINKS: LandingLink[] = [
  {
    href: "/get-your-trust-code",
    label: "Get your Trust Code",
    description:
      "Earn $50 per referral and mint your own QR code. Open to everyone, no subscription needed.",
  },
  {
    href: "/have-a-code-or-need-one",
    label: "Have a code or need one?",
    description:
      "Save 10% on your membership, plus 10% donated to an organisation you choose.",
  },
  {
    href: "/trust-code-programme",
    label: "Trust Code programme",
    description:
      "For organisations: offer your community 10% off and support your work.",
  },
  {
    href: "/what-is-compass-score",
    label: "What is Compass Score?",
    description: "How products are ranked with the downside in view.",
  },
  {
    href: "/why-people-use-nirvana",
    label: "Why people use Nirvana",
    description: "Neutral rankings that answer to no advertiser.",
  },
  {
    href: "/nirvana-membership-fees",
    label: "Nirvana membership fees",
    description: "USD 569 a year, billed annually; seat licences for advisers.",
  },
  {
    href: "/what-does-an-annual-nirvana-membership-give-you",
    label: "What does an annual Nirvana membership give you?",
    description: "Proximity Search, Satya and the sustainability wallet.",
  },
  {
    href: "/why-do-i-need-it",
    label: "Why do I need it?",
    description: "When a loss-aware second look is worth having, and when not.",
  },
  {
    href: "/the-founder",
    label: "The founder",
    description: "Inventor, photographer, and why he built Nirvana.",
  },
  {
    href: "/what-is-this-all-about",
    label: "What is this all about?",
    description: "Four short audio messages and a video from the founder.",
  },
  {
    href: "/nirvana-fellows",
    label: "Nirvana fellows",
    description: "The three advisers behind the research.",
  },
  {
    href: "/nirvana-wallet",
    label: "Nirvana wallet",
    description: "What AI usage costs, and how its carbon is offset.",
  },
  {
    href: "/founder-statement-on-cryptocurrencies",
    label: "Is crypto always bad?",
    description:
      "The founder's personal view on Bitcoin, Ether and stablecoins.",
  },
  {
    href: "/your-right-to-know",
    label: "Your right to know",
    description: "The retail disclosure.",
  },
  {
    href: "/member-eula",
    label: "Member EULA",
    description: "The licence members accept.",
  },
  {
    href: "/terms",
    label: "Terms of use",
    description: "The terms of this website.",
  },
];

export interface LandingLinkGroup {
  heading: string;
  /** How many consecutive entries of LANDING_LINKS the group holds. */
  count: number;
  /** Legal pages are shown lighter than the rest. */
  quiet?: boolean;
}

/** Themes over LANDING_LINKS, in order; counts add up to its length. */
export const LANDING_LINK_GROUPS: LandingLinkGroup[] = [
  { heading: "Trust Codes", count: 3 },
  { heading: "Why Nirvana", count: 5 },
  { heading: "People and principles", count: 5 },
  { heading: "Legal", count: 3, quiet: true },
];

/** The hero's two actions: subscribe (primary) and the chat demo (secondary). */
export const HERO_ACTIONS = {
  primary: "Become a member",
  secondary: "Try Proximity Search",
} as const;

/** Questions the chat offers; choosing one fills the input. */
export const CHAT_EXAMPLES = {
  label: "Try asking:",
  questions: [
    "Low-cost global index funds",
    "Which bond funds lost least in 2022?",
    "Savings accounts with deposit protection",
  ],
} as const;

export const PRESS_QUOTE: PressQuote = {
  quote:
    "Nirvana asks the question most investment tools avoid: not how much you could make, but how much you could lose. Its rankings answer to no advertiser.",
  source: "The Ledger Review",
  pdfHref: "/static/pdf/press-quote.pdf",
  pdfLabel: "Read the article (PDF)",
};

export const CHARITY_PLEDGE: CharityPledge = {
  heading: "10% to charity",
  text: "Nirvana pledges 10% of its total consolidated revenues to charity: to forests, ecosystems, animals and humans.",
};

export const FEATURES: Feature[] = [
  {
    name: "Compass Score",
    description:
      "A search relevance index that ranks financial products with the downside in view. Impersonal analytics, not advice.",
    membersOnly: false,
  },
  {
    name: "Proximity Search",
    description:
      "Chat-style search: describe what you are looking for in your own words and see the closest matches.",
    membersOnly: true,
  },
  {
    name: "Satya",
    description:
      "An assistant that explains results and the risks behind them in plain language.",
    membersOnly: true,
  },
  {
    name: "Sustainability wallet",
    description:
      "Pays for your AI usage and the carbon offsets for it, with the costs shown openly.",
    membersOnly: true,
  },
];

export const FOOTER_LINKS: FooterLinkGroup[] = [
  {
    heading: "Product",
    links: [
      { href: "/what-is-compass-score", label: "What is Compass Score?" },
      { href: "/why-people-use-nirvana", label: "Why people use Nirvana" },
      {
        href: "/what-does-an-annual-nirvana-membership-give-you",
        label: "What membership gives you",
      },
      { href: "/nirvana-membership-fees", label: "Membership fees" },
      { href: "/why-do-i-need-it", label: "Why do I need it?" },
      { href: "/nirvana-wallet", label: "Nirvana wallet" },
    ],
  },
  {
    heading: "Trust Codes",
    links: [
      { href: "/get-your-trust-code", label: "Get your Trust Code" },
      { href: "/have-a-code-or-need-one", label: "Have a code or need one?" },
      { href: "/trust-code-programme", label: "Programme for organisations" },
    ],
  },
  {
    heading: "About",
    links: [
      { href: "/the-founder", label: "The founder" },
      { href: "/what-is-this-all-about", label: "What is this all about?" },
      { href: "/nirvana-fellows", label: "Nirvana fellows" },
      {
        href: "/founder-statement-on-cryptocurrencies",
        label: "Is crypto always bad?",
      },
    ],
  },
  {
    heading: "Legal",
    links: [
      { href: "/your-right-to-know", label: "Your right to know" },
      { href: "/member-eula", label: "Member EULA" },
      { href: "/terms", label: "Terms of use" },
      { href: "mailto:hello@nirvana.example", label: "hello@nirvana.example" },
    ],
  },
];

export const FOOTER_LEGAL =
  "Nirvana provides impersonal analytics, not investment advice. Investments can lose value, and you could get back less than you put in. Trust Codes never affect search results or ranking. Sample site for a fictional product.";

/** The blurred teaser of results on the landing page. */
export const TEASER_TABLE = {
  heading: "Top results by Compass Score",
  loading: "Loading…",
  note: "Members see every product and its Compass Score.",
  columns: { product: "Product", score: "Compass Score" },
  /** Read out (and shown before loading) instead of a blurred product name. */
  placeholderName: "Please subscribe to see products",
  /** Stands in for a blurred or missing score. */
  hiddenScore: "-",
  subscribe: "Subscribe to see products",
};

/** The words of the Proximity Search chat; the brand name is passed in. */
export const PROXIMITY_CHAT = {
  heading: "Proximity Search",
  /** The info dot's name for screen readers, and its tooltip. */
  aboutLabel: "About Proximity Search",
  tooltip: (brand: string) => `${brand}'s search engine`,
  logLabel: "Conversation",
  /** Read before each bubble so the log says who spoke. */
  userPrefix: "You: ",
  botPrefix: (brand: string) => `${brand}: `,
  typing: (brand: string) => `${brand} is typing`,
  inputLabel: "Ask Proximity Search",
  placeholder: "e.g. low-cost global index funds",
  send: "Send",
  /** The one reply the chat gives: answers are for members. */
  paywallReply:
    "Access to Satya and Proximity Search requires a paid subscription",
};

/** The heading over the member features on the landing page. */
export const FEATURES_HEADING = "What members get";
