import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  ORGANISATION_DISCLOSURE,
  REQUIRED_DISCLOSURE_TEXT,
} from "../support/spec-texts";
import { BRAND } from "#app/lib/brand.ts";
import {
  decodeGrid,
  decodePngQr,
  pdfQrGrid,
  readPdf,
  svgGrid,
} from "../support/qr-kit-read";
import { approveRequest } from "#app/lib/use-cases/approve-request.server.ts";
import { ADMIN, insertRequest, mintIssuer, one } from "./admin-helpers";
import { insertCode } from "./scan-helpers";
import { SELF } from "./self";
import { clientIp } from "../support/client-ip";
import { startOfFreshWindow } from "../support/rate-window";

/** The kit must encode the host it was asked on, not a fixed one. */
const ORIGIN = "https://print.nirvana.example";
/** A4 is 595.28 × 841.89 pt, Letter 612 × 792 pt. */
const A4 = { width: 595.28, height: 841.89 };
const LETTER = { width: 612, height: 792 };
/** No printer leaves more than ¼ inch unprinted at an edge. */
const PRINTER_EDGE_PT = 18;
const CM = 72 / 2.54;

/** Each request its own client, so the shared rate limit stays out of the way. */
function get(path: string, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    headers: { "cf-connecting-ip": clientIp(), ...headers },
  });
}

async function orgCode(code: string) {
  await env.DB.prepare(
    `INSERT INTO trust_codes (code, owner_kind, owner_id, status, created_at)
     VALUES (?1, 'organisation', ?2, 'active', ?3)`,
  )
    .bind(code, crypto.randomUUID(), new Date().toISOString())
    .run();
  return code;
}

