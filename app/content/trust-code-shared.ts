import { msg } from "@lingui/core/macro";

/**
 * Words several Trust Code pages show (the three request pages and the
 * payee's own page), kept out of any one page's catalog area so every one of
 * them has them (app/lib/i18n/area-files.ts).
 */

/** The FAQ heading when a page gives none. */
export const FAQ_DEFAULT_TITLE = msg`Frequently asked questions`;

/**
 * The buttons that copy or share a code's link and disclosure: the minted
 * code's panel (app/content/share.ts) and the payee page's share section
 * (app/content/campaigns.ts).
 */
export const SHARE_ACTIONS = {
  copyLink: msg`Copy link`,
  copyDisclosure: msg`Copy disclosure`,
  share: msg`Share`,
  copied: msg`Copied`,
  /** Announced to screen readers with what was copied. */
  copiedText: msg`Copied: {text}`,
  copyFailed: msg`Copying failed: select the text and copy it yourself.`,
} as const;
