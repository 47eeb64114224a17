import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { insertCode } from "./scan-helpers";
import { SELF } from "./self";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
/** Events reach D1 through the local queue after up to max_batch_timeout (wrangler.toml). */
const QUEUE_WAIT_MS = 12_000;

function visit(path: string, headers: Record<string, string>, method = "GET") {
  return SELF.fetch(`http://localhost${path}`, {
    method,
    headers,
    redirect: "manual",
  });
}

describe("redirect -> queue -> aggregates", () => {
  it("counts people once a day each, and bots, previews and prefetches apart", async () => {
    const code = await insertCode("PIPE-BOTS");
    const person = (ua: string, ip: string) => ({
      "user-agent": ua,
      "cf-connecting-ip": ip,
    });
    const responses = await Promise.all([
      // One person scanning twice, a second person, a third through ?code= on the landing page.
      visit(`/c/${code}`, person(IPHONE, "198.51.100.1")),
      visit(`/c/${code}`, person(IPHONE, "198.51.100.1")),
      visit(`/c/${code}`, person(ANDROID, "198.51.100.2")),
      visit(`/?code=${code}`, person(ANDROID, "198.51.100.3")),
      // Bots: a HEAD probe, a chat link preview, a prefetch and a script without a user agent.
      visit(`/c/${code}`, person(IPHONE, "198.51.100.4"), "HEAD"),
      visit(
        `/c/${code}`,
        person(
          "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
          "198.51.100.5",
        ),
      ),
      visit(`/c/${code}`, {
        ...person(ANDROID, "198.51.100.6"),
        "sec-purpose": "prefetch",
      }),
      visit(`/c/${code}`, { "cf-connecting-ip": "198.51.100.7" }),
    ]);
    // The chat link preview gets its preview page (workers/link-preview.ts).
    expect(responses.map((r) => r.status)).toEqual([
      302, 302, 302, 200, 302, 200, 302, 302,
    ]);
    // The redirect stays fixed whoever asks.
    expect(
      responses
        .filter((r) => r.status === 302)
        .every((r) => r.headers.get("location") === "/"),
    ).toBe(true);

    let row: { scans: number; bot_events: number; visitors: number } | null =
      null;
    for (let i = 0; i < QUEUE_WAIT_MS / 50; i++) {
      row = await env.DB.prepare(
        "SELECT scans, bot_events, visitors FROM scan_code_daily WHERE code = ?1",
      )
        .bind(code)
        .first();
      if (row && row.scans + row.bot_events >= 8) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(row).toEqual({ scans: 4, bot_events: 4, visitors: 3 });
    const surfaces = await env.DB.prepare(
      "SELECT surface, SUM(scans) AS scans, SUM(bot_events) AS bots FROM scan_daily WHERE code = ?1 GROUP BY surface ORDER BY surface",
    )
      .bind(code)
      .all();
    expect(surfaces.results).toEqual([
      { surface: "landing", scans: 1, bots: 0 },
      { surface: "qr", scans: 3, bots: 4 },
    ]);
  }, 20_000);

  it("stores a fixed label, never the page's path, for ?code= on any page", async () => {
    const code = await insertCode("PIPE-PATH");
    const long = `/trust-code-programme/${"a".repeat(8_000)}`;
    const res = await visit(`${long}?code=${code}`, { "user-agent": IPHONE });
    expect(res.status).toBe(200);
    let rows: Record<string, unknown>[] = [];
    for (let i = 0; i < QUEUE_WAIT_MS / 50 && rows.length === 0; i++) {
      rows = (
        await env.DB.prepare("SELECT * FROM scan_daily WHERE code = ?1")
          .bind(code)
          .all()
      ).results;
      if (!rows.length) await new Promise((r) => setTimeout(r, 50));
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ surface: "page", scans: 1 });
    expect(JSON.stringify(rows)).not.toContain("aaaa");
  }, 20_000);
});
