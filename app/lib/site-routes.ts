/**
 * Every public page, once: its path, whether the sitemap lists it, and, for
 * pages whose words live nowhere else, its title and description. Read by
 * the pages' meta, the sitemap and the tests; tests/unit/site-routes.test.ts
 * checks app/routes.ts declares exactly these pages.
 */
export interface SiteRoute {
  path: string;
  /** Listed in /sitemap.xml. */
  sitemap: boolean;
  /**
   * Title and description for the page's meta tags. Absent when the page
   * takes them from its own content in app/content/ (see its meta export).
   */
  meta?: { title: string; description: string };
}

export const SITE_ROUTES = [
  {
    path: "/",
    sitemap: true,
    meta: {
      title: "A neutral AI search engine for finance",
      description:
        "Nirvana ranks financial products by Compass Score, built around one question: how much could I lose? USD 569 a year, in 195 countries.",
    },
  },
  {
    path: "/demo",
    sitemap: true,
    meta: {
      title: "Proximity Search demo",
      description:
        "Try the Proximity Search chat: describe what you are looking for in your own words.",
    },
  },
  {
    path: "/trust-code-programme",
    sitemap: true,
    meta: {
      title: "Trust Code programme for organisations",
      description:
        "Give your community 10% off Nirvana and receive 10% of each attributed member's net subscription payments for five years. Codes never affect search results.",
    },
  },
  {
    path: "/get-your-trust-code",
    sitemap: true,
    meta: {
      title: "Earn USD 50 per referral",
      description:
        "Mint a personal Trust Code and QR code, open to everyone aged 18 or over with no subscription needed. Earn USD 50 per qualifying subscription period.",
    },
  },
  {
    path: "/have-a-code-or-need-one",
    sitemap: true,
    meta: {
      title: "Have a code or need one?",
      description:
        "Apply a Trust Code to save 10% on Nirvana; with an organisation's code, a further 10% of your subscription supports it. Codes never affect search results.",
    },
  },
  {
    path: "/member-eula",
    sitemap: true,
    meta: {
      title: "Member EULA",
      description:
        "The licence terms every Nirvana member and RIA seat accepts: what the service is, fees, Trust Codes and liability.",
    },
  },
  {
    path: "/terms",
    sitemap: true,
    meta: {
      title: "Public Terms of Use",
      description:
        "The terms for using the public Nirvana website: information only, not advice.",
    },
  },
  {
    path: "/why-people-use-nirvana",
    sitemap: true,
    meta: {
      title: "Why people use Nirvana",
      description:
        "A neutral AI search engine for finance that asks first how much you could lose.",
    },
  },
  // The same document again; its meta names /why-people-use-nirvana.
  { path: "/why-do-we-exist", sitemap: true },
  {
    path: "/what-is-compass-score",
    sitemap: true,
    meta: {
      title: "What is Compass Score?",
      description:
        "How Nirvana's Compass Score ranks financial products as impersonal analytics, built around loss aversion.",
    },
  },
  {
    path: "/what-does-an-annual-nirvana-membership-give-you",
    sitemap: true,
    meta: {
      title: "What does an annual Nirvana membership give you?",
      description:
        "Proximity Search, Satya, a sustainability wallet and neutral rankings for USD 569 a year.",
    },
  },
  {
    path: "/nirvana-membership-fees",
    sitemap: true,
    meta: {
      title: "Nirvana membership fees",
      description:
        "USD 569 per member per year, billed annually in advance; RIA seat licences and Trust Code savings.",
    },
  },
  {
    path: "/why-do-i-need-it",
    sitemap: true,
    meta: {
      title: "Why do I need it?",
      description:
        "Why a neutral, loss-aware search engine for finance is worth having before you invest.",
    },
  },
  { path: "/the-founder", sitemap: true },
  {
    path: "/what-is-this-all-about",
    sitemap: true,
    meta: {
      title: "What is this all about",
      description:
        "Four short audio messages and a video from Nirvana's founder, with transcripts.",
    },
  },
  { path: "/nirvana-fellows", sitemap: true },
  { path: "/dr-elena-varga", sitemap: true },
  { path: "/founder-statement-on-cryptocurrencies", sitemap: true },
  { path: "/bitcoin", sitemap: true },
  { path: "/ether", sitemap: true },
  { path: "/stablecoins", sitemap: true },
  {
    path: "/your-right-to-know",
    sitemap: true,
    meta: {
      title: "Your right to know",
      description:
        "What Nirvana is and is not, what it costs, and the risks of investing, in plain words for retail investors.",
    },
  },
  { path: "/nirvana-wallet", sitemap: true },
] as const satisfies readonly SiteRoute[];

type PagesWithMeta = Extract<
  (typeof SITE_ROUTES)[number],
  { meta: object }
>["path"];

/** Title, description and path of a page whose meta words live here. */
export function siteRouteMeta(path: PagesWithMeta) {
  const route = SITE_ROUTES.find((r) => r.path === path) as {
    path: PagesWithMeta;
    meta: { title: string; description: string };
  };
  return { path: route.path, ...route.meta };
}
