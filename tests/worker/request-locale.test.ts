import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CODE_EMAIL } from "#app/content/code-emails.ts";
import { FORM_ANSWERS } from "#app/content/form-answers.ts";
import { VALIDATION } from "#app/content/validation.ts";
import { BRAND } from "#app/lib/brand.ts";
import { approveRequest } from "#app/lib/use-cases/approve-request.server.ts";
import { i18nFor } from "#app/lib/i18n/instance.ts";
import { validIssuer } from "../support/issuer";
import {
  FIX_FIELDS,
  INDIVIDUAL_SUCCESS,
  INVALID_CODE,
  ORGANISATION_SUCCESS,
} from "../support/spec-texts";
import { ADMIN, one } from "./admin-helpers";
import { SELF } from "./self";
import { linkToken, mailTo, typedAgain } from "./identity-helpers";
import { verifyEmail } from "#app/lib/use-cases/email-links.server.ts";
import { markTranslations } from "./marked-translations";
import { clientIp } from "../support/client-ip";
import { REQUIRED_DISCLOSURE_TEXT } from "../support/spec-texts";

function post(path: string, body: unknown) {
  return SELF.fetch(`http://localhost/api/contact${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "cf-connecting-ip": clientIp(),
    },
    body: JSON.stringify(body),
  });
}

interface Answer {
  success: boolean;
  message: string;
  errors?: Record<string, string>;
  trust_code?: string | null;
  error?: string;
}

const organisation = (email: string) => ({
  organizationName: "Wald Freunde",
  website: "wald.example.org",
  country: "DE",
  vertical: "charities-ngos-nonprofits",
  audienceSize: "10000-50000",
  contactName: "Ada Grün",
  email,
  timeframe: "3-months",
  acknowledgeTerms: true,
});

const issuer = (email: string) =>
  validIssuer(email, "Jana Ausgeber", { countryOfResidence: "DE" });

const unique = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

// Every message these tests read, with its English words (placeholders kept).
const GERMAN = [
  [FORM_ANSWERS.organisationSuccess, ORGANISATION_SUCCESS],
  [FORM_ANSWERS.individualSuccess, INDIVIDUAL_SUCCESS],
  [FORM_ANSWERS.fixFields, FIX_FIELDS],
  [VALIDATION.emailRequired, "Email is required."],
  [
    VALIDATION.fullNameTooLong,
    "Full legal name must be at most {max} characters.",
  ],
  [CODE_EMAIL.subject, "Your {brand} Trust Code {code}"],
  [CODE_EMAIL.reminderSubject, "Your {brand} Trust Code {code} (reminder)"],
  [
    CODE_EMAIL.individualIntro,
    "Someone asked for a {brand} Trust Code for this e-mail address. The code is {code}; it works now.",
  ],
  [
    CODE_EMAIL.organisationCode,
    "The organisation's Trust Code is {code}; it works now.",
  ],
] as const;
const ARABIC = [
  [FORM_ANSWERS.applySuccess, "Code {code} applied."],
  [VALIDATION.invalidCode, INVALID_CODE],
] as const;

let undo: (() => void)[] = [];
beforeEach(async () => {
  undo = [
    await markTranslations("de", GERMAN),
    await markTranslations("ar", ARABIC),
  ];
});
afterEach(() => undo.forEach((restore) => restore()));

describe("?locale= on the contact API", () => {
  it("refusals come back in the page's language, English without the parameter", async () => {
    const de = await i18nFor("de");
    const payload = {
      ...organisation(""),
      organizationName: "x".repeat(201),
    };
    const german = await post("/trust-code-request?locale=de", payload);
    expect(german.status).toBe(400);
    const body = (await german.json()) as Answer;
    expect(body.message).toBe(de._(FORM_ANSWERS.fixFields));
    expect(body.message).toMatch(/^«de» /);
    expect(body.errors!.email).toBe(de._(VALIDATION.emailRequired));
    expect(body.errors!.email).toMatch(/^«de» /);

    const english = (await (
      await post("/trust-code-request", payload)
    ).json()) as Answer;
    expect(english.message).toBe(FIX_FIELDS);
    expect(english.errors!.email).toBe("Email is required.");
    expect(english.errors!.organizationName).toBe(
      "Organisation name must be at most 200 characters.",
    );
  });

  it("values reach the translated message (a length limit in German)", async () => {
    const de = await i18nFor("de");
    const res = await post("/individual-trust-code-request?locale=de", {
      ...issuer(unique("long")),
      fullName: "y".repeat(201),
    });
    const body = (await res.json()) as Answer;
    expect(body.errors!.fullName).toBe(
      de._({ ...VALIDATION.fullNameTooLong, values: { max: 200 } }),
    );
    expect(body.errors!.fullName).toBe(
      "«de» Full legal name must be at most 200 characters.",
    );
  });

  it("an unknown locale answers English and stores 'en'", async () => {
    const email = unique("xx");
    const res = await post(
      "/trust-code-request?locale=xx",
      organisation(email),
    );
    expect(((await res.json()) as Answer).message).toBe(ORGANISATION_SUCCESS);
    const row = await one<{ locale: string }>(
      "SELECT locale FROM organisation_requests WHERE email = ?1",
      email,
    );
    expect(row.locale).toBe("en");
  });
});

describe("a request keeps its language for every e-mail", () => {
  it("organisation: German answer, stored 'de', approval e-mail in German", async () => {
    const de = await i18nFor("de");
    const email = unique("org");
    const res = await post(
      "/trust-code-request?locale=de",
      organisation(email),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as Answer).message).toBe(
      de._(FORM_ANSWERS.organisationSuccess),
    );
    const row = await one<{ id: string; locale: string }>(
      "SELECT id, locale FROM organisation_requests WHERE email = ?1",
      email,
    );
    expect(row.locale).toBe("de");

    const { code } = await approveRequest(row.id, ADMIN, "nirvana.example");
    const [mail] = await mailTo(email);
    expect(mail!.subject).toBe(`«de» Your ${BRAND.name} Trust Code ${code}`);
    expect(mail!.body_text).toContain(
      `«de» The organisation's Trust Code is ${code}; it works now.`,
    );
  });

  it("individual: the code e-mail and a later reminder from an English page are German", async () => {
    const de = await i18nFor("de");
    const email = unique("mint");
    const res = await post(
      "/individual-trust-code-request?locale=de",
      issuer(email),
    );
    const body = (await res.json()) as Answer;
    expect(body.message).toBe(de._(FORM_ANSWERS.individualSuccess));
    expect(body.message).toMatch(/^«de» /);
    const code = body.trust_code!;
    const stored = await one<{ locale: string }>(
      "SELECT locale FROM issuers WHERE email = ?1",
      email,
    );
    expect(stored.locale).toBe("de");

    const [mail] = await mailTo(email);
    expect(mail!.subject).toBe(
      de._({ ...CODE_EMAIL.subject, values: { brand: BRAND.name, code } }),
    );
    expect(mail!.subject).toBe(`«de» Your ${BRAND.name} Trust Code ${code}`);
    expect(mail!.body_text).toContain(
      `«de» Someone asked for a ${BRAND.name} Trust Code for this e-mail address. The code is ${code}; it works now.`,
    );

    // Once verified, asked again from an English page: the answer is English, the mail German.
    expect(
      await verifyEmail(
        linkToken(mail!.body_text, "verify"),
        new Date(),
        typedAgain("owner@example.com"),
      ),
    ).toBe("done");
    const again = await post("/individual-trust-code-request", issuer(email));
    expect(((await again.json()) as Answer).message).toBe(INDIVIDUAL_SUCCESS);
    const reminder = (await mailTo(email)).find((m) => m.kind === "reminder");
    expect(reminder!.subject).toBe(
      `«de» Your ${BRAND.name} Trust Code ${code} (reminder)`,
    );
  });

  it("applying a code in Arabic: Arabic answers, the application stored as 'ar'", async () => {
    const ar = await i18nFor("ar");
    const minted = (await (
      await post("/individual-trust-code-request", issuer(unique("apply")))
    ).json()) as Answer;
    const code = minted.trust_code!;
    const res = await post("/apply-trust-code?locale=ar", {
      code: code.toLowerCase(),
    });
    expect(((await res.json()) as Answer).message).toBe(
      ar._({ ...FORM_ANSWERS.applySuccess, values: { code } }),
    );
    const row = await one<{ locale: string }>(
      "SELECT locale FROM code_applications WHERE code = ?1 ORDER BY id DESC LIMIT 1",
      code,
    );
    expect(row.locale).toBe("ar");

    const refused = await post("/apply-trust-code?locale=ar", { code: "!!" });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as Answer;
    expect(body.message).toBe(`«ar» ${INVALID_CODE}`);
    expect(body.errors!.code).toBe(`«ar» ${INVALID_CODE}`);
    // The kind of refusal is a code, the same in every language.
    expect(body.error).toBe("invalid_input");
  });
});

