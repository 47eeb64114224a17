// @vitest-environment happy-dom
import type { MessageDescriptor, Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CookieBanner } from "#app/components/cookie-banner.tsx";
import { Footer } from "#app/components/footer.tsx";
import { ReviewNote } from "#app/components/review-note.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import * as footer from "#app/content/footer.ts";
import * as galleries from "#app/content/galleries.ts";
import * as landing from "#app/content/landing.ts";
import { CHARITY_LOGOS, FOREST_IMAGES } from "#app/content/media.ts";
import * as navigation from "#app/content/navigation.ts";
import * as shell from "#app/content/shell.ts";
import * as languageMessages from "#app/lib/i18n/language-messages.ts";
import { createI18n } from "#app/lib/i18n/catalog.ts";
import { LanguageMenuContext } from "#app/lib/i18n/language-menu.ts";
import { languageMenu, ownName } from "#app/lib/i18n/languages.server.ts";
import { LOCALES } from "#app/lib/i18n/locales.ts";
import { figures } from "../support/figures";
import { loadI18n } from "../support/load-i18n";
import Demo from "#app/routes/demo.tsx";
import Home from "#app/routes/home.tsx";
import NotFound from "#app/routes/not-found.tsx";

/** Every message descriptor in a content module, however deeply nested. */
function descriptors(value: unknown, out: MessageDescriptor[] = []) {
  if (!value || typeof value !== "object") return out;
  const d = value as MessageDescriptor;
  if (typeof d.id === "string" && typeof d.message === "string") {
    out.push(d);
    return out;
  }
  for (const v of Object.values(value)) descriptors(v, out);
  return out;
}

const ALL = [
  shell,
  landing,
  navigation,
  galleries,
  footer,
  languageMessages,
].flatMap((m) => descriptors(m));

const ACCENTS: Record<string, string> = {
  a: "ä",
  e: "ë",
  i: "ï",
  o: "ö",
  u: "ü",
  y: "ÿ",
  A: "Ä",
  E: "Ë",
  I: "Ï",
  O: "Ö",
  U: "Ü",
  Y: "Ÿ",
};

/** Accents every vowel outside {placeholders} and <0> tags, as a pseudo-locale. */
function pseudo(message: string): string {
  return message
    .split(/(\{[^}]*\}|<\/?\d+\/?>)/)
    .map((part, i) =>
      i % 2 ? part : part.replace(/[aeiouyAEIOUY]/g, (c) => ACCENTS[c]!),
    )
    .join("");
}

/** A few real German translations; everything else is pseudo-German. */
const GERMAN: Record<string, string> = {
  Product: "Produkt",
  Legal: "Rechtliches",
  Accept: "Akzeptieren",
  Decline: "Ablehnen",
  "Log in": "Anmelden",
  "Membership <0>{price}</0> per year, billed annually in advance.":
    "Mitgliedschaft <0>{price}</0> pro Jahr, jährlich im Voraus berechnet.",
  "Earn {reward} per referral and mint your own QR code. Open to everyone, no subscription needed.":
    "Verdienen Sie {reward} pro Empfehlung und erstellen Sie Ihren eigenen QR-Code. Offen für alle, kein Abo nötig.",
  "© 2026 Nirvana. Contact: <0>{email}</0>":
    "© 2026 Nirvana. Kontakt: <0>{email}</0>",
};

function catalog(german: Record<string, string>): Messages {
  return Object.fromEntries(
    ALL.map((d) => [
      d.id,
      compileMessage(german[d.message!] ?? pseudo(d.message!)),
    ]),
  );
}

function render(
  path: string,
  locale: "de" | "en",
  ui: ReactNode,
  messages: Messages,
) {
  const i18n = createI18n(locale, messages);
  return renderToString(
    <I18nProvider i18n={i18n}>
      {/* What the root loader hands the header (app/root.tsx). */}
      <LanguageMenuContext value={languageMenu(locale)}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </LanguageMenuContext>
    </I18nProvider>,
  );
}

const shellAround = (page: ReactNode) => (
  <>
    <SiteHeader />
    {page}
    <Footer />
    <CookieBanner initialConsent={null} gpc={false} cookieDomain={null} />
  </>
);

/** Words that legitimately stay as they are: values, not catalog messages. */
const UNTRANSLATED = [
  "Nirvana",
  "The Ledger Review",
  "hello@nirvana.example",
  // Abbreviations without a vowel for pseudo-German to accent; USD also
  // comes from Intl's price.
  "PDF",
  "QR",
  "USD",
  ...CHARITY_LOGOS.map((l) => l.alt),
];

/**
 * Visible text and the attributes a screen reader or browser shows that
 * still hold an English word: two or more plain ASCII letters, once the
 * allowed values are removed. Pseudo-German accents every word it touches.
 */
