import { msg } from "@lingui/core/macro";

/**
 * The line every page shows to a visitor who arrived with a Trust Code (a QR
 * scan or a link): applied and what it gives, or not found. <0> holds the
 * code and <1> an organisation's name, neither translated; {percent} and
 * {organisationShare} are written for the page's language.
 */
export const SCAN_GREETING = {
  label: msg`The Trust Code you arrived with`,
  individual: msg`Trust Code <0>{code}</0> applied: you save {percent} on your Nirvana membership at checkout.`,
  organisation: msg`Trust Code <0>{code}</0> applied: you save {percent} on your Nirvana membership, and {organisationShare} of your subscription supports <1>{organisation}</1>.`,
  inactive: msg`Trust Code <0>{code}</0> was not found or is no longer active: it gives no discount, and checkout refuses it.`,
  /** Links the code's public check page. */
  check: msg`What this code gives`,
  /** Under a code that gives nothing: links the page where a code is entered (the same words as its heading). */
  enterCode: msg`Apply a code`,
};
