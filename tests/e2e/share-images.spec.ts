import { expect, test } from "@playwright/test";
import { PUBLIC_PAGES } from "./public-pages";
import { mintCode, uniqueEmail } from "./issuer";

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The content of the first `<meta>` whose `attribute` is `name`. */
function metaContent(html: string, attribute: string, name: string) {
  const tag = [...html.matchAll(/<meta [^>]*>/g)]
    .map((m) => m[0])
    .find((t) => t.includes(`${attribute}="${name}"`));
  return /content="([^"]*)"/.exec(tag ?? "")?.[1]?.replace(/&amp;/g, "&");
}

// Read as a link-preview fetcher reads a page: its server-rendered HTML,
// without running its scripts.
test("every public page shares its own 1200×630 card", async ({ request }) => {
  const imageOf = new Map<string, string>();
  for (const path of PUBLIC_PAGES) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    const og = metaContent(html, "property", "og:image");
    const twitter = metaContent(html, "name", "twitter:image");
    const canonical = metaContent(html, "property", "og:url");
    expect(twitter, path).toBe(og);
    expect(og, path).toMatch(/^https:\/\/nirvana\.example\/api\/og\/page\//);
    imageOf.set(canonical!, og!);
  }
  // One image per canonical page (/why-do-we-exist carries another page's).
  expect(new Set(imageOf.values()).size).toBe(imageOf.size);
  expect(imageOf.size).toBe(PUBLIC_PAGES.length - 1);

  for (const image of imageOf.values()) {
    const res = await request.get(new URL(image).pathname);
    expect(res.status(), image).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await res.body())).toEqual({ width: 1200, height: 630 });
  }
});

test("a link-preview fetcher gets the code's card, a browser the redirect", async ({
  request,
}) => {
  // Cards are drawn only for active codes: mint one.
  const { code } = await mintCode(request, {
    email: uniqueEmail("card", "example.org"),
  });
  const preview = await request.get(`/c/${code.toLowerCase()}`, {
    headers: { "user-agent": "facebookexternalhit/1.1" },
    maxRedirects: 0,
  });
  expect(preview.status()).toBe(200);
  expect(preview.headers()["set-cookie"]).toBeUndefined();
  const html = await preview.text();
  const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
  expect(image).toMatch(new RegExp(`/api/og/code/${code}\\.png$`));
  const card = await request.get(new URL(image!).pathname);
  expect(card.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 });

  const browser = await request.get(`/c/${code.toLowerCase()}`, {
    headers: {
      "user-agent":
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    },
    maxRedirects: 0,
  });
  expect(browser.status()).toBe(302);
  expect(browser.headers()["location"]).toBe("/");
  expect(browser.headers()["set-cookie"]).toContain(`nir_trust_code=${code}`);
});
