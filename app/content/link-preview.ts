/**
 * Words of the link preview a chat app or social network shows for a
 * /c/<code> link (workers/link-preview.ts) and of the share cards drawn for
 * codes and pages (workers/og/cards.ts).
 */
export const LINK_PREVIEW = {
  title: (code: string) => `Trust Code ${code}: 10% off Nirvana`,
  description: (code: string) =>
    `Use Trust Code ${code} for 10% off a Nirvana membership, the neutral AI search engine for finance. Codes never affect search results.`,
  imageAlt: (code: string) => `Trust Code ${code}: 10% off Nirvana`,
  continueLink: "Continue to Nirvana",
} as const;

/** Words drawn on the share images. */
export const SHARE_CARD = {
  codeKicker: "Trust Code",
  codeOffer: "10% off your Nirvana membership",
  codeNote: "Codes never affect search results.",
  tagline: "A neutral AI search engine for finance",
} as const;
