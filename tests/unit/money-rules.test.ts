import { describe, expect, it } from "vitest";
import {
  adjustmentAmountProblem,
  chargeAmountProblem,
  countedAdjustments,
  uncountedReason,
} from "#app/lib/money/rules/amounts.ts";
import { desiredState } from "#app/lib/money/rules/desired.ts";
import {
  notInRunReasons,
  pendingCommissions,
  reversalRows,
} from "#app/lib/money/rules/outlook.ts";
import { recheckLine } from "#app/lib/money/rules/qualify.ts";
import { ledgerKey, reconcile } from "#app/lib/money/rules/reconcile.ts";
import {
  billingPeriodKey,
  isMembershipCharge,
  isRiaSeatCharge,
  parsePriceIds,
} from "#app/lib/money/rules/membership.ts";
import {
  emailAtLock,
  selfReferralAtLock,
} from "#app/lib/money/rules/self-referral.ts";
import type {
  ChargeRow,
  CodeInfo,
  MemberFacts,
} from "#app/lib/money/rules/types.ts";
import {
  PROGRAMME_TERMS,
  termsAt,
  type TermsTable,
} from "#app/lib/money/terms/dated-terms.ts";
import {
  COMMISSION_HOLD_DAYS,
  INDIVIDUAL_COMMISSION_CENTS,
  PAYOUT_MINIMUM_CENTS,
} from "#app/lib/money/terms/programme-terms.ts";

/** The money rules, each a pure function (docs/ledger.md). */

const code: CodeInfo = {
  code: "IND-1",
  ownerKind: "individual",
  ownerId: "issuer-1",
  status: "active",
  holderEmailHash: "holder",
};

let serial = 0;
function charge(billedAt: string, extra: Partial<ChargeRow> = {}): ChargeRow {
  return {
    charge_id: `txn_${serial++}`,
    customer_id: "ctm_1",
    subscription_id: "sub_1",
    origin: "web",
    price_ids: ["pri_member"],
    period_start: billedAt,
    billed_at: billedAt,
    trust_code: "IND-1",
    ria_seats: 0,
    net_cents: 56900,
    currency: "USD",
    ...extra,
  };
}

function facts(charges: ChargeRow[], extra: Partial<MemberFacts> = {}) {
  return {
    customerId: "ctm_1",
    emailHistory: [],
    charges,
    adjustments: [],
    cancellations: [],
    codeForCharge: new Map(charges.map((c) => [c.charge_id, code])),
    previousLock: null,
    ...extra,
  } satisfies MemberFacts;
}

describe("dated terms", () => {
  it("a charge takes the terms in force at its date; the first row covers everything before it", () => {
    const table: TermsTable = [
      PROGRAMME_TERMS[0]!,
      { ...PROGRAMME_TERMS[0]!, from: "2027-01-01", payoutMinimumCents: 1 },
    ];
    expect(termsAt("2020-05-05T00:00:00.000Z", table)).toBe(table[0]);
    expect(termsAt("2026-12-31T23:59:59.999Z", table)).toBe(table[0]);
    expect(termsAt("2027-01-01T00:00:00.000Z", table)).toBe(table[1]);
    expect(termsAt("2027-01-01", table)).toBe(table[1]);
  });

  it("the programme's rows are dated, oldest first, whole figures; the pages state the newest", () => {
    const dates = PROGRAMME_TERMS.map((t) => t.from);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
    for (const t of PROGRAMME_TERMS) {
      expect(t.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const [key, value] of Object.entries(t))
        if (key !== "from") expect(Number.isInteger(value), key).toBe(true);
    }
    const latest = PROGRAMME_TERMS.at(-1)!;
    expect(INDIVIDUAL_COMMISSION_CENTS).toBe(latest.individualCommissionCents);
    expect(COMMISSION_HOLD_DAYS).toBe(latest.commissionHoldDays);
    expect(PAYOUT_MINIMUM_CENTS).toBe(latest.payoutMinimumCents);
  });

  it("moving a figure for charges after a date leaves every earlier charge as it was", () => {
    const early = [
      charge("2026-02-01T00:00:00.000Z"),
      charge("2027-02-01T00:00:00.000Z"),
    ];
    const late = charge("2028-02-01T00:00:00.000Z");
    const moved: TermsTable = [
      ...PROGRAMME_TERMS,
      {
        ...PROGRAMME_TERMS.at(-1)!,
        from: "2028-01-01",
        individualCommissionCents: 6000,
        commissionHoldDays: 10,
        lapseGraceMonths: 1,
      },
    ];
    const before = desiredState(facts(early)).commissions;
    const after = desiredState(facts([...early, late]), {
      terms: moved,
    }).commissions;
    expect(after.slice(0, 2)).toEqual(before);
    expect(after[2]).toMatchObject({
      amountCents: 6000,
      availableAt: "2028-02-11T00:00:00.000Z",
    });
  });

  it("the share's years follow the terms at the member's first paid charge", () => {
    const org: CodeInfo = { ...code, ownerKind: "organisation" };
    const charges = [
      charge("2026-02-01T00:00:00.000Z"),
      charge("2029-02-01T00:00:00.000Z"),
    ];
    const shorter: TermsTable = [
      ...PROGRAMME_TERMS,
      {
        ...PROGRAMME_TERMS.at(-1)!,
        from: "2027-01-01",
        organisationShareYears: 1,
      },
    ];
    const state = desiredState(
      facts(charges, {
        codeForCharge: new Map(charges.map((c) => [c.charge_id, org])),
      }),
      { terms: shorter },
    );
    expect(state.commissions.map((c) => c.amountCents)).toEqual([5690, 5690]);
  });
});

