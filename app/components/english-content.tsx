import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { ENGLISH_ONLY } from "#app/content/english-only.ts";
import { useLocale, DEFAULT_LOCALE } from "#app/lib/i18n/index.ts";

/**
 * Content written in English only (founder, messages, documents, crypto,
 * fellows, CV, wallet, your right to know). In another language's page it
 * is marked lang="en" (left to right even in Arabic) under a short note in
 * the page's language; in English nothing is added.
 */
export function EnglishContent({
  children,
  note = ENGLISH_ONLY.note,
}: {
  children: React.ReactNode;
  /** A different note, e.g. that the English version of a legal text governs. */
  note?: MessageDescriptor;
}) {
  const locale = useLocale();
  const { _ } = useLingui();
  if (locale === DEFAULT_LOCALE) return children;
  return (
    <>
      <p className="notice info english-only-note" role="note">
        {_(note)}
      </p>
      <div lang="en" dir="ltr" className="english-content">
        {children}
      </div>
    </>
  );
}
