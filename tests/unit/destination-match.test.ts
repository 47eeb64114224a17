import { describe, expect, it } from "vitest";
import {
  sameDestination,
  type Destination,
} from "#app/lib/identity/destination-match.ts";

const NONE = {
  paypal_email: null,
  postal_name: null,
  postal_address_line1: null,
  postal_address_line2: null,
  postal_city: null,
  postal_zip: null,
  postal_country: null,
};
const paypal = (paypal_email: string): Destination => ({
  ...NONE,
  payout_method: "paypal",
  paypal_email,
});
const cheque = (o: Partial<Destination> = {}): Destination => ({
  ...NONE,
  payout_method: "cheque",
  postal_name: "Olga Owner",
  postal_address_line1: "1 Owner Street",
  postal_city: "London",
  postal_zip: "N1 1AA",
  postal_country: "GB",
  ...o,
});

describe("the payout destination typed again", () => {
  it("matches trimmed, case-insensitive, with runs of spaces as one", () => {
    expect(
      sameDestination(paypal("jane@example.com"), paypal(" JANE@Example.com ")),
    ).toBe(true);
    expect(
      sameDestination(
        cheque(),
        cheque({
          postal_name: "  olga   OWNER",
          postal_address_line1: "1\tOwner  Street",
          postal_zip: "n1 1aa",
        }),
      ),
    ).toBe(true);
  });

  it("normalises nothing else: dots, plus tags, abbreviations and missing spaces differ", () => {
    for (const typed of [
      "janedoe@example.com",
      "jane.doe+x@example.com",
      "jane.doe@examp1e.com",
    ])
      expect(
        sameDestination(paypal("jane.doe@example.com"), paypal(typed)),
      ).toBe(false);
    expect(
      sameDestination(
        cheque(),
        cheque({ postal_address_line1: "1 Owner St." }),
      ),
    ).toBe(false);
    expect(sameDestination(cheque(), cheque({ postal_zip: "N11AA" }))).toBe(
      false,
    );
  });

  it("needs the whole postal address and the same method", () => {
    expect(
      sameDestination(cheque(), cheque({ postal_address_line2: "Flat 2" })),
    ).toBe(false);
    expect(sameDestination(cheque(), cheque({ postal_country: "IE" }))).toBe(
      false,
    );
    expect(sameDestination(paypal("a@b.example"), cheque())).toBe(false);
  });

  it("an empty proposal is never confirmed by typing nothing", () => {
    expect(sameDestination(paypal(""), paypal("  "))).toBe(false);
  });
});
