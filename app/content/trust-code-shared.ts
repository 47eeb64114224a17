import { msg } from "@lingui/core/macro";

/**
 * Words each of the three Trust Code pages shows, kept out of any one page's
 * catalog area so every one of them has them (app/lib/i18n/area-files.ts).
 */

/** The FAQ heading when a page gives none. */
export const FAQ_DEFAULT_TITLE = msg`Frequently asked questions`;