describe("English e-mails stay word for word", () => {
  it("the code e-mail of an English request", async () => {
    const email = unique("english");
    const res = await post("/individual-trust-code-request", issuer(email));
    const code = ((await res.json()) as Answer).trust_code!;
    const stored = await one<{ locale: string }>(
      "SELECT locale FROM issuers WHERE email = ?1",
      email,
    );
    expect(stored.locale).toBe("en");
    const [mail] = await mailTo(email);
    const verify = /https:\/\/\S+\/verify\?\S+/.exec(mail!.body_text)![0];
    const notMe = /https:\/\/\S+\/not-me\?\S+/.exec(mail!.body_text)![0];
    const host = new URL(verify).host;
    expect(mail!.subject).toBe(`Your Nirvana Trust Code ${code}`);
    expect(mail!.body_text).toBe(
      [
        "Hello,",
        "",
        `Someone asked for a Nirvana Trust Code for this e-mail address. The code is ${code}; it works now.`,
        `Share it as a link or QR code: https://${host}/c/${code}`,
        "The QR code is attached to this e-mail as an image.",
        "",
        "Print-ready QR kit (for flyers, posters and shop windows):",
        `One-page PDF to print (A4 or Letter): https://${host}/api/qr/${code}.pdf`,
        `QR code as PNG (high resolution): https://${host}/api/qr/${code}.png`,
        `QR code as SVG (vector): https://${host}/api/qr/${code}.svg`,
        "",
        `See your code's scans, paid members and earnings (sign in with this e-mail address): https://${host}/my-trust-code`,
        "",
        "Whenever you share your Trust Code, link or QR code, show this disclosure clearly and close to the code:",
        REQUIRED_DISCLOSURE_TEXT,
        "",
        "Referral payouts start once you confirm your e-mail address.",
        "Please confirm this is your e-mail address (the link works for 14 days, once):",
        verify,
        "",
        "Did not ask for a Nirvana Trust Code? Open this link to erase the request and its code at once:",
        `I did not ask for this: ${notMe}`,
        "",
        `Questions: ${BRAND.contactEmail}`,
      ].join("\n"),
    );
  });
});
