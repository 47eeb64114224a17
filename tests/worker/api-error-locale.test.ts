import { describe, expect, it } from "vitest";
import type { MessageDescriptor } from "@lingui/core";
import { API_ERRORS } from "#app/content/api-errors.ts";
import { FORM_ANSWERS } from "#app/content/form-answers.ts";
import { i18nFor } from "#app/lib/i18n/instance.ts";
import type { Locale } from "#app/lib/i18n/locales.ts";
import { RATE_LIMIT, startOfFreshWindow } from "../support/rate-window";
import { SELF } from "./self";
import { clientIp } from "../support/client-ip";

async function call(
  path: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
) {
  const res = await SELF.fetch(`http://localhost${path}`, {
    ...init,
    headers: {
      "cf-connecting-ip": clientIp(),
      ...init.headers,
    },
  });
  return {
    status: res.status,
    body: (await res.json()) as { message: string },
  };
}

async function expectIn(
  locale: Locale,
  message: MessageDescriptor,
  answer: { message: string },
) {
  const translated = (await i18nFor(locale))._(message);
  const english = (await i18nFor("en"))._(message);
  expect(translated).not.toBe(english);
  expect(answer.message).toBe(translated);
}

const apply = "/api/contact/apply-trust-code";

describe("every API error answers in the caller's language", () => {
  it("400 for a body that is not JSON, in German; English without ?locale=", async () => {
    const init = {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    };
    const de = await call(`${apply}?locale=de`, init);
    expect(de.status).toBe(400);
    await expectIn("de", API_ERRORS.invalidJson, de.body);
    expect((await call(apply, init)).body.message).toBe(
      "Request body is not valid JSON.",
    );
  });

  it("415 and 413", async () => {
    const wrongType = await call(`${apply}?locale=fr`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "{}",
    });
    expect(wrongType.status).toBe(415);
    await expectIn("fr", API_ERRORS.notJson, wrongType.body);
    const tooLarge = await call(`${apply}?locale=ja`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code: "x".repeat(20_000) }),
    });
    expect(tooLarge.status).toBe(413);
    await expectIn("ja", FORM_ANSWERS.bodyTooLarge, tooLarge.body);
  });

  it("404 and 405 on the API, 404 of the QR kit", async () => {
    const missing = await call("/api/no-such-thing?locale=es");
    expect(missing.status).toBe(404);
    await expectIn("es", API_ERRORS.notFound, missing.body);
    const method = await call(`${apply}?locale=pl`);
    expect(method.status).toBe(405);
    await expectIn("pl", API_ERRORS.methodNotAllowed, method.body);
    const kit = await call("/api/qr/NIR-NOPE-XX.png?locale=ar");
    expect(kit.status).toBe(404);
    await expectIn("ar", API_ERRORS.noActiveCode, kit.body);
  });

  it("429 once the client's budget is spent", async () => {
    await startOfFreshWindow();
    const budget = clientIp();
    let last = { status: 0, body: { message: "" } };
    for (let i = 0; i <= RATE_LIMIT; i++)
      last = await call(`${apply}?locale=nl`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "cf-connecting-ip": budget,
        },
        body: JSON.stringify({ code: "NIR-NOPE-1" }),
      });
    expect(last.status).toBe(429);
    await expectIn("nl", FORM_ANSWERS.rateLimited, last.body);
  }, 60_000);
});