describe("only membership charges earn", () => {
  const prices = { membership: ["pri_member"], ria: ["pri_seat"] };
  it("needs a subscription, an earning origin and (when listed) a membership price", () => {
    const c = charge("2026-01-01T00:00:00.000Z");
    expect(isMembershipCharge(c, prices)).toBe(true);
    expect(isMembershipCharge({ ...c, subscription_id: null }, prices)).toBe(
      false,
    );
    for (const origin of ["web", "api", "subscription_recurring"])
      expect(isMembershipCharge({ ...c, origin }, prices)).toBe(true);
    for (const origin of [
      "subscription_update",
      "subscription_charge",
      "subscription_payment_method_change",
      null,
    ])
      expect(isMembershipCharge({ ...c, origin }, prices), String(origin)).toBe(
        false,
      );
    expect(isMembershipCharge({ ...c, price_ids: ["pri_other"] }, prices)).toBe(
      false,
    );
    expect(
      isMembershipCharge(
        { ...c, price_ids: ["pri_other"] },
        { membership: [], ria: [] },
      ),
    ).toBe(true);
  });

  it("an RIA seat is flagged at checkout or sold under a seat price", () => {
    const c = charge("2026-01-01T00:00:00.000Z");
    expect(isRiaSeatCharge(c, prices)).toBe(false);
    expect(isRiaSeatCharge({ ...c, ria_seats: 1 }, prices)).toBe(true);
    expect(isRiaSeatCharge({ ...c, price_ids: ["pri_seat"] }, prices)).toBe(
      true,
    );
  });

  it("reads comma-separated price lists", () => {
    expect(parsePriceIds(" pri_a, ,pri_b ")).toEqual(["pri_a", "pri_b"]);
    expect(parsePriceIds(undefined)).toEqual([]);
  });

  it("one individual commission per subscription billing period", () => {
    const start = "2026-01-01T00:00:00.000Z";
    const a = charge(start);
    const b = charge("2026-01-05T00:00:00.000Z", { period_start: start });
    const c = charge("2027-01-01T00:00:00.000Z");
    expect(billingPeriodKey(a)).toBe(billingPeriodKey(b));
    expect(billingPeriodKey(a)).not.toBe(billingPeriodKey(c));
    const state = desiredState(facts([a, b, c]));
    expect(state.commissions.map((x) => x.amountCents)).toEqual([
      INDIVIDUAL_COMMISSION_CENTS,
      0,
      INDIVIDUAL_COMMISSION_CENTS,
    ]);
  });

  it("a charge outside a subscription neither earns nor locks", () => {
    const oneOff = charge("2026-01-01T00:00:00.000Z", {
      subscription_id: null,
    });
    const state = desiredState(facts([oneOff]));
    expect(state.commissions).toEqual([]);
    expect(state.lock).toBeNull();
  });
});

