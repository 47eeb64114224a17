/**
 * Tests of "answers in the page's language" must not depend on what the
 * translators have written yet: they give chosen messages a marked
 * translation in the locale's shared instance (the very one the worker
 * translates with, same isolate) and put the catalog back afterwards.
 */
import type { MessageDescriptor } from "@lingui/core";
import { i18nFor } from "#app/lib/i18n/instance.ts";
import type { Locale } from "#app/lib/i18n/locales.ts";

type Compiled = (string | [string])[];

/** "«de» " before the message's words; {placeholders} kept as placeholders. */
function marked(locale: Locale, source: string): Compiled {
  const parts = source.split(/\{(\w+)\}/);
  return [
    `«${locale}» `,
    ...parts.map((part, i) => (i % 2 ? [part] : part) as string | [string]),
  ];
}

/**
 * Marks each descriptor's translation in `locale` and returns the undo.
 * `english` is each descriptor's English text (the test's own copy), used
 * only to keep its placeholders in the marked translation.
 */
export async function markTranslations(
  locale: Locale,
  entries: readonly (readonly [MessageDescriptor, string])[],
): Promise<() => void> {
  const i18n = await i18nFor(locale);
  const before = { ...i18n.messages };
  // The undo can only put back what the catalog had (English falls back in).
  for (const [d] of entries)
    if (!(d.id in before)) throw new Error(`${locale} catalog lacks ${d.id}`);
  i18n.load(
    locale,
    Object.fromEntries(
      entries.map(([d, english]) => [d.id, marked(locale, english)]),
    ),
  );
  return () => i18n.load(locale, before);
}
