import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { campaignsView } from "#app/lib/use-cases/campaigns-view.server.ts";
import { FUNNEL_CSV_HEADER, monthOf } from "#app/lib/account/funnel.ts";
import { recordApplication } from "#app/lib/db/applications.server.ts";
import { loader } from "#app/routes/my-trust-code.tsx";
import { loader as funnelLoader } from "#app/routes/my-trust-code-funnel.ts";
import { ingestScanEvents } from "../../workers/scans/consumer";
import { mintIssuer } from "./admin-helpers";
import { signedIn, unique } from "./account-helpers";
import {
  customerEvent,
  deliverAndProcess,
  paddleId,
  transactionCompleted,
} from "./paddle-fixtures";
import { insertCode, scanEventFor, visitorHex } from "./scan-helpers";
import { SELF } from "./self";
import {
  decodeGrid,
  decodePngQr,
  pdfQrGrid,
  readPdf,
  svgGrid,
} from "../support/qr-kit-read";
import { clientIp } from "../support/client-ip";

const BROWSER = {
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
};

async function campaignRows(code: string) {
  const { results } = await env.DB.prepare(
    `SELECT day, campaign, scans, visitors FROM scan_campaign_daily
     WHERE code = ?1 ORDER BY day, campaign`,
  )
    .bind(code)
    .all<{ day: string; campaign: string; scans: number; visitors: number }>();
  return results;
}

/** Members locked to `code` in the current month, each with the campaign its checkout passed. */
async function paidMembers(
  code: string,
  campaigns: (string | undefined)[],
  billedAt: string,
) {
  const customers: string[] = [];
  for (const campaign of campaigns) {
    const customerId = paddleId("ctm");
    customers.push(customerId);
    await deliverAndProcess([
      customerEvent("customer.created", {
        id: customerId,
        email: `${customerId}@member.example`,
      }),
      transactionCompleted({
        customerId,
        subscriptionId: paddleId("sub"),
        billedAt,
        trustCode: code,
        campaign,
        subtotal: 56900,
        discount: 5690,
      }),
    ]);
  }
  return customers;
}

describe("scans counted per campaign", () => {
  it("/c/<code>?campaign=: a name is lower-cased, anything outside the rule is (other), none is ''", async () => {
    const code = await insertCode("CAMP-SCAN1");
    for (const query of [
      "?campaign=Spring-Flyer",
      "?campaign=spring-flyer&source=poster",
      "?campaign=spring.flyer",
      `?campaign=${"a".repeat(33)}`,
      "?campaign=fr%C3%BChling",
      "",
    ])
      expect(
        (
          await SELF.fetch(`http://localhost/c/${code}${query}`, {
            redirect: "manual",
            headers: { ...BROWSER, "cf-connecting-ip": clientIp() },
          })
        ).status,
      ).toBe(302);
    let rows = await campaignRows(code);
    for (let i = 0; i < 100 && rows.reduce((n, r) => n + r.scans, 0) < 6; i++) {
      await new Promise((r) => setTimeout(r, 50));
      rows = await campaignRows(code);
    }
    const byName = Object.fromEntries(rows.map((r) => [r.campaign, r.scans]));
    expect(byName).toEqual({ "spring-flyer": 2, "(other)": 3, "": 1 });
    // A made-up name never reaches the nir_campaign cookie as itself.
    const res = await SELF.fetch(`http://localhost/c/${code}?campaign=a.b`, {
      redirect: "manual",
      headers: BROWSER,
    });
    expect(res.headers.getSetCookie().join("\n")).not.toContain("a.b");
  });

  it("people only, with a visitor estimate per campaign; past the cap a new name counts as (other)", async () => {
    const code = await insertCode("CAMP-FOLD1");
    const at = Date.now();
    await ingestScanEvents([
      scanEventFor(code, { at, campaign: "spring", visitor: visitorHex(1) }),
      scanEventFor(code, {
        at: at + 1,
        campaign: "spring",
        visitor: visitorHex(1),
      }),
      scanEventFor(code, {
        at: at + 2,
        campaign: "spring",
        visitor: visitorHex(2),
      }),
      scanEventFor(code, {
        at: at + 3,
        campaign: "flyer",
        visitor: visitorHex(3),
      }),
      scanEventFor(code, {
        at: at + 4,
        campaign: "flyer",
        bot: "crawler",
        visitor: null,
      }),
      scanEventFor(code, {
        at: at + 5,
        campaign: null,
        visitor: visitorHex(4),
      }),
    ]);
    const rows = await campaignRows(code);
    expect(rows.map((r) => [r.campaign, r.scans, r.visitors])).toEqual([
      ["", 1, 1],
      ["flyer", 1, 1],
      ["spring", 3, 2],
    ]);
    // A redelivered event is counted once.
    await ingestScanEvents([
      { ...scanEventFor(code, { at, campaign: "spring" }), id: "0".repeat(28) },
    ]);
    await ingestScanEvents([
      { ...scanEventFor(code, { at, campaign: "spring" }), id: "0".repeat(28) },
    ]);
    expect(
      (await campaignRows(code)).find((r) => r.campaign === "spring")!.scans,
    ).toBe(4);

    const capped = await insertCode("CAMP-CAP01");
    await ingestScanEvents(
      Array.from({ length: 52 }, (_, i) =>
        scanEventFor(capped, { at: at + i, campaign: `c${i}` }),
      ),
    );
    const after = await campaignRows(capped);
    expect(after.filter((r) => /^c\d+$/.test(r.campaign))).toHaveLength(50);
    expect(after.find((r) => r.campaign === "(other)")!.scans).toBe(2);
  });
});