describe("amounts are checked", () => {
  const ok = {
    subtotalCents: 56900,
    discountCents: 0,
    taxCents: 0,
    riaSeats: false,
  };
  it("refuses negative amounts, a discount above the subtotal, and a net above 100 times the price", () => {
    expect(chargeAmountProblem(ok, 56900)).toBeNull();
    expect(chargeAmountProblem({ ...ok, discountCents: -1 }, 56900)).toBe(
      "negative amount",
    );
    expect(chargeAmountProblem({ ...ok, taxCents: -1 }, 56900)).toBe(
      "negative amount",
    );
    expect(chargeAmountProblem({ ...ok, discountCents: 56901 }, 56900)).toBe(
      "discount above the subtotal",
    );
    expect(
      chargeAmountProblem({ ...ok, subtotalCents: 5_690_000 }, 56900),
    ).toBeNull();
    expect(
      chargeAmountProblem({ ...ok, subtotalCents: 5_690_001 }, 56900),
    ).toBe("net above 100 times the membership price");
    expect(
      chargeAmountProblem(
        { ...ok, subtotalCents: 5_690_001, riaSeats: true },
        56900,
      ),
    ).toBeNull();
  });

  it("refuses an adjustment's negative amounts before it is stored", () => {
    expect(adjustmentAmountProblem({ netCents: 100, taxCents: 0 })).toBeNull();
    expect(adjustmentAmountProblem({ netCents: -1, taxCents: 0 })).toBe(
      "negative amount",
    );
    expect(adjustmentAmountProblem({ netCents: 1, taxCents: -1 })).toBe(
      "negative amount",
    );
  });

  it("names why the rules leave an adjustment of a charge out", () => {
    const adj = (
      id: string,
      net: number,
      at: string,
      extra: { currency?: string; status?: string } = {},
    ) => ({
      adjustment_id: id,
      action: "refund",
      status: extra.status ?? "approved",
      net_cents: net,
      currency: extra.currency ?? "USD",
      occurred_at: at,
    });
    const paid = { net_cents: 56900, currency: "USD" };
    const list = [
      adj("z", 30000, "2026-01-01"),
      adj("a", 26901, "2026-01-02"),
      adj("p", 56900, "2026-01-03", { status: "pending_approval" }),
      adj("e", 10, "2026-01-04", { currency: "EUR" }),
    ];
    expect(uncountedReason("z", list, paid)).toBeNull();
    expect(uncountedReason("a", list, paid)).toBe(
      "refunds above the charge's net",
    );
    expect(uncountedReason("p", list, paid)).toBeNull();
    expect(uncountedReason("e", list, paid)).toBe(
      "adjustment in EUR, its charge in USD",
    );
    // Before the charge arrives, the rules decide later.
    expect(uncountedReason("a", list, null)).toBeNull();
  });

  it("the rules count no refund past the net and no adjustment in another currency, in any order", () => {
    const adj = (id: string, net: number, currency = "USD") => ({
      adjustment_id: id,
      action: "refund",
      status: "approved",
      net_cents: net,
      currency,
    });
    const list = [adj("a", 40000), adj("b", 40000), adj("c", 10, "EUR")];
    const paid = { net_cents: 56900, currency: "USD" };
    expect(countedAdjustments(list, paid).map((a) => a.adjustment_id)).toEqual([
      "a",
    ]);
    expect(
      countedAdjustments([...list].reverse(), paid).map((a) => a.adjustment_id),
    ).toEqual(["a"]);
  });
});

describe("self-referral is decided at the lock", () => {
  const history = [
    { occurredAt: "2026-01-01T00:00:00.000Z", hash: "other" },
    { occurredAt: "2026-06-01T00:00:00.000Z", hash: "holder" },
  ];
  it("takes the address as of the lock, or the earliest after it", () => {
    expect(emailAtLock(history, "2026-03-01T00:00:00.000Z")).toBe("other");
    expect(emailAtLock(history, "2026-07-01T00:00:00.000Z")).toBe("holder");
    expect(emailAtLock(history.slice(1), "2026-03-01T00:00:00.000Z")).toBe(
      "holder",
    );
    expect(emailAtLock([], "2026-03-01T00:00:00.000Z")).toBeNull();
  });

  it("a later holder's address only flags", () => {
    expect(
      selfReferralAtLock(history, "2026-03-01T00:00:00.000Z", code),
    ).toEqual({ selfReferral: false, laterMatch: true });
    expect(
      selfReferralAtLock(
        [...history].reverse(),
        "2026-07-01T00:00:00.000Z",
        code,
      ),
    ).toEqual({ selfReferral: true, laterMatch: false });
    const state = desiredState(
      facts([charge("2026-03-01T00:00:00.000Z")], { emailHistory: history }),
    );
    expect(state.commissions.map((c) => c.amountCents)).toEqual([
      INDIVIDUAL_COMMISSION_CENTS,
    ]);
    expect(state.flag).toBe("self-referral-later");
  });
});

describe("currency is never relabelled", () => {
  const org: CodeInfo = { ...code, ownerKind: "organisation" };
  const eur = charge("2026-03-01T00:00:00.000Z", {
    currency: "EUR",
    net_cents: 47610,
  });
  const state = desiredState(
    facts([eur], { codeForCharge: new Map([[eur.charge_id, org]]) }),
  );
  it("an organisation's share in another currency is kept in it, 0 in USD", () => {
    expect(state.commissions).toMatchObject([
      {
        amountCents: 0,
        original: { currency: "EUR", cents: 4761 },
        holdReason: "non-usd",
      },
    ]);
    expect(state.flag).toBe("non-usd");
  });

  it("reconciles in that currency only, and a second run appends nothing", () => {
    const first = reconcile(state.commissions, new Map(), "evt_1");
    expect(first).toEqual([
      expect.objectContaining({
        type: "commission",
        state: "held",
        amountCents: 0,
        originalCurrency: "EUR",
        originalCents: 4761,
      }),
    ]);
    const ledger = new Map([
      [
        ledgerKey("organisation", "issuer-1", eur.charge_id),
        {
          payeeKind: "organisation" as const,
          payeeId: "issuer-1",
          chargeId: eur.charge_id,
          code: "IND-1",
          accruedCents: 0,
          heldCents: 0,
          hasCommission: true,
          availableAt: state.commissions[0]!.availableAt,
          holdReason: "non-usd" as const,
          operatorReleased: false,
          operatorReversed: false,
          paidCents: 0,
          originalCurrency: "EUR",
          originalCents: 4761,
        },
      ],
    ]);
    expect(reconcile(state.commissions, ledger, "evt_2")).toEqual([]);
  });
});

