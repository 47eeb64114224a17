import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DOCUMENTS, type SiteDocument } from "#app/content/documents.ts";
import { isLocale, localeInfo } from "#app/lib/i18n/locales.ts";

const ROOT = join(import.meta.dirname, "../../public/static/html");

/**
 * Every translated document the pages may serve (`<name>.<locale>.html`):
 * only beside a sales document, for a registry locale, marked in its own
 * language and direction and as a draft, so the frame reads it right.
 */
const translations = (Object.values(DOCUMENTS) as SiteDocument[]).flatMap(
  (doc) =>
    readdirSync(join(ROOT, doc.name))
      .map((file) => new RegExp(`^${doc.name}\\.([a-z-]+)\\.html$`).exec(file))
      .filter((m) => m !== null)
      .map((m) => ({ doc, locale: m[1]!, file: join(ROOT, doc.name, m[0]) })),
);

describe("translated sales documents", () => {
  it.each(translations.map((t) => [t.file.slice(ROOT.length + 1), t]))(
    "%s is a sales document in its locale's language and direction",
    (_name, { doc, locale, file }) => {
      expect(doc.sells).toBe(true);
      expect(isLocale(locale) && locale !== "en").toBe(true);
      const html = readFileSync(file, "utf8");
      const info = localeInfo(locale as Parameters<typeof localeInfo>[0]);
      const tag = /<html\b[^>]*>/i.exec(html)?.[0] ?? "";
      expect(tag).toContain(`lang="${info.htmlLang}"`);
      if (info.dir === "rtl") expect(tag).toContain('dir="rtl"');
      expect(html).toMatch(/Draft translation/);
    },
  );

  it("the walk found the directory", () => {
    expect(readdirSync(ROOT).length).toBeGreaterThan(0);
  });
});
