import { describe, expect, it } from "vitest";
import { botReason, type RequestTraits } from "../../workers/scans/classify";

const get = (userAgent: string | null, extra: Partial<RequestTraits> = {}) =>
  botReason({
    method: "GET",
    userAgent,
    secPurpose: null,
    purpose: null,
    ...extra,
  });

const BROWSERS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
  "Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
];

const PREVIEWS_AND_CRAWLERS = [
  "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  "WhatsApp/2.23.20.0",
  "TelegramBot (like TwitterBot)",
  "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
  "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
  "Twitterbot/1.0",
  // iMessage's link preview dresses up as Safari but names facebookexternalhit and Twitterbot.
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0",
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36",
  "SkypeUriPreview Preview/0.5",
  "curl/8.5.0",
];

describe("scan classification", () => {
  it("counts real browsers as people", () => {
    for (const ua of BROWSERS) expect(get(ua), ua).toBeNull();
  });

  it("counts link previews and crawlers as bots", () => {
    for (const ua of PREVIEWS_AND_CRAWLERS) expect(get(ua), ua).toBe("crawler");
  });

  it("counts HEAD requests as bots, even from a browser's user agent", () => {
    expect(
      botReason({
        method: "HEAD",
        userAgent: BROWSERS[0]!,
        secPurpose: null,
        purpose: null,
      }),
    ).toBe("head");
  });

  it("counts prefetches and prerenders as bots", () => {
    expect(get(BROWSERS[0]!, { secPurpose: "prefetch" })).toBe("prefetch");
    expect(get(BROWSERS[0]!, { secPurpose: "prefetch;prerender" })).toBe(
      "prefetch",
    );
    expect(get(BROWSERS[0]!, { purpose: "prefetch" })).toBe("prefetch");
    expect(get(BROWSERS[0]!, { secPurpose: "" })).toBeNull();
  });

  it("counts a request without a user agent as a bot", () => {
    expect(get(null)).toBe("no-user-agent");
    expect(get("   ")).toBe("no-user-agent");
  });
});