describe("GET /api/qr/<code>.<format>", () => {
  it("SVG: one module path that decodes to the code's link, white quiet zone", async () => {
    const code = await insertCode("KIT-SVG234");
    const res = await get(`/api/qr/${code}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(
      "image/svg+xml; charset=utf-8",
    );
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="${BRAND.slug}-trust-code-${code}.svg"`,
    );
    const svg = await res.text();
    const { grid, paths } = svgGrid(svg);
    expect(paths).toBe(1);
    expect(svg).toContain('fill="#fff"');
    // Four light modules on every side.
    for (const i of [0, 1, 2, 3, grid.length - 4, grid.length - 1]) {
      expect(grid[i]!.some(Boolean)).toBe(false);
      expect(grid.some((row) => row[i])).toBe(false);
    }
    expect(grid[4]![4]).toBe(true);
    expect(decodeGrid(grid)).toBe(`${ORIGIN}/c/${code}`);
  });

  it("PNG: at least 1200 px square, decodes to the code's link", async () => {
    const code = await insertCode("KIT-PNG234");
    const res = await get(`/api/qr/${code.toLowerCase()}.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toContain(`-${code}.png"`);
    const png = decodePngQr(new Uint8Array(await res.arrayBuffer()));
    expect(png.width).toBeGreaterThanOrEqual(1200);
    expect(png.height).toBe(png.width);
    expect(png.text).toBe(`${ORIGIN}/c/${code}`);
  });

  it("PDF: one page that fits A4 and Letter, QR 8 cm wide and decodable, every line inside the printable area", async () => {
    const code = await insertCode("KIT-PDF234");
    const res = await get(`/api/qr/${code}.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const pdf = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.pages).toBe(1);
    for (const paper of [A4, LETTER]) {
      expect(pdf.width).toBeLessThanOrEqual(paper.width);
      expect(pdf.height).toBeLessThanOrEqual(paper.height);
    }

    const { grid, box } = pdfQrGrid(pdf.rects);
    expect(decodeGrid(grid)).toBe(`${ORIGIN}/c/${code}`);
    const qrWidth = box.right - box.left;
    expect(qrWidth).toBeGreaterThanOrEqual(3 * CM);
    expect(qrWidth).toBeCloseTo(8 * CM, 1);
    expect(box.top - box.bottom).toBeCloseTo(qrWidth, 3);
    // The quiet zone (4 modules) lies inside the printable area too.
    const quiet = (4 * qrWidth) / (grid.length - 8);
    expect(box.left - quiet).toBeGreaterThanOrEqual(PRINTER_EDGE_PT);
    expect(box.right + quiet).toBeLessThanOrEqual(pdf.width - PRINTER_EDGE_PT);
    expect(box.bottom - quiet).toBeGreaterThanOrEqual(PRINTER_EDGE_PT);
    expect(box.top + quiet).toBeLessThanOrEqual(pdf.height - PRINTER_EDGE_PT);
    // No text (descenders included, a quarter of the size) reaches the QR or its quiet zone.
    for (const t of pdf.texts)
      expect(
        t.y - t.size / 4 >= box.top + quiet ||
          t.y + t.size <= box.bottom - quiet,
        t.text,
      ).toBe(true);

    for (const t of pdf.texts) {
      expect(t.x).toBeGreaterThanOrEqual(PRINTER_EDGE_PT);
      expect(t.x + t.width).toBeLessThanOrEqual(pdf.width - PRINTER_EDGE_PT);
      expect(t.y).toBeGreaterThanOrEqual(PRINTER_EDGE_PT);
      expect(t.y + t.size).toBeLessThanOrEqual(pdf.height - PRINTER_EDGE_PT);
    }
    const shown = pdf.texts.map((t) => t.text);
    const codeLine = pdf.texts.find((t) => t.text === code);
    expect(codeLine!.size).toBeGreaterThanOrEqual(36);
    expect(shown).toContain(BRAND.name);
    expect(shown).toContain(`print.nirvana.example/c/${code}`);
    expect(shown).toContain("Required disclosure");
    expect(shown.join(" ")).toContain(REQUIRED_DISCLOSURE_TEXT);
  });

  it("an organisation's PDF prints the organisation's disclosure", async () => {
    const code = await orgCode("KIT-ORG234");
    const pdf = await readPdf(
      new Uint8Array(await (await get(`/api/qr/${code}.pdf`)).arrayBuffer()),
    );
    const shown = pdf.texts.map((t) => t.text).join(" ");
    expect(shown).toContain(ORGANISATION_DISCLOSURE);
    expect(shown).not.toContain(REQUIRED_DISCLOSURE_TEXT);
  });

  it("prints the kit in the language of the page that minted the code: Helvetica where it can, embedded fonts for other scripts", async () => {
    const german = await mintIssuer("kit-de@example.com");
    const japanese = await mintIssuer("kit-ja@example.com");
    const english = await mintIssuer("kit-en@example.com");
    for (const [code, locale] of [
      [german, "de"],
      [japanese, "ja"],
    ])
      await env.DB.prepare(
        `UPDATE issuers SET locale = ?2
         WHERE id = (SELECT owner_id FROM trust_codes WHERE code = ?1)`,
      )
        .bind(code, locale)
        .run();
    const shown = async (code: string) =>
      (
        await readPdf(
          new Uint8Array(
            await (await get(`/api/qr/${code}.pdf`)).arrayBuffer(),
          ),
        )
      ).texts
        .map((t) => t.text)
        .join(" ");
    const de = await shown(german);
    expect(de).toContain("Vorgeschriebener Hinweis");
    // The discount is {percent}, written by Intl for German: "10\u00a0%".
    expect(de).toContain("Scannen und 10\u00a0% auf Nirvana sparen");
    expect(de).not.toContain("Required disclosure");
    const en = await shown(english);
    expect(en).toContain("Required disclosure");
    expect(en).toContain(`Scan for 10% off ${BRAND.name}`);
    expect(en).toContain(REQUIRED_DISCLOSURE_TEXT);
    // Japanese is drawn in an embedded font, not Helvetica (its words:
    // qr-kit-scripts.test.ts); the English fallback is not printed.
    expect(await shown(japanese)).toBe("");
    // The language is part of the ETag: a German kit is not an English one.
    const tags = await Promise.all(
      [german, english].map(async (c) =>
        (await get(`/api/qr/${c}.pdf`)).headers.get("etag"),
      ),
    );
    expect(tags[0]).not.toBe(tags[1]);
    // Three codes minted and four PDFs drawn, the first with fontkit loading.
  }, 30_000);

  it("is cacheable with an ETag and answers 304 to a matching If-None-Match", async () => {
    const code = await insertCode("KIT-TAG234");
    const first = await get(`/api/qr/${code}.png`);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]{24}"$/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=86400");
    const again = await get(`/api/qr/${code}.png`, { "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const svg = await get(`/api/qr/${code}.svg`);
    expect(svg.headers.get("etag")).not.toBe(etag);
  });

  it("404 JSON for unknown, stopped and malformed codes and unknown formats", async () => {
    const suspended = await insertCode("KIT-STOP23", "suspended");
    const terminated = await insertCode("KIT-GONE23", "terminated");
    const active = await insertCode("KIT-LIVE23");
    for (const path of [
      "/api/qr/NIR-UNKNOWN.svg",
      `/api/qr/${suspended}.png`,
      `/api/qr/${terminated}.pdf`,
      "/api/qr/%20%3Cx%3E.svg",
      `/api/qr/${active}.gif`,
      `/api/qr/${active}`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(((await res.json()) as { success: boolean }).success).toBe(false);
    }
  });

  it("429 past the shared per-client rate limit", async () => {
    const code = await insertCode("KIT-RATE23");
    const headers = { "cf-connecting-ip": clientIp() };
    // The limiter's minute window must not roll over mid-loop.
    await startOfFreshWindow();
    let last: Response | undefined;
    for (let i = 0; i < 40; i++) {
      last = await SELF.fetch(`${ORIGIN}/api/qr/${code}.svg`, { headers });
      if (last.status === 429) break;
    }
    expect(last!.status).toBe(429);
    expect(last!.headers.get("retry-after")).toBe("60");
  });
});

describe("the QR kit in the e-mails", () => {
  /**
   * The kit links of a message body, fetched: each must answer its file.
   * Links in e-mails are on the production host, never the request's.
   */
  async function kitLinksWork(body: string, host: string, code: string) {
    const links = [...body.matchAll(/https:\/\/\S+\/api\/qr\/\S+/g)].map(
      (m) => m[0],
    );
    expect(links.sort()).toEqual(
      ["pdf", "png", "svg"].map((f) => `https://${host}/api/qr/${code}.${f}`),
    );
    for (const link of links) {
      const res = await get(new URL(link).pathname);
      expect(res.status, link).toBe(200);
      expect(res.headers.get("content-disposition")).toContain("attachment");
      await res.arrayBuffer();
    }
  }

  it("the individual code e-mail links the code's kit", async () => {
    const code = await mintIssuer("kit-mail@example.org");
    const mail = await one<{ body_text: string }>(
      "SELECT body_text FROM email_outbox WHERE trust_code = ?1",
      code,
    );
    await kitLinksWork(mail.body_text, BRAND.productionHost, code);
  });

  it("the organisation approval e-mail links the organisation code's kit", async () => {
    const id = await insertRequest("Kit Charity");
    const result = await approveRequest(id, ADMIN, "print.nirvana.example");
    const mail = await one<{ body_text: string }>(
      "SELECT body_text FROM email_outbox WHERE trust_code = ?1",
      result.code!,
    );
    await kitLinksWork(mail.body_text, BRAND.productionHost, result.code!);
  });
});