describe("the funnel per month and campaign", () => {
  it("scans → visitors → applied → new paid members → renewals, member counts 1-4 as <5", async () => {
    const email = unique("funnel");
    const code = await mintIssuer(email);
    const now = new Date();
    const at = now.getTime() - 1000;
    await ingestScanEvents([
      ...Array.from({ length: 7 }, (_, i) =>
        scanEventFor(code, {
          at: at + i,
          campaign: "spring",
          visitor: visitorHex(100 + (i % 6)),
        }),
      ),
      ...Array.from({ length: 3 }, (_, i) =>
        scanEventFor(code, {
          at: at + 10 + i,
          campaign: "flyer",
          visitor: visitorHex(200 + i),
        }),
      ),
    ]);
    for (let i = 0; i < 4; i++)
      await recordApplication(code, crypto.randomUUID(), "GB", "en", "spring");
    await recordApplication(code, crypto.randomUUID(), "GB", "en", "flyer");
    await recordApplication(code, crypto.randomUUID(), "GB", "en", null);
    const billedAt = new Date(at).toISOString();
    // Five new members from spring (one checkout wrote it in capitals), one from flyer,
    // one with a made-up name, one with none.
    const spring = await paidMembers(
      code,
      [
        "spring",
        "spring",
        "Spring",
        "spring",
        "spring",
        "flyer",
        "x.y",
        undefined,
      ],
      billedAt,
    );
    // A renewal of the first spring member: its custom_data carries the campaign again.
    await deliverAndProcess([
      transactionCompleted({
        customerId: spring[0]!,
        subscriptionId: paddleId("sub"),
        billedAt: new Date(at + 500).toISOString(),
        trustCode: code,
        campaign: "spring",
        subtotal: 56900,
        discount: 5690,
      }),
    ]);

    const view = await campaignsView(
      code,
      new URL("https://nirvana.example/my-trust-code"),
      now,
    );
    const month = monthOf(now);
    const row = (campaign: string) =>
      view.rows.find((r) => r.month === month && r.campaign === campaign);
    expect(row("spring")).toEqual({
      month,
      campaign: "spring",
      scans: 7,
      uniqueVisitors: 6,
      applications: 4,
      newMembers: 5,
      renewals: "<5",
    });
    expect(row("flyer")).toEqual({
      month,
      campaign: "flyer",
      scans: 3,
      uniqueVisitors: 3,
      applications: 1,
      newMembers: "<5",
      renewals: 0,
    });
    expect(row("(other)")).toMatchObject({ scans: 0, newMembers: "<5" });
    expect(row("")).toMatchObject({ applications: 1, newMembers: "<5" });
    // Named campaigns first, then (other), then none.
    expect(view.rows.map((r) => r.campaign)).toEqual([
      "flyer",
      "spring",
      "(other)",
      "",
    ]);
    // The chart draws the two campaigns with scans; its bars follow the scans.
    expect(view.chart.series.map((s) => s.campaign)).toEqual([
      "spring",
      "flyer",
    ]);
    const bars = view.chart.bars.filter((b) => b.month === month);
    expect(bars.map((b) => b.value)).toEqual([7, 3]);
    expect(bars[0]!.height).toBeGreaterThan(bars[1]!.height * 2);

    // The page shows it to its signed-in holder.
    const session = await signedIn(email);
    const page = (await loader({
      request: new Request("https://nirvana.example/my-trust-code", {
        headers: { cookie: `__Host-nir_account=${session.token}` },
      }),
      params: {},
      context: {},
    } as never)) as { campaigns: { rows: unknown[] } };
    expect(page.campaigns.rows).toEqual(view.rows);

    // funnel.csv: the same figures, "<5" kept.
    const csv = (await funnelLoader({
      request: new Request(
        `https://nirvana.example/my-trust-code/funnel.csv?from=${month}&to=${month}`,
        { headers: { cookie: `__Host-nir_account=${session.token}` } },
      ),
      params: {},
      context: {},
    } as never)) as Response;
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("cache-control")).toBe("private, no-store");
    expect(await csv.text()).toBe(
      [
        FUNNEL_CSV_HEADER,
        `${month},flyer,3,3,1,<5,0`,
        `${month},spring,7,6,4,5,<5`,
        `${month},(other),0,0,0,<5,0`,
        `${month},,0,0,1,<5,0`,
        "",
      ].join("\r\n"),
    );
  });

  it("funnel.csv: only for a signed-in payee, months written YYYY-MM, an empty range has the header only", async () => {
    const email = unique("funnel-csv");
    await mintIssuer(email);
    const session = await signedIn(email);
    const get = (query: string, cookie?: string) =>
      funnelLoader({
        request: new Request(
          `https://nirvana.example/my-trust-code/funnel.csv${query}`,
          cookie ? { headers: { cookie } } : {},
        ),
        params: {},
        context: {},
      } as never).catch((e: unknown) => e as Response) as Promise<Response>;
    const out = await get("?from=2020-01&to=2020-02");
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/my-trust-code");
    const cookie = `__Host-nir_account=${session.token}`;
    expect((await get("?from=2020-13&to=2020-02", cookie)).status).toBe(400);
    expect((await get("?from=2020-1", cookie)).status).toBe(400);
    const empty = await get("?from=2020-01&to=2020-02", cookie);
    expect(await empty.text()).toBe(`${FUNNEL_CSV_HEADER}\r\n`);
  });
});

