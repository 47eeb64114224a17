import { Hono } from "hono";
import {
  type Country,
  countriesIn,
  countriesKvKey,
} from "#app/lib/compliance/index.ts";
import { DEFAULT_LOCALE, localeInfo, toLocale } from "#app/lib/i18n/index.ts";
import { COUNTRIES_KV_TTL_S } from "#app/lib/policies.ts";

export const countries = new Hono<{ Bindings: Env }>();

/**
 * Read-through KV cache, one entry per locale; any KV failure falls back to
 * computing the list. `?locale=` outside the registry answers English (as
 * every API call does, docs/decisions/i18n-library.md) and never creates a
 * KV entry of its own.
 */
countries.get("/", async (c) => {
  const requested = c.req.query("locale");
  const locale = toLocale(requested) ?? DEFAULT_LOCALE;
  const key = countriesKvKey(locale);
  let list: readonly Country[] | null = null;
  try {
    list = await c.env.CACHE.get<Country[]>(key, "json");
  } catch (error) {
    console.error("countries: KV read failed", error);
  }
  if (!list) {
    list = countriesIn(locale);
    const put = c.env.CACHE.put(key, JSON.stringify(list), {
      expirationTtl: COUNTRIES_KV_TTL_S,
    }).catch((error: unknown) =>
      console.error("countries: KV write failed", error),
    );
    c.executionCtx.waitUntil(put);
  }
  c.header("Cache-Control", "public, max-age=3600");
  if (requested !== undefined) {
    c.header("Content-Language", localeInfo(locale).htmlLang);
  }
  return c.json({ countries: list });
});
