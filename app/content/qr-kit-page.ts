import { msg } from "@lingui/core/macro";
import { BRAND } from "#app/lib/brand.ts";

/**
 * Words printed on the one-page PDF, in the language of the page that
 * minted the code (app/lib/qr-kit/render.ts); server-only catalog area.
 */
export const QR_KIT_PAGE = {
  title: (code: string) => `${BRAND.name} Trust Code ${code}`,
  brand: BRAND.name,
  tagline: "Trust Code",
  scan: msg`Scan for {percent} off {brand}`,
  orVisit: msg`or visit`,
  orEnter: msg`or enter the code at checkout`,
  disclosureHeading: msg`Required disclosure`,
  /** After the brand name and before the site's host. */
  footerTagline: msg`neutral AI search for finance`,
} as const;
