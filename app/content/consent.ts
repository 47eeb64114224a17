import { msg } from "@lingui/core/macro";

/** The words of the consent features beyond the cookie banner's question (docs/consent.md). */

/** Shown instead of Accept and Decline while the browser sends Global Privacy Control. */
export const GPC_NOTICE = {
  text: msg`Your browser's Global Privacy Control signal is on, so we treat it as Decline: no visit or campaign cookies are set. A Trust Code you scan or type is still remembered, as it is the discount you asked for.`,
  dismiss: msg`OK`,
};

/** The footer control that reopens the cookie choice. */
export const COOKIE_SETTINGS_LABEL = msg`Cookie settings`;
