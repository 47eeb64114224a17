/**
 * The site's fixed English texts, typed out here rather than imported from
 * the product, so a changed word in app/ fails the tests instead of changing
 * what they expect. The programme's figures in them come from
 * tests/support/figures.ts (tests/unit/figures-golden.test.ts types those).
 */
import { figures } from "./figures";

const en = figures("en");
export const ORGANISATION_SUCCESS =
  "Thank you for your interest! We will review your request and be in touch soon.";
export const INDIVIDUAL_SUCCESS = "Check your email for your Trust Code!";
export const APPLY_SUCCESS = (code: string) =>
  `Code ${code} applied. Your ${en.percent} discount will appear at checkout. ${en.organisationShare} of your subscription will support your chosen organisation.`;
export const ALREADY_APPLIED = (code: string) =>
  `Code ${code} is already active on your account. You may change it before your first successful paid subscription.`;
export const INVALID_CODE =
  "That code was not recognised. Please check the spelling or choose Explore organisations.";
export const CODE_CREATED = (code: string) =>
  `Your Trust Code ${code} has been created successfully! Check your email for details and your QR code.`;
export const SUBMISSION_FAILED = "Submission failed";
export const TRY_AGAIN = "An error occurred. Please try again later.";
export const FIX_FIELDS = "Please correct the highlighted fields.";
export const LIVE_CODE_EXISTS =
  "This email address already holds a live Trust Code. One live code per person.";
export const TOO_MANY = "Too many requests. Please try again in a minute.";
export const CHAT_REPLY =
  "Access to Satya and Proximity Search requires a paid subscription";
export const COMING_SOON = "Coming soon";
export const NOT_FOUND_HEADING = "Page not found";
export const NOT_FOUND_TEXT =
  "The page you're looking for doesn't exist or was moved.";
export const UNEXPECTED_ERROR = "Unexpected Application Error";
export const AGREEMENT_TITLE = "Trust Code Issuer Agreement";
export const REQUIRED_DISCLOSURE_TEXT = `I may earn ${en.rewardUsd} if you subscribe to Nirvana with my Trust Code. Codes never affect search results.`;
export const ORGANISATION_DISCLOSURE = `We may receive ${en.organisationShare} of your Nirvana subscription if you subscribe with our Trust Code. Codes never affect search results.`;
export const SANCTIONED_RESIDENCE =
  "We cannot issue Trust Codes to residents of comprehensively sanctioned jurisdictions (Cuba, Iran, North Korea, Syria).";
