import { COUNTRY_DATA } from "#app/lib/compliance/countries-data.ts";

export interface Country {
  code: string;
  name: string;
}

/** GB first, US second, the rest by English name (docs/api.md). */
const PINNED = ["GB", "US"];

export function sortedCountries(): Country[] {
  const all = COUNTRY_DATA.map(([code, name]) => ({ code, name }));
  const pinned = PINNED.map((code) => all.find((c) => c.code === code)!).filter(
    Boolean,
  );
  const rest = all
    .filter((c) => !PINNED.includes(c.code))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
  return [...pinned, ...rest];
}

const CODES = new Set(COUNTRY_DATA.map(([code]) => code));

export function isCountryCode(value: string): boolean {
  return CODES.has(value);
}
