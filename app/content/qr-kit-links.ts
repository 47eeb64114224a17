import { msg } from "@lingui/core/macro";

/**
 * The kit's download links on the minted-code panel, in the page's language.
 */
export const QR_KIT_LINKS = {
  heading: msg`Print-ready QR kit`,
  intro: msg`For flyers, posters and shop windows: the QR code as a vector SVG, a high-resolution PNG, or a one-page PDF with your code, link and the required disclosure.`,
  /** Link labels, one per format. */
  svg: msg`SVG (vector)`,
  png: msg`PNG (high resolution)`,
  pdf: msg`Print-ready PDF`,
  /** The accessible name of each link, with the code it downloads. */
  linkLabel: msg`Download the QR code for {code} as {format}`,
};
