import { CODE_DISCOUNT_PERCENT } from "#app/lib/money/terms/programme-terms.ts";

/** The code discount, written as English writes percentages (app/lib/i18n/format.ts). */
const OFF = `${CODE_DISCOUNT_PERCENT}% off`;

/**
 * Words of the link preview a chat app or social network shows for a
 * /c/<code> link (workers/link-preview.ts) and of the share cards drawn for
 * codes and pages (workers/og/cards.ts).
 */
export const LINK_PREVIEW = {
  title: (code: string) => `Trust Code ${code}: ${OFF} Nirvana`,
  description: (code: string) =>
    `Use Trust Code ${code} for ${OFF} a Nirvana membership, the neutral AI search engine for finance. Codes never affect search results.`,
  imageAlt: (code: string) => `Trust Code ${code}: ${OFF} Nirvana`,
  continueLink: "Continue to Nirvana",
} as const;

/** Words drawn on the share images. */
export const SHARE_CARD = {
  codeKicker: "Trust Code",
  codeOffer: `${OFF} your Nirvana membership`,
  codeNote: "Codes never affect search results.",
  tagline: "A neutral AI search engine for finance",
} as const;
