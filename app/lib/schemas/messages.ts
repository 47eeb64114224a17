/** SPEC §8's exact texts, shared by the API, the route actions and the pages. */
export const ORGANISATION_SUCCESS =
  "Thank you for your interest! We will review your request and be in touch soon.";
export const INDIVIDUAL_SUCCESS = "Check your email for your Trust Code!";
export const APPLY_SUCCESS = (code: string) =>
  `Code ${code} applied. Your 10% discount will appear at checkout. 10% of your subscription will support your chosen organisation.`;
export const ALREADY_APPLIED = (code: string) =>
  `Code ${code} is already active on your account. You may change it before your first successful paid subscription.`;
export const CODE_CREATED = (code: string) =>
  `Your Trust Code ${code} has been created successfully! Check your email for details and your QR code.`;
export const FIX_FIELDS = "Please correct the highlighted fields.";
export const LIVE_CODE_EXISTS =
  "This email address already holds a live Trust Code. One live code per person.";

export const INVALID_CODE_MESSAGE =
  "That code was not recognised. Please check the spelling or choose Explore organisations.";
