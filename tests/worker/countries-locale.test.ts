import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SELF } from "./self";

interface Country {
  code: string;
  name: string;
}

async function list(query: string) {
  const res = await SELF.fetch(`http://localhost/api/countries${query}`);
  expect(res.status).toBe(200);
  const { countries } = (await res.json()) as { countries: Country[] };
  return {
    res,
    countries,
    byCode: new Map(countries.map((c) => [c.code, c.name])),
  };
}

/** KV writes happen in waitUntil, after the response. */
async function stored(key: string): Promise<Country[] | null> {
  for (let i = 0; i < 50; i++) {
    const value = await env.CACHE.get<Country[]>(key, "json");
    if (value) return value;
    await new Promise((r) => setTimeout(r, 10));
  }
  return null;
}

function expectCollated(countries: Country[], intl: string) {
  const rest = countries.slice(2).map((c) => c.name);
  const collator = new Intl.Collator(intl);
  expect(rest).toEqual([...rest].sort(collator.compare));
  expect(countries).toHaveLength(249);
  expect(new Set(countries.map((c) => c.code)).size).toBe(249);
}

describe("GET /api/countries?locale=", () => {
  it("de: German names, GB and US first, German collation", async () => {
    const { res, countries, byCode } = await list("?locale=de");
    expect(res.headers.get("content-language")).toBe("de");
    expect(countries[0]).toEqual({
      code: "GB",
      name: "Vereinigtes Königreich",
    });
    expect(countries[1]).toEqual({ code: "US", name: "Vereinigte Staaten" });
    expect(byCode.get("DE")).toBe("Deutschland");
    expect(byCode.get("AT")).toBe("Österreich");
    expectCollated(countries, "de");
    // German collation puts Österreich among the O's, not after Z.
    const names = countries.map((c) => c.name);
    expect(names.indexOf("Österreich")).toBeLessThan(names.indexOf("Polen"));
  });

  it("ja: Japanese names", async () => {
    const { countries, byCode } = await list("?locale=ja");
    expect(countries[0]).toEqual({ code: "GB", name: "イギリス" });
    expect(countries[1]).toEqual({ code: "US", name: "アメリカ合衆国" });
    expect(byCode.get("JP")).toBe("日本");
    expectCollated(countries, "ja");
  });

  it("ar: Arabic names", async () => {
    const { res, countries, byCode } = await list("?locale=ar");
    expect(res.headers.get("content-language")).toBe("ar");
    expect(countries[0]).toEqual({ code: "GB", name: "المملكة المتحدة" });
    expect(countries[1]).toEqual({ code: "US", name: "الولايات المتحدة" });
    expect(byCode.get("EG")).toBe("مصر");
    expectCollated(countries, "ar");
  });

  it("zh: Simplified Chinese names", async () => {
    const { res, countries, byCode } = await list("?locale=zh");
    expect(res.headers.get("content-language")).toBe("zh-Hans");
    expect(countries[0]).toEqual({ code: "GB", name: "英国" });
    expect(countries[1]).toEqual({ code: "US", name: "美国" });
    // 国, not the Traditional 國.
    expect(byCode.get("DE")).toBe("德国");
    expect(byCode.get("CN")).toBe("中国");
    expectCollated(countries, "zh-Hans");
  });

  it("accepts the html lang value and any letter case", async () => {
    const { byCode: a } = await list("?locale=zh-Hans");
    const { byCode: b } = await list("?locale=DE");
    expect(a.get("DE")).toBe("德国");
    expect(b.get("DE")).toBe("Deutschland");
  });

  it("unknown locale: the English list, marked English, cached under the English key", async () => {
    await env.CACHE.delete("countries:v1");
    const unknown = await list("?locale=xx");
    expect(unknown.res.headers.get("content-language")).toBe("en");
    // The miss is filled under the English key, so arbitrary values cannot grow KV.
    expect(await stored("countries:v1")).toEqual(unknown.countries);
    const { keys } = await env.CACHE.list({ prefix: "countries:" });
    expect(keys.map((k) => k.name)).not.toContain("countries:v1:xx");
    const english = await list("");
    expect(unknown.countries).toEqual(english.countries);
    expect(english.byCode.get("DE")).toBe("Germany");
    expect((await list("?locale=")).countries).toEqual(english.countries);
  });

  it("no parameter: today's English list and headers", async () => {
    const { res, countries } = await list("");
    expect(res.headers.get("content-language")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(countries[0]).toEqual({ code: "GB", name: "United Kingdom" });
    expect(countries[1]).toEqual({ code: "US", name: "United States" });
    expect(countries.find((c) => c.code === "DE")?.name).toBe("Germany");
  });
});

describe("country list cache per locale", () => {
  it("writes each locale under its own key with a TTL", async () => {
    await env.CACHE.delete("countries:v1:fr");
    await list("?locale=fr");
    const fr = await stored("countries:v1:fr");
    expect(fr?.[0]).toEqual({ code: "GB", name: "Royaume-Uni" });
    const { keys } = await env.CACHE.list({ prefix: "countries:v1:fr" });
    expect(keys[0].expiration).toBeGreaterThan(Date.now() / 1000);
  });

  it("serves a cached list to its locale only", async () => {
    await env.CACHE.put(
      "countries:v1:ja",
      JSON.stringify([{ code: "GB", name: "From KV (ja)" }]),
    );
    expect((await list("?locale=ja")).countries).toEqual([
      { code: "GB", name: "From KV (ja)" },
    ]);
    expect((await list("?locale=de")).byCode.get("GB")).toBe(
      "Vereinigtes Königreich",
    );
    expect((await list("")).byCode.get("GB")).toBe("United Kingdom");
    await env.CACHE.delete("countries:v1:ja");
  });

  it("keeps English on the original key, untouched by other locales", async () => {
    await env.CACHE.put(
      "countries:v1",
      JSON.stringify([{ code: "GB", name: "English from KV" }]),
    );
    expect((await list("?locale=en")).countries).toEqual([
      { code: "GB", name: "English from KV" },
    ]);
    expect((await list("")).countries).toEqual([
      { code: "GB", name: "English from KV" },
    ]);
    expect((await list("?locale=pl")).byCode.get("GB")).toBe("Wielka Brytania");
    await env.CACHE.delete("countries:v1");
  });
});
