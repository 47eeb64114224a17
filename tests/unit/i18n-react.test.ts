import type { Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createI18n } from "#app/lib/i18n/catalog.ts";
import type { Locale } from "#app/lib/i18n/locales.ts";
import { I18nFixture } from "../support/i18n-fixture";

/** A compiled catalog keyed the way the macros key messages. */
function catalog(pairs: Record<string, string>): Messages {
  return Object.fromEntries(
    Object.entries(pairs).map(([source, translation]) => [
      generateMessageId(source),
      compileMessage(translation),
    ]),
  );
}

function render(locale: Locale, messages: Messages, count: number) {
  const i18n = createI18n(locale, messages);
  return renderToString(
    createElement(
      I18nProvider,
      { i18n },
      createElement(I18nFixture, { name: "Ada", count }),
    ),
  );
}

describe("React macros in a TSX component", () => {
  it("render the English source when the catalog has no entry", () => {
    const html = render("en", {}, 1);
    expect(html).toContain('title="Greeting"');
    expect(html).toContain('Hello Ada, read the <a href="/terms">terms</a>.');
    expect(html).toContain("1 result");
  });

  it("render the translation, keeping the link element and the plural rules", () => {
    const de = catalog({
      Greeting: "Begrüßung",
      "Hello {name}, read the <0>terms</0>.":
        "Hallo {name}, lies die <0>Bedingungen</0>.",
      "{count, plural, one {# result} other {# results}}":
        "{count, plural, one {# Ergebnis} other {# Ergebnisse}}",
    });
    const html = render("de", de, 3);
    expect(html).toContain('title="Begrüßung"');
    expect(html).toContain(
      'Hallo Ada, lies die <a href="/terms">Bedingungen</a>.',
    );
    expect(html).toContain("3 Ergebnisse");
  });
});