function englishLeft(html: string): string[] {
  const root = document.createElement("div");
  root.innerHTML = html;
  // Names in their own language (the language menu) are not translated.
  for (const el of root.querySelectorAll('[translate="no"]')) el.remove();
  // Words from CLDR's locale data (the menu's region names,
  // app/lib/i18n/languages.server.ts) are in the page's language without a catalog.
  for (const el of root.querySelectorAll("[data-intl]")) el.remove();
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode())
    texts.push(n.textContent ?? "");
  for (const el of root.querySelectorAll("*"))
    for (const attr of [
      "aria-label",
      "alt",
      "title",
      "placeholder",
      "aria-roledescription",
    ])
      if (el.hasAttribute(attr)) texts.push(el.getAttribute(attr)!);
  return texts
    .map((t) => UNTRANSLATED.reduce((s, word) => s.split(word).join(" "), t))
    .flatMap((t) => t.match(/(?<![\p{L}])[A-Za-z]{2,}(?![\p{L}])/gu) ?? []);
}

describe("the shell, the landing page and /demo in German", () => {
  const de = catalog(GERMAN);

  it("show only catalog words: no English left in text or labels", () => {
    for (const [path, page] of [
      ["/de/", <Home key="home" />],
      ["/de/demo", <Demo key="demo" />],
      ["/de/nope", <NotFound key="404" />],
    ] as const) {
      const html = render(path, "de", shellAround(page), catalog({}));
      expect(englishLeft(html), path).toEqual([]);
    }
  });

  it("say in one line that the translation is not reviewed, linking this page in English", () => {
    const root = document.createElement("div");
    root.innerHTML = render("/de/demo?x=1", "de", <ReviewNote />, de);
    const note = root.querySelector(".review-note")!;
    expect(note.tagName).toBe("ASIDE");
    expect(note.getAttribute("aria-labelledby")).toBe(
      note.querySelector("p")!.id,
    );
    const link = note.querySelector("a")!;
    expect(link.getAttribute("href")).toBe(
      "/api/locale?to=en&return=%2Fde%2Fdemo%3Fx%3D1",
    );
    expect(link.getAttribute("hreflang")).toBe("en");
    // Nothing in English (reviewed by definition).
    expect(render("/demo", "en", <ReviewNote />, catalog({}))).toBe("");
  });

  it("list every language in the menu, English first, then by region named in German", () => {
    const root = document.createElement("div");
    root.innerHTML = render("/de/", "de", shellAround(<Home />), de);
    const menu = root.querySelector(".language-switcher-list")!;
    const names = [...menu.querySelectorAll("a")].map((a) => a.textContent);
    expect(names[0]).toBe("English");
    expect([...names].sort()).toEqual(
      LOCALES.map((l) => ownName(l.code)).sort(),
    );
    const headings = [...menu.querySelectorAll("h2")].map((h) => h.textContent);
    expect(headings.slice(0, 2)).toEqual(["Europa", "Asien"]);
    const europe = menu.querySelector("section")!.textContent;
    expect(europe).toContain("Deutsch");
    expect(europe).not.toContain("日本語");
  });

  it("show the German words, German figures and links that stay in /de/", () => {
    const html = render("/de/", "de", shellAround(<Home />), de);
    for (const word of [
      "Produkt",
      "Rechtliches",
      "Akzeptieren",
      "Ablehnen",
      "Anmelden",
      "Kontakt:",
    ])
      expect(html).toContain(word);
    expect(html).toContain(
      `Mitgliedschaft <span translate="no">${figures("de").price}</span> pro Jahr`,
    );
    expect(html).toContain(
      `Verdienen Sie ${figures("de").reward} pro Empfehlung`,
    );
    const root = document.createElement("div");
    root.innerHTML = html;
    const internal = [...root.querySelectorAll("a[href^='/']")]
      .map((a) => a.getAttribute("href")!)
      // Files and the language menu's choice endpoint exist once for all.
      .filter((href) => !/^\/(static|api)\//.test(href));
    expect(internal.length).toBeGreaterThan(20);
    expect(internal.filter((href) => !href.startsWith("/de/"))).toEqual([]);
  });

  it("would catch an English word: the check is not vacuous", () => {
    const html = render("/de/", "de", shellAround(<Home />), {});
    expect(englishLeft(html)).toContain("Accept");
  });
});

describe("in English", () => {
  it("reads exactly as before, from the English catalog", async () => {
    const en = await loadI18n("en");
    const html = render("/", "en", shellAround(<Home />), en.messages);
    const root = document.createElement("div");
    root.innerHTML = html;
    const text = root.textContent ?? "";
    expect(text).toContain(
      `Membership ${figures().price} per year, billed annually in advance.`,
    );
    expect(text).toContain(
      `Earn ${figures().reward} per referral and mint your own QR code.`,
    );
    expect(text).toContain(
      `Save ${figures().percent} on your membership, plus ${figures().organisationShare} donated`,
    );
    expect(text).toContain("© 2026 Nirvana. Contact: hello@nirvana.example");
    expect(text).toContain(
      "“Nirvana asks the question most investment tools avoid",
    );
    expect(
      root
        .querySelector(".home-button, .site-header-logo")
        ?.getAttribute("href"),
    ).toBe("/?fromsubpage=true");
  });
});

describe("forest image alt texts", () => {
  it("are the manifest's, in the same order", () => {
    expect(galleries.FOREST_IMAGE_ALTS.map((d) => d.message)).toEqual(
      FOREST_IMAGES.map((i) => i.alt),
    );
  });
});
