import { describe, expect, it } from "vitest";
import { i18nFor } from "#app/lib/i18n/instance.ts";
import { clientErrors } from "#app/lib/schemas/validate.ts";

/** The browser passes its page's instance; these tests read English. */
const en = await i18nFor("en");

describe("every invalid field on the first submit", () => {
  it("an empty PayPal request names the PayPal e-mail and date of birth too", () => {
    const errors = clientErrors("individual", { payoutMethod: "paypal" }, en);
    expect(errors).toMatchObject({
      fullName: expect.any(String),
      paypalEmail: "PayPal email is required.",
      dateOfBirth: "Date of birth is required.",
    });
  });

  it("an empty cheque request names the postal fields too", () => {
    const errors = clientErrors("individual", { payoutMethod: "cheque" }, en);
    expect(errors).toMatchObject({
      email: expect.any(String),
      postalAddressLine1: "Address line 1 is required.",
      postalCity: "City is required.",
    });
  });

  it("a bare domain is a valid website; the audience message reads well", () => {
    const errors = clientErrors(
      "organisation",
      {
        website: "forest.example.org",
        audienceSize: "",
      },
      en,
    );
    expect(errors?.website).toBeUndefined();
    expect(errors?.audienceSize).toBe(
      "Please choose an audience size from the list.",
    );
    expect(
      clientErrors("organisation", { website: "forest" }, en)?.website,
    ).toBe("Website must be a web address, like example.org.");
  });
});
