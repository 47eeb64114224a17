import { toLocale, type Locale } from "#app/lib/i18n/locales.ts";

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
 * Language subtags that name a site locale under another code: the
 * deprecated ISO codes browsers still send (iw, in), Tagalog for Filipino,
 * and Norwegian or Nynorsk for the Bokmål catalog.
 */
const ALIASES: Record<string, string> = {
  no: "nb",
  nn: "nb",
  iw: "he",
  tl: "fil",
  in: "id",
};

/**
 * Chinese written in Traditional characters: an explicit Hant script, or a
 * region that writes it (Taiwan, Hong Kong, Macao) when no script is named.
 */
function traditionalChinese(subtags: readonly string[]): boolean {
  if (subtags.includes("hant")) return true;
  if (subtags.includes("hans")) return false;
  return subtags.some((s) => s === "tw" || s === "hk" || s === "mo");
}

/**
 * The site locale for one BCP 47 tag: an exact code or html lang first
 * ("zh-Hans"), then the language subtag ("pt-BR" → pt) or its alias
 * ("iw" → he). Traditional Chinese (zh-TW, zh-HK, zh-MO, zh-Hant-*) maps
 * to zh-hant and never to the Simplified catalog; other Chinese to zh.
 */
export function matchLanguageTag(tag: string): Locale | null {
  const exact = toLocale(tag);
  if (exact) return exact;
  const [primary, ...rest] = tag.trim().toLowerCase().split(/[-_]/);
  if (!primary) return null;
  if (primary === "zh")
    return toLocale(traditionalChinese(rest) ? "zh-hant" : "zh");
  return toLocale(ALIASES[primary] ?? primary);
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
