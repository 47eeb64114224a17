import { readdirSync, readFileSync } from "node:fs";

/**
 * What a page in `locale` shows for an English source message: the
 * catalog's translation, or the English words while the translation is
 * empty (the compiled catalogs fall back the same way). Lets end-to-end
 * tests stay right before and after translators fill a catalog.
 */
function unquote(line: string): string {
  return JSON.parse(line.trim()) as string;
}

/** Every area catalog of a locale (app/lib/i18n/areas.ts) as one text. */
function readPoFiles(locale: string): string {
  const dir = new URL(`../../app/locales/${locale}/`, import.meta.url);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".po"))
    .map((name) => readFileSync(new URL(name, dir), "utf8"))
    .join("\n\n");
}

function readPo(locale: string): Map<string, string> {
  const text = readPoFiles(locale);
  const out = new Map<string, string>();
  for (const block of text.split(/\n\s*\n/)) {
    const id = /^msgid ((?:".*"\n?)+)/m.exec(block);
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(block);
    if (!id || !str) continue;
    const join = (s: string) => s.trim().split("\n").map(unquote).join("");
    out.set(join(id[1]!), join(str[1]!));
  }
  return out;
}

const CACHE = new Map<string, Map<string, string>>();

export function catalogText(
  locale: string,
  english: string,
  values: Record<string, string> = {},
): string {
  let po = CACHE.get(locale);
  if (!po) CACHE.set(locale, (po = readPo(locale)));
  if (!po.has(english))
    throw new Error(`"${english}" is not a message of the ${locale} catalog`);
  const words = po.get(english) || english;
  return words.replace(
    /\{(\w+)\}/g,
    (all, name: string) => values[name] ?? all,
  );
}
