import { isbot } from "isbot";
import { describe, expect, it } from "vitest";
import {
  isBotUserAgent,
  rememberedUserAgents,
} from "../../workers/bot-user-agent";

const AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  "curl/8.5.0",
  "node",
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
];

describe("remembered isbot verdicts", () => {
  it("answers as isbot does, the first time and every time after", () => {
    for (let round = 0; round < 3; round++)
      for (const ua of AGENTS) expect(isBotUserAgent(ua)).toBe(isbot(ua));
    // A long user agent is classified too, and still the same way.
    const long = `${AGENTS[0]} ${"x".repeat(600)}`;
    expect(isBotUserAgent(long)).toBe(isbot(long));
    expect(isBotUserAgent(`${AGENTS[2]} ${"x".repeat(600)}`)).toBe(true);
  });

  it("remembers a bounded number of user agents, however many it sees", () => {
    for (let i = 0; i < 2_000; i++) {
      const ua = `Mozilla/5.0 (X11; Linux x86_64; rv:${i}.0) Gecko/20100101 Firefox/${i}.0`;
      expect(isBotUserAgent(ua)).toBe(false);
      expect(rememberedUserAgents()).toBeLessThanOrEqual(256);
    }
    expect(rememberedUserAgents()).toBeGreaterThan(0);
    // Long user agents are never kept.
    const before = rememberedUserAgents();
    isBotUserAgent(`bot ${"y".repeat(600)}`);
    expect(rememberedUserAgents()).toBe(before);
  });
});
