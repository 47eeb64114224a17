import { msg } from "@lingui/core/macro";

/** Shown above pages whose content exists in English only, in other languages. */
export const ENGLISH_ONLY = {
  note: msg`This page is available in English only.`,
};

/**
 * Shown above the Member EULA and the Terms of Use in other languages, and
 * beside the compliance dialog's box that accepts them.
 */
export const LEGAL_ENGLISH_NOTE = msg`This legal text is shown in English, and the English version governs.`;

/** Beside the compliance dialog's box, in other languages. */
export const COMPLIANCE_ENGLISH_NOTE = msg`The Member EULA and the Terms of Use are in English, and the English version governs.`;

/**
 * One line on every page of a language no native speaker has reviewed yet
 * (the registry's `reviewed`, app/lib/i18n/locales.ts), linking the same
 * page in English (app/components/review-note.tsx).
 */
export const REVIEW_NOTE = msg`This translation has not yet been reviewed by a native speaker. <0>Read this page in English</0>`;
