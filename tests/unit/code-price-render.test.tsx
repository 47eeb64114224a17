import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { ApplyCodeForm } from "#app/components/apply-code-form.tsx";
import { CallToAction } from "#app/components/call-to-action.tsx";
import { CarriedCodeContext } from "#app/components/code-price.tsx";
import { MEMBERSHIP_CTA } from "#app/content/navigation.ts";
import { figureValues } from "#app/lib/i18n/price-values.ts";
import {
  CODE_DISCOUNT_PERCENT,
  MEMBERSHIP_PRICE_CENTS,
} from "#app/lib/money/terms/programme-terms.ts";
import type { ScanGreeting } from "#app/lib/scans/scan-greeting.ts";
import Home from "#app/routes/home.tsx";
import { loadI18n } from "../support/load-i18n";

/**
 * Where a visitor buys (the landing page's price, a sales page's closing
 * call to action, the apply form's success), a valid code adds what they
 * pay with it: figures from the business's terms, written for the language.
 */
const ACTIVE: ScanGreeting = {
  code: "PRICE-OK1",
  status: "active",
  ownerKind: "individual",
};
const INACTIVE: ScanGreeting = { code: "NO-SUCH-1", status: "inactive" };

const catalogs: Partial<Record<"en" | "de", I18n>> = {};
beforeAll(async () => {
  catalogs.en = await loadI18n("en");
  catalogs.de = await loadI18n("de");
});

function render(
  locale: "en" | "de",
  carried: ScanGreeting | null,
  ui: ReactNode,
) {
  return renderToString(
    <I18nProvider i18n={catalogs[locale]!}>
      <CarriedCodeContext value={carried}>
        <MemoryRouter initialEntries={[locale === "en" ? "/" : "/de/"]}>
          {ui}
        </MemoryRouter>
      </CarriedCodeContext>
    </I18nProvider>,
  );
}

/** The text of the code's price line, or null when the page has none. */
function codePrice(html: string): string | null {
  const match = /<p class="[^"]*code-price[^"]*">(.*?)<\/p>/.exec(html);
  return match ? match[1]!.replace(/<[^>]+>/g, "") : null;
}

/** The three figures, derived from the terms and written as the locale writes money. */
function expected(locale: "en" | "de") {
  const saving = (MEMBERSHIP_PRICE_CENTS * CODE_DISCOUNT_PERCENT) / 100;
  // English keeps the site's "USD 569" form; German is what Intl writes.
  const usd = (cents: number) =>
    locale === "en"
      ? `USD ${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`
      : new Intl.NumberFormat(locale, {
          style: "currency",
          currency: "USD",
          currencyDisplay: "code",
          minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
        }).format(cents / 100);
  return {
    price: usd(MEMBERSHIP_PRICE_CENTS),
    discounted: usd(MEMBERSHIP_PRICE_CENTS - saving),
    saving: usd(saving),
  };
}

describe("the price with a code, where a visitor buys", () => {
  it("states the figures of the terms as the locale writes them (the English values: tests/unit/figures-golden.test.ts)", () => {
    for (const locale of ["en", "de"] as const) {
      const e = expected(locale);
      expect(figureValues(locale)).toMatchObject({
        price: e.price,
        discountedPrice: e.discounted,
        saving: e.saving,
      });
    }
  });

  for (const locale of ["en", "de"] as const)
    it(`the landing page and a sales page show it with a valid code, in ${locale}`, () => {
      const { price, discounted, saving } = expected(locale);
      for (const page of [
        <Home key="home" />,
        <CallToAction key="cta" cta={MEMBERSHIP_CTA} />,
      ]) {
        const line = codePrice(render(locale, ACTIVE, page));
        expect(line).not.toBeNull();
        for (const figure of [price, discounted, saving])
          expect(line).toContain(figure);
        if (locale === "en")
          expect(line).toBe(
            `With your Trust Code, membership is ${discounted} a year instead of ${price}: you save ${saving}.`,
          );
        else
          expect(line).toBe(
            `Mit Ihrem Trust Code kostet die Mitgliedschaft ${discounted} im Jahr statt ${price}: Sie sparen ${saving}.`,
          );
        // No code, or one that gives nothing: the full price alone.
        expect(codePrice(render(locale, null, page))).toBeNull();
        expect(codePrice(render(locale, INACTIVE, page))).toBeNull();
      }
    });

  for (const locale of ["en", "de"] as const)
    it(`the apply form's success states it, the form alone idle, in ${locale}`, () => {
      const { discounted, saving } = expected(locale);
      const form = (answer?: { success: true; message: string }) => {
        const Stub = createRoutesStub([
          {
            id: "root",
            path: "*",
            Component: () => <ApplyCodeForm actionData={answer} />,
          },
        ]);
        return renderToString(
          <I18nProvider i18n={catalogs[locale]!}>
            <Stub
              initialEntries={[
                locale === "en"
                  ? "/have-a-code-or-need-one"
                  : "/de/have-a-code-or-need-one",
              ]}
              hydrationData={{ loaderData: { root: { scanGreeting: null } } }}
            />
          </I18nProvider>,
        );
      };
      const line = codePrice(form({ success: true, message: "Applied." }));
      expect(line).toContain(discounted);
      expect(line).toContain(saving);
      expect(codePrice(form())).toBeNull();
    });
});
