import { describe, expect, it } from "vitest";
import { payoutSentEmail } from "#app/lib/email/payout-emails.ts";
import { i18nFor } from "#app/lib/i18n/instance.ts";
import { mintIndividualCode } from "#app/lib/use-cases/mint-individual-code.server.ts";
import { action } from "#app/routes/my-trust-code.tsx";
import { individual, mailTo } from "./identity-helpers";
import { mintIssuer } from "./admin-helpers";
import { unique } from "./account-helpers";

/**
 * Every link in every e-mail is on the production host, never the request's
 * `Host`, and opens in the recipient's language (app/lib/identity/links.ts).
 */
const PRODUCTION = "https://nirvana.example";

describe("links in e-mails", () => {
  it("a French code e-mail asked through a forged Host links to /fr/verify and /fr/not-me on the production host", async () => {
    const email = "french-links@example.org";
    const outcome = await mintIndividualCode(
      individual(email),
      "evil.example",
      null,
      new Date(),
      "fr",
      "192.0.2.60",
    );
    expect(outcome.status).toBe(200);
    const [mail] = await mailTo(email);
    expect(mail!.body_text).not.toContain("evil.example");
    expect(mail!.body_text).toMatch(
      new RegExp(`${PRODUCTION}/fr/verify\\?token=[A-Za-z0-9_-]{43}`),
    );
    expect(mail!.body_text).toMatch(
      new RegExp(`${PRODUCTION}/fr/not-me\\?token=[A-Za-z0-9_-]{43}`),
    );
    expect(mail!.body_text).toContain(`${PRODUCTION}/fr/my-trust-code`);
  });

  it("a sign-in e-mail asked through a forged Host links to the production host", async () => {
    const email = unique("forged-host");
    await mintIssuer(email);
    const res = (await action({
      request: new Request("https://evil.example/my-trust-code", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "cf-connecting-ip": "192.0.2.61",
        },
        body: new URLSearchParams({ intent: "send-code", email }),
      }),
      params: {},
      context: {},
    } as never)) as { init?: { status?: number } };
    expect(res.init?.status ?? 200).toBe(200);
    const mail = (await mailTo(email)).find((m) => m.kind === "sign-in")!;
    expect(mail.body_text).not.toContain("evil.example");
    expect(mail.body_text).toMatch(
      new RegExp(`${PRODUCTION}/my-trust-code/sign-in\\?token=`),
    );
  });

  it("a payout notice in Japanese links to /ja/my-trust-code on the production host", async () => {
    const mail = payoutSentEmail(await i18nFor("ja"), "ja", {
      amountCents: 50_000,
      reference: "L-1",
      method: "paypal",
    });
    expect(mail.body).toContain(`${PRODUCTION}/ja/my-trust-code`);
  });
});
