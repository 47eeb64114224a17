import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * Every public page, once: its path, whether the sitemap lists it, and, for
 * pages whose words live nowhere else, its title and description (message
 * descriptors: translate them with the page's Lingui instance). Read by
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
  meta?: { title: MessageDescriptor; description: MessageDescriptor };
}

export const SITE_ROUTES = [
  {
    path: "/",
    sitemap: true,
    meta: {
      title: msg`A neutral AI search engine for finance`,
      description: msg`Nirvana ranks financial products by Compass Score, built around one question: how much could I lose? USD 569 a year, in 195 countries.`,
    },
  },
  {
    path: "/demo",
    sitemap: true,
    meta: {
      title: msg`Proximity Search demo`,
      description: msg`Try the Proximity Search chat: describe what you are looking for in your own words.`,
    },
  },
  {
    path: "/trust-code-programme",
    sitemap: true,
    meta: {
      title: msg`Trust Code programme for organisations`,
      description: msg`Give your community 10% off Nirvana and receive 10% of each attributed member's net subscription payments for five years. Codes never affect search results.`,
    },
  },
  {
    path: "/get-your-trust-code",
    sitemap: true,
    meta: {
      title: msg`Earn USD 50 per referral`,
      description: msg`Mint a personal Trust Code and QR code, open to everyone aged 18 or over with no subscription needed. Earn USD 50 per qualifying subscription period.`,
    },
  },
  {
    path: "/have-a-code-or-need-one",
    sitemap: true,
    meta: {
      title: msg`Have a code or need one?`,
      description: msg`Apply a Trust Code to save 10% on Nirvana; with an organisation's code, a further 10% of your subscription supports it. Codes never affect search results.`,
    },
  },
  {
    path: "/member-eula",
    sitemap: true,
    meta: {
      title: msg`Member EULA`,
      description: msg`The licence terms every Nirvana member and RIA seat accepts: what the service is, fees, Trust Codes and liability.`,
    },
  },
  {
    path: "/terms",
    sitemap: true,
    meta: {
      title: msg`Public Terms of Use`,
      description: msg`The terms for using the public Nirvana website: information only, not advice.`,
    },
  },
  {
    path: "/why-people-use-nirvana",
    sitemap: true,
    meta: {
      title: msg`Why people use Nirvana`,
      description: msg`A neutral AI search engine for finance that asks first how much you could lose.`,
    },
  },
  // The same document again; its meta names /why-people-use-nirvana.
  { path: "/why-do-we-exist", sitemap: true },
  {
    path: "/what-is-compass-score",
    sitemap: true,
    meta: {
      title: msg`What is Compass Score?`,
      description: msg`How Nirvana's Compass Score ranks financial products as impersonal analytics, built around loss aversion.`,
    },
  },
  {
    path: "/what-does-an-annual-nirvana-membership-give-you",
    sitemap: true,
    meta: {
      title: msg`What does an annual Nirvana membership give you?`,
      description: msg`Proximity Search, Satya, a sustainability wallet and neutral rankings for USD 569 a year.`,
    },
  },
  {
    path: "/nirvana-membership-fees",
    sitemap: true,
    meta: {
      title: msg`Nirvana membership fees`,
      description: msg`USD 569 per member per year, billed annually in advance; RIA seat licences and Trust Code savings.`,
    },
  },
  {
    path: "/why-do-i-need-it",
    sitemap: true,
    meta: {
      title: msg`Why do I need it?`,
      description: msg`Why a neutral, loss-aware search engine for finance is worth having before you invest.`,
    },
  },
  { path: "/the-founder", sitemap: true },
  {
    path: "/what-is-this-all-about",
    sitemap: true,
    meta: {
      title: msg`What is this all about`,
      description: msg`Four short audio messages and a video from Nirvana's founder, with transcripts.`,
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
      title: msg`Your right to know`,
      description: msg`What Nirvana is and is not, what it costs, and the risks of investing, in plain words for retail investors.`,
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
    meta: { title: MessageDescriptor; description: MessageDescriptor };
  };
  return { path: route.path, ...route.meta };
}

/** Pages reached from our e-mails: localized like public pages, never listed. */
const EMAIL_LINK_PAGES: readonly string[] = ["/verify", "/not-me"];

/**
 * The payee's own page and its sign-in link page (docs/my-trust-code.md):
 * localized like public pages, never in the sitemap, never cached.
 */
export const ACCOUNT_PAGES: readonly string[] = [
  "/my-trust-code",
  "/my-trust-code/sign-in",
];

/** True when `path` (unprefixed, English) is a page served in every locale. */
export function isLocalizedPage(path: string): boolean {
  return (
    SITE_ROUTES.some((r) => r.path === path) ||
    EMAIL_LINK_PAGES.includes(path) ||
    ACCOUNT_PAGES.includes(path)
  );
}
