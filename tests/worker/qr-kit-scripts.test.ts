import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { kitWords } from "#app/lib/qr-kit/render.ts";
import { qrPdf } from "#app/lib/qr-kit/pdf.ts";
import { qrMatrix } from "#app/lib/qr-kit/matrix.ts";
import { loadKitFont } from "../../workers/render/kit-fonts";
import { decodeGrid, pdfQrGrid, readPdf } from "../support/qr-kit-read";
import { pdfTexts } from "../support/pdf-text";
import { mintIssuer } from "./admin-helpers";
import { isLocale, type Locale } from "#app/lib/i18n/locales.ts";
import type { PdfText } from "../support/qr-kit-read";
import { clientIp } from "../support/client-ip";

/**
 * The kit in the scripts Helvetica cannot print, drawn with the embedded Noto
 * subsets (docs/decisions/qr-kit.md), read back with pdf.js.
 */
const SELF = (exports as { default: Fetcher }).default;
const ORIGIN = "https://print.nirvana.example";
/** No printer leaves more than ¼ inch unprinted at an edge. */
const PRINTER_EDGE_PT = 18;

/**
 * Words each language's kit must show, checked by eye once, not derived.
 * Arabic's heading starts with the lam-alef ligature, which pdf.js gives
 * back as alef-lam: its second word is enough here.
 */
const HEADINGS: [Locale, string][] = (
  [
    ["pl", "Wymagana informacja"],
    ["ja", "所定の開示文"],
    ["zh", "必需的披露声明"],
    ["hi", "आवश्यक प्रकटीकरण"],
    ["ar", "المطلوب"],
    // One locale of each script the later locales brought, while the
    // registry lists it (app/lib/qr-kit/fonts.ts follows the script).
    ["ko", "필수 고지 문구"],
    ["tr", "Zorunlu bilgilendirme"],
    ["vi", "Thông tin công bố bắt buộc"],
    ["ru", "Обязательное раскрытие информации"],
    ["el", "Υποχρεωτική γνωστοποίηση"],
    ["cs", "Povinné upozornění"],
    ["th", "ข้อความเปิดเผยข้อมูลที่กำหนด"],
    // Bengali's pre-base vowel signs come back in drawing order: a phrase without them.
    ["bn", "স্ক্যান করুন"],
    // Tamil's pre-base vowel signs too: the first word of its heading has none.
    ["ta", "கட்டாய"],
    ["zh-hant", "必要揭露聲明"],
    ["he", "נדרש"],
    ["fa", "الزامی"],
    ["ur", "انکشاف"],
  ] as const
).filter(([locale]) => isLocale(locale)) as [Locale, string][];

async function pdfOf(code: string): Promise<Uint8Array> {
  const res = await SELF.fetch(`${ORIGIN}/api/qr/${code}.pdf`, {
    headers: { "cf-connecting-ip": clientIp() },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  return new Uint8Array(await res.arrayBuffer());
}

/**
 * The characters of `texts`, spaces left out, counted and sorted: pdf.js
 * gives Hindi vowel signs and Arabic ligatures in drawing order, so the
 * characters, not their order, are compared (text-runs.test.ts checks order).
 */
/**
 * The characters a sheet draws, sorted. Bidi marks (Intl writes "10%" in
 * Arabic with them) order the runs and are never drawn; nor is the
 * zero-width non-joiner Persian writes inside words (it only stops letters
 * joining). Both sides are compared decomposed (NFD): a Bengali "ো" comes
 * back as its canonical equivalent, "ে" then "া", the way it is drawn.
 */
function characters(texts: string[]): string {
  return [
    ...texts
      .join("")
      .normalize("NFD")
      .replace(/[\s\u061c\u200c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, ""),
  ]
    .sort()
    .join("");
}

function insidePrintableArea(texts: PdfText[], width: number, height: number) {
  for (const t of texts) {
    expect(t.x, t.text).toBeGreaterThanOrEqual(PRINTER_EDGE_PT);
    expect(t.x + t.width, t.text).toBeLessThanOrEqual(width - PRINTER_EDGE_PT);
    expect(t.y, t.text).toBeGreaterThanOrEqual(PRINTER_EDGE_PT);
    expect(t.y + t.size, t.text).toBeLessThanOrEqual(height - PRINTER_EDGE_PT);
  }
}

describe("the QR kit PDF in each script beyond Helvetica's", () => {
  it.each(HEADINGS)(
    "%s: the page's words in embedded fonts, inside the printable area, the QR still decodes",
    async (locale, heading) => {
      const code = await mintIssuer(`kit-script-${locale}@example.com`);
      await env.DB.prepare(
        `UPDATE issuers SET locale = ?2
         WHERE id = (SELECT owner_id FROM trust_codes WHERE code = ?1)`,
      )
        .bind(code, locale)
        .run();
      const bytes = await pdfOf(code);
      const pdf = await readPdf(bytes);
      expect(pdf.pages).toBe(1);
      // Nothing in Helvetica: every line is in the embedded fonts.
      expect(pdf.texts).toEqual([]);
      const { grid, box } = pdfQrGrid(pdf.rects);
      expect(decodeGrid(grid)).toBe(`${ORIGIN}/c/${code}`);

      const texts = await pdfTexts(bytes);
      const shown = texts.map((t) => t.text);
      const link = `print.nirvana.example/c/${code}`;
      expect(shown).toContain(code);
      expect(shown).toContain(link);
      expect(shown.join("")).toContain(heading);
      expect(shown.join(" ")).not.toContain("Required disclosure");
      const { words, disclosure } = await kitWords({
        code,
        host: "print.nirvana.example",
        ownerKind: "individual",
        locale,
      });
      // Every character of the sheet's words, and nothing more, is on the page.
      expect(characters(shown)).toBe(
        characters([
          words.brand,
          words.tagline,
          words.scan,
          code,
          words.orVisit,
          link,
          words.orEnter,
          words.disclosureHeading,
          disclosure,
          words.footer,
        ]),
      );
      if (locale === "pl" || locale === "ja" || locale === "zh")
        for (const line of [words.scan, words.orEnter, words.footer])
          expect(shown, line).toContain(line);

      insidePrintableArea(texts, pdf.width, pdf.height);
      const quiet = (4 * (box.right - box.left)) / (grid.length - 8);
      for (const t of texts)
        expect(
          t.y - t.size / 4 >= box.top + quiet ||
            t.y + t.size <= box.bottom - quiet,
          t.text,
        ).toBe(true);
    },
    // The first kit loads pdf.js and fontkit; a shared machine is slow.
    30_000,
  );

  it("prints English when the embedded fonts lack a character of the words", async () => {
    const asked = await kitWords({
      code: "NIR-ABC234",
      host: "nirvana.example",
      ownerKind: "individual",
      locale: "ja",
    });
    const bytes = await qrPdf(
      {
        ...asked,
        // A character no kit translation uses, so no subset holds it.
        words: { ...asked.words, orVisit: `${asked.words.orVisit}龘` },
        matrix: qrMatrix("https://nirvana.example/c/NIR-ABC234"),
        code: "NIR-ABC234",
        shortLink: "nirvana.example/c/NIR-ABC234",
      },
      loadKitFont,
    );
    const shown = (await readPdf(bytes)).texts.map((t) => t.text);
    expect(shown).toContain("Required disclosure");
    expect(shown).toContain("or visit");
  });
});