describe("approval re-checks a line", () => {
  const issuer = {
    full_name: "Ivy",
    status: "active" as const,
    verified_at: "2026-01-01",
    details_confirmed_at: "2026-01-01",
    payout_method: "paypal" as const,
    paypal_email: "ivy@example.com",
    postal_name: null,
    postal_address_line1: null,
    postal_address_line2: null,
    postal_city: null,
    postal_zip: null,
    postal_country: null,
  };
  const candidate = {
    kind: "individual" as const,
    id: "i1",
    code: "IND-1",
    availableCents: 60_000,
    pendingCents: 0,
    onHoldCents: 0,
    individual: issuer,
  };
  const line = {
    amount_cents: 60_000,
    method: "paypal" as const,
    payee_name: "Ivy",
    paypal_email: "ivy@example.com",
    postal_name: null,
    postal_address_line1: null,
    postal_address_line2: null,
    postal_city: null,
    postal_zip: null,
    postal_country: null,
  };
  it("keeps a payee still payable the same way with the money there", () => {
    expect(recheckLine(line, candidate, 50_000)).toBeNull();
  });
  it("drops a changed destination, a stopped payee, missing money or an erased payee", () => {
    expect(
      recheckLine(
        line,
        {
          ...candidate,
          individual: { ...issuer, paypal_email: "x@example.com" },
        },
        50_000,
      ),
    ).toEqual(["details-changed"]);
    expect(
      recheckLine(
        line,
        { ...candidate, individual: { ...issuer, status: "suspended" } },
        50_000,
      ),
    ).toEqual(["suspended"]);
    expect(
      recheckLine(line, { ...candidate, availableCents: 55_000 }, 50_000),
    ).toEqual(["balance-changed"]);
    expect(recheckLine(line, undefined, 50_000)).toEqual(["unknown-payee"]);
  });
});

describe("when and why", () => {
  const e = (
    type: "commission" | "reversal" | "clawback" | "payout",
    cents: number,
    chargeId: string | null,
    availableAt: string | null,
    createdAt = "2026-03-01T00:00:00.000Z",
  ) => ({
    type,
    state: "accrued" as const,
    amount_cents: cents,
    charge_id: chargeId,
    available_at: availableAt,
    created_at: createdAt,
  });
  const now = new Date("2026-03-20T00:00:00.000Z");
  it("lists each charge's pending money with its date, soonest first", () => {
    expect(
      pendingCommissions(
        [
          e("commission", 5000, "b", "2026-04-20T00:00:00.000Z"),
          e("commission", 5000, "a", "2026-04-09T00:00:00.000Z"),
          e("commission", 5000, "c", "2026-03-01T00:00:00.000Z"),
          e("commission", 5000, "d", "2026-04-01T00:00:00.000Z"),
          e("reversal", -5000, "d", "2026-04-01T00:00:00.000Z"),
        ],
        now,
      ),
    ).toEqual([
      { amountCents: 5000, availableOn: "2026-04-09" },
      { amountCents: 5000, availableOn: "2026-04-20" },
    ]);
  });
  it("shows reversals and clawbacks as what was taken back, newest first", () => {
    expect(
      reversalRows([
        e("reversal", -5000, "d", null, "2026-03-02T00:00:00.000Z"),
        e("payout", -50000, null, null),
        e("clawback", -1200, "e", null, "2026-03-05T00:00:00.000Z"),
      ]),
    ).toEqual([
      { date: "2026-03-05", amountCents: 1200 },
      { date: "2026-03-02", amountCents: 5000 },
    ]);
  });
  it("groups a run's carry reasons into the page's", () => {
    expect(
      notInRunReasons(
        ["unverified", "details-unconfirmed", "incomplete-details"],
        0,
      ),
    ).toEqual(["unverified", "details"]);
    expect(notInRunReasons(["nothing-available"], 100)).toEqual(["on-hold"]);
    expect(notInRunReasons(["nothing-available"], 0)).toEqual([
      "nothing-available",
    ]);
    expect(notInRunReasons(["suspended", "below-minimum"], 0)).toEqual([
      "other",
      "below-minimum",
    ]);
  });
});
