// @vitest-environment happy-dom
import { I18nProvider } from "@lingui/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { WhenWhySection } from "#app/components/account/when-why-section.tsx";
import type { AccountView } from "#app/lib/use-cases/account-page.server.ts";
import { loadI18n } from "../support/load-i18n";

/** The payee's "When and why" section, rendered in German and English from the catalogs. */
const view = (outlook: AccountView["outlook"]) =>
  ({ kind: "issuer", minimumCents: 50_000, outlook }) as AccountView;

async function render(locale: "en" | "de", v: AccountView): Promise<string> {
  const i18n = await loadI18n(locale);
  const html = renderToString(
    <MemoryRouter
      initialEntries={[
        locale === "en" ? "/my-trust-code" : `/${locale}/my-trust-code`,
      ]}
    >
      <I18nProvider i18n={i18n}>
        <WhenWhySection view={v} />
      </I18nProvider>
    </MemoryRouter>,
  );
  // One space for Intl's narrow and no-break spaces.
  return html.replace(/[\u00a0\u202f]/g, " ");
}

const outlook: AccountView["outlook"] = {
  pending: [{ amountCents: 5000, availableOn: "2026-04-09" }],
  reversals: [{ date: "2026-03-05", amountCents: 5000 }],
  heldOriginals: [{ currency: "EUR", cents: 4761 }],
  nextRun: {
    date: "2026-04-01",
    included: false,
    reasons: ["below-minimum", "details"],
  },
  minimumReached: false,
};

describe("when and why", () => {
  it("says in German when pending money comes, why the payee is not in the next run, with a link to the details, a reversal as a reversal and EUR as EUR", async () => {
    const html = await render("de", view(outlook));
    expect(html).toContain("Wann und warum");
    expect(html).toContain("50,00 USD wird am 9. April 2026 verfügbar.");
    expect(html).toContain(
      "Sie sind nicht in der nächsten Auszahlung am 1. April 2026:",
    );
    expect(html).toContain(
      "Ihr verfügbares Guthaben liegt unter dem Mindestbetrag von 500,00 USD.",
    );
    expect(html).toContain(
      "Ihre Auszahlungsdaten sind nicht bestätigt oder unvollständig.",
    );
    expect(html).toContain('href="#account-details"');
    expect(html).toContain("50,00 USD am 5. März 2026 storniert.");
    expect(html).toContain("47,61 EUR zurückgehalten");
    expect(html).not.toContain("47,61 USD");
  });

  it("says the minimum is reached and the payee is in the next run", async () => {
    const html = await render(
      "en",
      view({
        ...outlook,
        pending: [],
        reversals: [],
        heldOriginals: [],
        nextRun: { date: "2026-04-01", included: true, reasons: [] },
        minimumReached: true,
      }),
    );
    expect(html).toContain("USD 500.00 reached.");
    expect(html).toContain("You are in the next payout run on April 1, 2026.");
    expect(html).not.toContain("of the USD 500.00 minimum");
  });
});
