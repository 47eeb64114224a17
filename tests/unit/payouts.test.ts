import { describe, expect, it } from "vitest";
import { memberCount } from "#app/lib/reports/cohorts.ts";
import {
  chequeAddress,
  paypalFile,
  paypalParts,
  PAYPAL_ROWS_PER_FILE,
  type FileLine,
} from "#app/lib/money/exports/payout-files.ts";
import {
  centsToDecimal,
  cronMonth,
  decimalToCents,
  isPastMonth,
  lineId,
  previousMonth,
} from "#app/lib/money/rules/month.ts";
import { decidePayee, type IssuerFacts } from "#app/lib/money/rules/qualify.ts";

const issuer: IssuerFacts = {
  full_name: "Jane Doe",
  status: "active",
  verified_at: "2026-01-01",
  details_confirmed_at: "2026-01-01",
  payout_method: "paypal",
  paypal_email: "jane@example.com",
  postal_name: null,
  postal_address_line1: null,
  postal_address_line2: null,
  postal_city: null,
  postal_zip: null,
  postal_country: null,
};
const candidate = (availableCents: number, individual = issuer) => ({
  kind: "individual" as const,
  id: "i1",
  code: "NIR-ABC2345",
  availableCents,
  pendingCents: 0,
  onHoldCents: 0,
  individual,
});

describe("payout months and amounts", () => {
  it("knows the previous month, past months and the cron's month", () => {
    expect(previousMonth("2027-01")).toBe("2026-12");
    expect(previousMonth("2026-10")).toBe("2026-09");
    const now = new Date("2026-11-01T00:00:00Z");
    expect(isPastMonth("2026-10", now)).toBe(true);
    expect(isPastMonth("2026-11", now)).toBe(false);
    expect(isPastMonth("2026-00", now)).toBe(false);
    expect(cronMonth(now)).toBe("2026-10");
    expect(cronMonth(new Date("2026-11-02T00:00:00Z"))).toBeNull();
    expect(cronMonth(new Date("2027-01-01T00:05:00Z"))).toBe("2026-12");
  });

  it("writes cents as two decimals and reads typed USD back exactly", () => {
    expect([50_000, 49_999, 5, -1, -123_456, 0].map(centsToDecimal)).toEqual([
      "500.00",
      "499.99",
      "0.05",
      "-0.01",
      "-1234.56",
      "0.00",
    ]);
    expect(
      ["12.5", "-12.50", "+100", "0.01", "0.1"].map(decimalToCents),
    ).toEqual([1_250, -1_250, 10_000, 1, 10]);
    for (const bad of ["", "1.234", "1,00", "abc", "1e3", "--1", ".5"])
      expect(decimalToCents(bad)).toBeNull();
    expect(lineId("2026-10", 0)).toBe("PO-2026-10-00001");
    expect(lineId("2026-10", 0).length).toBeLessThanOrEqual(30);
  });
});

describe("who a run pays", () => {
  it("pays individuals from USD 500.00 and carries USD 499.99", () => {
    expect(decidePayee(candidate(50_000), 50_000)).toMatchObject({
      pay: true,
      method: "paypal",
      paypalEmail: "jane@example.com",
    });
    expect(decidePayee(candidate(49_999), 50_000)).toEqual({
      pay: false,
      reasons: ["below-minimum"],
    });
    expect(decidePayee(candidate(0), 50_000)).toEqual({
      pay: false,
      reasons: ["nothing-available"],
    });
    expect(decidePayee(candidate(-100), 50_000)).toEqual({
      pay: false,
      reasons: ["negative-balance"],
    });
  });

  it("lists every reason a payee carries forward", () => {
    expect(
      decidePayee(
        candidate(10_000, {
          ...issuer,
          status: "suspended",
          verified_at: null,
          paypal_email: " ",
        }),
        50_000,
      ),
    ).toEqual({
      pay: false,
      reasons: [
        "suspended",
        "unverified",
        "incomplete-details",
        "below-minimum",
      ],
    });
    const cheque = {
      ...issuer,
      payout_method: "cheque" as const,
      paypal_email: null,
    };
    expect(decidePayee(candidate(60_000, cheque), 50_000)).toEqual({
      pay: false,
      reasons: ["incomplete-details"],
    });
  });

  it("pays an approved, verified organisation any positive balance, by the details its contact confirmed", () => {
    const org = {
      kind: "organisation" as const,
      id: "o1",
      code: null,
      availableCents: 1,
      pendingCents: 0,
      onHoldCents: 0,
      organisation: {
        organization_name: "Charity",
        status: "approved" as const,
        verified_at: "2026-01-01",
        code_status: "active",
        payout_method: "paypal" as const,
        paypal_email: " treasurer@charity.example ",
        details_confirmed_at: "2026-01-02",
      },
    };
    expect(decidePayee(org, 50_000)).toMatchObject({
      pay: true,
      method: "paypal",
      payeeName: "Charity",
      paypalEmail: "treasurer@charity.example",
    });
    expect(
      decidePayee(
        { ...org, organisation: { ...org.organisation, verified_at: null } },
        50_000,
      ),
    ).toEqual({ pay: false, reasons: ["unverified"] });
    // Organisations are settled by the system, never by hand: without
    // details its contact confirmed, the balance carries forward.
    expect(
      decidePayee(
        {
          ...org,
          organisation: { ...org.organisation, details_confirmed_at: null },
        },
        50_000,
      ),
    ).toEqual({ pay: false, reasons: ["details-unconfirmed"] });
  });
});

describe("payout files", () => {
  const line = (i: number): FileLine => ({
    id: lineId("2026-10", i),
    amount_cents: 50_000 + i,
    payee_name: "P",
    paypal_email: `p${i}@example.com`,
    postal_name: null,
    postal_address_line1: null,
    postal_address_line2: null,
    postal_city: null,
    postal_zip: null,
    postal_country: null,
  });

  it("splits PayPal files at 5,000 rows", () => {
    expect(paypalParts(0)).toBe(1);
    expect(paypalParts(5_000)).toBe(1);
    expect(paypalParts(5_001)).toBe(2);
    const lines = Array.from({ length: PAYPAL_ROWS_PER_FILE + 2 }, (_, i) =>
      line(i),
    );
    expect(paypalFile("2026-10", lines, 1).split("\r\n")).toHaveLength(5_001);
    expect(paypalFile("2026-10", lines, 2)).toBe(
      "p5000@example.com,550.00,USD,PO-2026-10-05001,Nirvana Trust Code payout 2026-10,PAYPAL\r\n" +
        "p5001@example.com,550.01,USD,PO-2026-10-05002,Nirvana Trust Code payout 2026-10,PAYPAL\r\n",
    );
  });

  it("joins a cheque address without empty parts", () => {
    expect(
      chequeAddress({
        ...line(0),
        postal_address_line1: "1 High St",
        postal_address_line2: " ",
        postal_city: "Leeds",
        postal_zip: "LS1",
        postal_country: "GB",
      }),
    ).toBe("1 High St, Leeds, LS1, GB");
  });

  it("shows member counts from 1 to 4 as <5 and none as 0", () => {
    expect([0, 1, 4, 5, 12].map(memberCount)).toEqual([
      "0",
      "<5",
      "<5",
      "5",
      "12",
    ]);
  });
});
