import { Hono } from "hono";
import { sortedCountries, type Country } from "../../app/lib/countries";
import { COUNTRIES_KV_TTL_S } from "../../app/lib/policies";

const KV_KEY = "countries:v1";

export const countries = new Hono<{ Bindings: Env }>();

/** Read-through KV cache; any KV failure falls back to the bundled list. */
countries.get("/", async (c) => {
  let list: Country[] | null = null;
  try {
    list = await c.env.CACHE.get<Country[]>(KV_KEY, "json");
  } catch (error) {
    console.error("countries: KV read failed", error);
  }
  if (!list) {
    list = sortedCountries();
    const put = c.env.CACHE.put(KV_KEY, JSON.stringify(list), {
      expirationTtl: COUNTRIES_KV_TTL_S,
    }).catch((error: unknown) =>
      console.error("countries: KV write failed", error),
    );
    c.executionCtx.waitUntil(put);
  }
  c.header("Cache-Control", "public, max-age=3600");
  return c.json({ countries: list });
});
