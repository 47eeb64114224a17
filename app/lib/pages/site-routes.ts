import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { PUBLIC_PAGE_ENTRIES } from "./queries";

export { isLocalizedPage } from "./queries";

/** A page's title and description, as message descriptors to translate. */
export interface PageWords {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

/**
 * The title and description of every page whose manifest entry says
 * `titleFrom: "registry"` (app/lib/pages/manifest.ts): translate them with the
 * page's Lingui instance. Pages with `titleFrom: "content"` take theirs from their
 * own content in app/content/ (see their meta export).
 * tests/unit/page-manifest.test.ts checks the two agree.
 */
export const PAGE_WORDS = {
  "/": {
    title: msg`A neutral AI search engine for finance`,
    description: msg`Nirvana ranks financial products by Compass Score, built around one question: how much could I lose? {price} a year, in 195 countries.`,
  },
  "/demo": {
    title: msg`Proximity Search demo`,
    description: msg`Try the Proximity Search chat: describe what you are looking for in your own words.`,
  },
  "/trust-code-programme": {
    title: msg`Trust Code programme for organisations`,
    description: msg`Give your community {percent} off Nirvana and receive {organisationShare} of each attributed member's net subscription payments for five years. Codes never affect search results.`,
  },
  "/get-your-trust-code": {
    title: msg`Earn {rewardUsd} per referral`,
    description: msg`Mint a personal Trust Code and QR code, open to everyone aged 18 or over with no subscription needed. Earn {rewardUsd} per qualifying subscription period.`,
  },
  "/have-a-code-or-need-one": {
    title: msg`Have a code or need one?`,
    description: msg`Apply a Trust Code to save {percent} on Nirvana; with an organisation's code, a further {organisationShare} of your subscription supports it. Codes never affect search results.`,
  },
  "/member-eula": {
    title: msg`Member EULA`,
    description: msg`The licence terms every Nirvana member and RIA seat accepts: what the service is, fees, Trust Codes and liability.`,
  },
  "/terms": {
    title: msg`Public Terms of Use`,
    description: msg`The terms for using the public Nirvana website: information only, not advice.`,
  },
  "/why-people-use-nirvana": {
    title: msg`Why people use Nirvana`,
    description: msg`A neutral AI search engine for finance that asks first how much you could lose.`,
  },
  "/what-is-compass-score": {
    title: msg`What is Compass Score?`,
    description: msg`How Nirvana's Compass Score ranks financial products as impersonal analytics, built around loss aversion.`,
  },
  "/what-does-an-annual-nirvana-membership-give-you": {
    title: msg`What does an annual Nirvana membership give you?`,
    description: msg`Proximity Search, Satya, a sustainability wallet and neutral rankings for {price} a year.`,
  },
  "/nirvana-membership-fees": {
    title: msg`Nirvana membership fees`,
    description: msg`{price} per member per year, billed annually in advance; RIA seat licences and Trust Code savings.`,
  },
  "/why-do-i-need-it": {
    title: msg`Why do I need it?`,
    description: msg`Why a neutral, loss-aware search engine for finance is worth having before you invest.`,
  },
  "/what-is-this-all-about": {
    title: msg`What is this all about`,
    description: msg`Four short audio messages and a video from Nirvana's founder, with transcripts.`,
  },
  "/your-right-to-know": {
    title: msg`Your right to know`,
    description: msg`What Nirvana is and is not, what it costs, and the risks of investing, in plain words for retail investors.`,
  },
} as const satisfies Record<string, PageWords>;

type PagesWithMeta = keyof typeof PAGE_WORDS;

/** Every public page, in manifest order, with its words when they live here. */
export const SITE_ROUTES = /* @__PURE__ */ PUBLIC_PAGE_ENTRIES.map((page) => ({
  ...page,
  meta: (PAGE_WORDS as Record<string, PageWords | undefined>)[page.path],
}));

/** Title, description and path of a page whose meta words live here. */
export function siteRouteMeta(path: PagesWithMeta) {
  return { path, ...PAGE_WORDS[path] };
}
