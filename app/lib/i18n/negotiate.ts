import { toLocale, type Locale } from "./locales";

interface Weighted {
  tag: string;
  q: number;
  order: number;
}

function parseAcceptLanguage(header: string): Weighted[] {
  const out: Weighted[] = [];
  header.split(",").forEach((part, order) => {
    const [rawTag, ...params] = part.trim().split(";");
    const tag = rawTag?.trim();
    if (!tag) return;
    let q = 1;
    for (const p of params) {
      const [key, value] = p.split("=").map((x) => x.trim());
      // A malformed weight makes the whole entry unusable, not a q=1 one.
      if (key?.toLowerCase() === "q")
        q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value ?? "")
          ? Number(value)
          : NaN;
    }
    if (Number.isFinite(q) && q > 0 && q <= 1) out.push({ tag, q, order });
  });
  return out.sort((a, b) => b.q - a.q || a.order - b.order);
}

/**
 * The site locale for one BCP 47 tag: an exact code or html lang first
 * ("zh-Hans"), then the language subtag ("pt-BR" → pt). Every Chinese tag
 * (zh-CN, zh-TW, zh-Hant…) maps to zh, the one Chinese catalog there is.
 */
export function matchLanguageTag(tag: string): Locale | null {
  const exact = toLocale(tag);
  if (exact) return exact;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return primary ? toLocale(primary) : null;
}

/**
 * The visitor's preferred site locale from Accept-Language, honouring
 * q-values (q=0 means "not this"); null when nothing listed is offered.
 */
export function preferredLocale(
  header: string | null | undefined,
): Locale | null {
  if (!header) return null;
  for (const { tag } of parseAcceptLanguage(header)) {
    if (tag === "*") continue;
    const locale = matchLanguageTag(tag);
    if (locale) return locale;
  }
  return null;
}
