import type { PluralWords } from "#app/content/translations/types.ts";
/**
 * A translated sentence with each `{name}` replaced by its value (figures
 * computed elsewhere, e.g. app/lib/pages/sustainability.ts). A name without a
 * value is an error, so a typo in a translation never reaches a reader.
 */
export function fillWords(
  template: string,
  values: Readonly<Record<string, string>>,
): string {
  return template.replace(/\{(\w+)\}/g, (token, name: string) => {
    if (!Object.hasOwn(values, name))
      throw new Error(`Unknown placeholder ${token}`);
    return values[name] as string;
  });
}

/** The plural form `count` takes in `locale`, with {count} filled. */
export function fillPlural(
  words: PluralWords,
  count: number,
  locale: string,
): string {
  const form = words[new Intl.PluralRules(locale).select(count)];
  return fillWords(form ?? words.other, { count: String(count) });
}