describe("a campaign's QR code", () => {
  const ORIGIN = "https://print.nirvana.example";
  const get = (path: string) =>
    SELF.fetch(`${ORIGIN}${path}`, {
      headers: { "cf-connecting-ip": clientIp() },
    });

  it("PNG, SVG and the print kit decode to /c/<code>?campaign=<name>; the kit is in the issuer's language", async () => {
    const code = await mintIssuer(unique("camp-qr"));
    await env.DB.prepare(
      `UPDATE issuers SET locale = 'de'
       WHERE id = (SELECT owner_id FROM trust_codes WHERE code = ?1)`,
    )
      .bind(code)
      .run();
    const link = `${ORIGIN}/c/${code}?campaign=spring-flyer`;
    const png = await get(`/api/qr/${code}.png?campaign=Spring-Flyer`);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-disposition")).toContain(
      `-${code}-spring-flyer.png"`,
    );
    expect(decodePngQr(new Uint8Array(await png.arrayBuffer())).text).toBe(
      link,
    );
    const svg = await get(`/api/qr/${code}.svg?campaign=spring-flyer`);
    expect(decodeGrid(svgGrid(await svg.text()).grid)).toBe(link);
    const pdfRes = await get(`/api/qr/${code}.pdf?campaign=spring-flyer`);
    expect(pdfRes.status).toBe(200);
    const pdf = await readPdf(new Uint8Array(await pdfRes.arrayBuffer()));
    expect(decodeGrid(pdfQrGrid(pdf.rects).grid)).toBe(link);
    const printed = pdf.texts.map((t) => t.text).join(" ");
    expect(printed).toContain("print.nirvana.example/c/");
    expect(printed).toContain("Vorgeschriebener Hinweis");
    // The plain kit is unchanged.
    const plain = await get(`/api/qr/${code}.png`);
    expect(decodePngQr(new Uint8Array(await plain.arrayBuffer())).text).toBe(
      `${ORIGIN}/c/${code}`,
    );
  });

  it("a name outside the rule gets a clear message, on the page and from the kit", async () => {
    const email = unique("camp-qr-bad");
    const code = await mintIssuer(email);
    const bad = await get(`/api/qr/${code}.png?campaign=spring.flyer`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(
      "A campaign name is letters a–z, digits and hyphens, at most 32 characters.",
    );
    const view = await campaignsView(
      code,
      new URL("https://nirvana.example/my-trust-code?qr=spring%20flyer"),
    );
    expect(view.campaignQr).toEqual({ ok: false, typed: "spring flyer" });
    const good = await campaignsView(
      code,
      new URL("https://nirvana.example/my-trust-code?qr=%20Badge-2026%20"),
    );
    expect(good.campaignQr).toEqual({
      ok: true,
      campaign: "badge-2026",
      link: `https://nirvana.example/c/${code}?campaign=badge-2026`,
    });
  });
});
