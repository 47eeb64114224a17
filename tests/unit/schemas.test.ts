import { describe, expect, it } from "vitest";
import { SANCTIONED_RESIDENCE as SANCTIONED_RESIDENCE_MESSAGE } from "../support/spec-texts";
import { i18nFor } from "#app/lib/i18n/instance.ts";
import { validIssuer } from "../support/issuer";
import { applyCodeSchema } from "#app/lib/schemas/apply-code.ts";
import { fieldErrors } from "#app/lib/schemas/fields.ts";
import { formPayload } from "#app/lib/schemas/form-data.ts";
import {
  ageOn,
  individualRequestSchema,
} from "#app/lib/schemas/individual-request.ts";
import { organisationRequestSchema } from "#app/lib/schemas/organisation-request.ts";

/** Messages are keys translated where shown; English is what these tests read. */
const en = await i18nFor("en");

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("ageOn", () => {
  it("turns 18 on the birthday itself, not the day before", () => {
    expect(ageOn("2008-06-15", day("2026-06-15"))).toBe(18);
    expect(ageOn("2008-06-15", day("2026-06-14"))).toBe(17);
    expect(ageOn("2008-06-15", day("2026-07-01"))).toBe(18);
  });

  it("a leap-day birthday counts from 1 March in common years", () => {
    expect(ageOn("2008-02-29", day("2026-02-28"))).toBe(17);
    expect(ageOn("2008-02-29", day("2026-03-01"))).toBe(18);
    expect(ageOn("2008-02-29", day("2028-02-29"))).toBe(20);
  });

  it("refuses impossible or malformed dates", () => {
    expect(ageOn("2007-02-29", day("2026-01-01"))).toBeNull();
    expect(ageOn("2000-13-01", day("2026-01-01"))).toBeNull();
    expect(ageOn("1/2/2000", day("2026-01-01"))).toBeNull();
  });
});

// Mixed-case addresses and the empty postal fields a PayPal form posts.
const individual = validIssuer("Jane@Example.com", "Jane Issuer", {
  paypalEmail: "PAY@example.com",
  dateOfBirth: "1990-01-01",
  postalName: "",
  postalAddressLine1: "",
  postalAddressLine2: "",
  postalCity: "",
  postalZip: "",
  postalCountry: "",
});

function errorsOf(input: unknown) {
  const r = individualRequestSchema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error, en);
}

describe("individualRequestSchema", () => {
  it("PayPal: keeps paypal fields, nulls the postal ones, lower-cases e-mails", () => {
    const r = individualRequestSchema.parse({
      ...individual,
      postalCity: "Ignored",
    });
    expect(r.email).toBe("jane@example.com");
    expect(r.paypalEmail).toBe("pay@example.com");
    expect(r.postalCity).toBeNull();
  });

  it("PayPal: needs a paypal e-mail and an 18+ date of birth", () => {
    expect(
      errorsOf({ ...individual, paypalEmail: "", dateOfBirth: "" }),
    ).toEqual({
      paypalEmail: "PayPal email is required.",
      dateOfBirth: "Date of birth is required.",
    });
    const y = new Date().getUTCFullYear();
    expect(errorsOf({ ...individual, dateOfBirth: `${y - 10}-01-01` })).toEqual(
      {
        dateOfBirth: "You must be 18 or older.",
      },
    );
  });

  it("cheque: needs name, line 1, city, ZIP and country; line 2 optional; paypal fields nulled", () => {
    const cheque = { ...individual, payoutMethod: "cheque" };
    expect(Object.keys(errorsOf(cheque)).sort()).toEqual([
      "postalAddressLine1",
      "postalCity",
      "postalCountry",
      "postalName",
      "postalZip",
    ]);
    const r = individualRequestSchema.parse({
      ...cheque,
      postalName: "Jane Issuer",
      postalAddressLine1: "1 High St",
      postalCity: "London",
      postalZip: "N1",
      postalCountry: "GB",
    });
    expect(r.paypalEmail).toBeNull();
    expect(r.dateOfBirth).toBeNull();
    expect(r.postalAddressLine2).toBeNull();
  });

  it("refuses residence in a comprehensively sanctioned jurisdiction with a clear message", () => {
    for (const countryOfResidence of ["CU", "IR", "KP", "SY"])
      expect(errorsOf({ ...individual, countryOfResidence })).toEqual({
        countryOfResidence: SANCTIONED_RESIDENCE_MESSAGE,
      });
    expect(errorsOf({ ...individual, countryOfResidence: "RU" })).toEqual({});
  });

  it("every declaration must be ticked", () => {
    expect(
      Object.keys(
        errorsOf({
          ...individual,
          confirm18OrOlder: false,
          acceptTerms: false,
          sanctionsDeclaration: false,
          singleCodeRule: false,
          consentElectronicDelivery: false,
        }),
      ).sort(),
    ).toEqual([
      "acceptTerms",
      "confirm18OrOlder",
      "consentElectronicDelivery",
      "sanctionsDeclaration",
      "singleCodeRule",
    ]);
  });
});

describe("organisationRequestSchema", () => {
  const org = {
    organizationName: "Forest Friends",
    website: "https://forest.example.org",
    country: "GB",
    vertical: "faith-based",
    audienceSize: "1000000+",
    contactName: "Ada",
    email: "ada@example.org",
    timeframe: "exploring",
    acknowledgeTerms: true,
  };

  it("accepts a complete request", () => {
    expect(organisationRequestSchema.safeParse(org).success).toBe(true);
  });

  it("website must be an http(s) URL; lists and country must match", () => {
    const r = organisationRequestSchema.safeParse({
      ...org,
      website: "forest",
      country: "XX",
      audienceSize: "huge",
      timeframe: "",
    });
    expect(Object.keys(fieldErrors(r.error!, en)).sort()).toEqual([
      "audienceSize",
      "country",
      "timeframe",
      "website",
    ]);
  });
});

describe("applyCodeSchema and formPayload", () => {
  it("trims and upper-cases; refuses bad syntax", () => {
    expect(applyCodeSchema.parse({ code: " nir-abc " }).code).toBe("NIR-ABC");
    expect(applyCodeSchema.safeParse({ code: "ab" }).success).toBe(false);
    expect(applyCodeSchema.safeParse({ code: "-abc" }).success).toBe(false);
  });

  it("reads a posted form: a ticked box is ticked, an unticked one is refused", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(individual))
      form.set(key, value === true ? "on" : String(value));
    form.delete("singleCodeRule");
    const payload = formPayload(form);
    expect(payload.acceptTerms).toBe("on");
    expect(payload).not.toHaveProperty("singleCodeRule");
    const r = individualRequestSchema.safeParse(payload);
    expect(fieldErrors(r.error!, en)).toEqual({
      singleCodeRule:
        "You must accept the single-code and no-self-referral rules.",
    });
    form.set("singleCodeRule", "on");
    const ok = individualRequestSchema.parse(formPayload(form));
    expect(ok.acceptTerms).toBe(true);
    expect(ok.singleCodeRule).toBe(true);
  });

  it("refuses an unticked box sent as false in JSON, with the same message", () => {
    const r = individualRequestSchema.safeParse({
      ...individual,
      acceptTerms: false,
    });
    expect(fieldErrors(r.error!, en)).toEqual({
      acceptTerms: "You must accept the Trust Code Terms.",
    });
  });
});
