import { I18nProvider } from "@lingui/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ApplyCodeForm } from "#app/components/apply-code-form.tsx";
import { createI18n } from "#app/lib/i18n/catalog.ts";
import type { ActionResult } from "#app/lib/forms/form-outcome.ts";

/**
 * The apply form without JavaScript shows the route action's answer; which
 * notice it gets is read from the answer's error code, never from comparing
 * its (translated) text.
 */
function renderAnswer(answer: ActionResult): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => <ApplyCodeForm actionData={answer} />,
    },
  ]);
  return renderToString(
    <I18nProvider i18n={createI18n("de", {})}>
      <Stub hydrationData={{ loaderData: { root: { scanGreeting: null } } }} />
    </I18nProvider>,
  );
}

const noticeOf = (html: string) =>
  /class="notice (warning|error|success|info)"/.exec(html)?.[1];

describe("apply-form answers are classified by their error code", () => {
  it("an unknown code or a refused syntax gets the yellow notice, in any words", () => {
    for (const error of ["unknown_code", "invalid_input"] as const) {
      const html = renderAnswer({
        success: false,
        error,
        message: "Kein gültiger Trust Code.",
      });
      expect(noticeOf(html), error).toBe("warning");
      expect(html).toContain("Kein gültiger Trust Code.");
    }
  });

  it("any other refusal is an error, even worded like the invalid-code text", () => {
    const html = renderAnswer({
      success: false,
      error: "rate_limited",
      message: "Kein gültiger Trust Code.",
    });
    expect(noticeOf(html)).toBe("error");
  });
});
