import { describe, expect, it } from "vitest";
import {
  paddleAdapter,
  parseSignatureHeader,
  verifyPaddleSignature,
} from "#app/lib/money/paddle/paddle.ts";
import {
  ledgerKey,
  reconcile,
  type ChargeLedger,
} from "#app/lib/money/rules/reconcile.ts";
import type { NewEntry } from "#app/lib/money/rules/entries.ts";
import { chargeAdjustments } from "#app/lib/money/rules/adjustments.ts";
import { percentHalfUp } from "#app/lib/money/rules/commission.ts";
import {
  addCalendarMonths,
  firstOfNextMonth,
} from "#app/lib/money/rules/dates.ts";
import type { DesiredCommission } from "#app/lib/money/rules/desired.ts";
import { lapsedBefore } from "#app/lib/money/rules/lapse.ts";
import type { AdjustmentRow } from "#app/lib/money/rules/types.ts";
import {
  paddleSignature,
  transactionCompleted,
  TEST_PADDLE_SECRET,
} from "../support/paddle-events";

describe("calendar arithmetic", () => {
  it("adds calendar months, clamping to the month's last day", () => {
    expect(addCalendarMonths("2026-08-31T10:00:00.000Z", 6)).toBe(
      "2027-02-28T10:00:00.000Z",
    );
    expect(addCalendarMonths("2027-08-31T10:00:00.000Z", 6)).toBe(
      "2028-02-29T10:00:00.000Z",
    );
    expect(addCalendarMonths("2026-03-01T00:00:00.000Z", 60)).toBe(
      "2031-03-01T00:00:00.000Z",
    );
  });
  it("finds the 1st of the next month in UTC", () => {
    expect(firstOfNextMonth("2026-12-31T23:59:59.999Z")).toBe(
      "2027-01-01T00:00:00.000Z",
    );
  });
});

describe("half-up share", () => {
  it("rounds x.5 up and everything else to the nearest cent", () => {
    expect(percentHalfUp(56895, 10)).toBe(5690);
    expect(percentHalfUp(56894, 10)).toBe(5689);
    expect(percentHalfUp(56905, 10)).toBe(5691);
    expect(percentHalfUp(0, 10)).toBe(0);
  });
});

describe("lapse", () => {
  const cancel = ["2026-03-01T00:00:00.000Z"];
  it("keeps a charge within 6 calendar months of the cancellation, not after", () => {
    expect(
      lapsedBefore(
        "2026-01-01T00:00:00.000Z",
        "2026-09-01T00:00:00.000Z",
        cancel,
        6,
      ),
    ).toBe(false);
    expect(
      lapsedBefore(
        "2026-01-01T00:00:00.000Z",
        "2026-09-01T00:00:01.000Z",
        cancel,
        6,
      ),
    ).toBe(true);
  });
  it("ignores cancellations outside the gap between the two charges", () => {
    expect(
      lapsedBefore(
        "2026-04-01T00:00:00.000Z",
        "2027-04-01T00:00:00.000Z",
        cancel,
        6,
      ),
    ).toBe(false);
  });
});

describe("adjustments", () => {
  const adj = (
    action: AdjustmentRow["action"],
    status: AdjustmentRow["status"],
    net = 100,
  ) => ({
    adjustment_id: Math.random().toString(),
    charge_id: "txn",
    action,
    status,
    net_cents: net,
    currency: "USD",
  });
  it("count only approved ones", () => {
    expect(
      chargeAdjustments([
        adj("refund", "pending_approval"),
        adj("refund", "rejected"),
        adj("refund", "approved", 7),
      ]),
    ).toEqual({ refundedCents: 7, chargedBack: false, warning: false });
  });
  it("a chargeback ends a warning; a chargeback_reverse undoes a chargeback", () => {
    expect(
      chargeAdjustments([adj("chargeback_warning", "approved")]).warning,
    ).toBe(true);
    expect(
      chargeAdjustments([
        adj("chargeback_warning", "approved"),
        adj("chargeback", "approved"),
      ]),
    ).toMatchObject({ warning: false, chargedBack: true });
    expect(
      chargeAdjustments([
        adj("chargeback", "approved"),
        adj("chargeback_reverse", "approved"),
      ]).chargedBack,
    ).toBe(false);
  });
});

describe("Paddle adapter", () => {
  it("reads several h1 and refuses a malformed header", () => {
    expect(
      parseSignatureHeader(`ts=1;h1=${"a".repeat(64)};h1=${"b".repeat(64)}`)?.h1
        .length,
    ).toBe(2);
    expect(parseSignatureHeader("ts=abc;h1=zz")).toBeNull();
    expect(parseSignatureHeader(null)).toBeNull();
  });
  it("verifies as Paddle signs, within 5 minutes only", async () => {
    const raw = '{"a":1}';
    const ts = 1_800_000_000;
    const header = await paddleSignature(raw, { ts });
    expect(
      await verifyPaddleSignature(
        raw,
        header,
        TEST_PADDLE_SECRET,
        ts * 1000 + 300_000,
      ),
    ).toBe(true);
    expect(
      await verifyPaddleSignature(
        raw,
        header,
        TEST_PADDLE_SECRET,
        ts * 1000 + 301_000,
      ),
    ).toBe(false);
    expect(await verifyPaddleSignature(raw, header, "other", ts * 1000)).toBe(
      false,
    );
    expect(
      await verifyPaddleSignature(
        `${raw} `,
        header,
        TEST_PADDLE_SECRET,
        ts * 1000,
      ),
    ).toBe(false);
  });
  it("maps transaction.completed to a charge: net = subtotal − discount, tax apart", () => {
    const event = transactionCompleted({
      customerId: "ctm_1",
      billedAt: "2026-01-01T00:00:00.000Z",
      trustCode: " abc-def-123 ",
      subtotal: 56900,
      discount: 5690,
      tax: 4097,
      riaSeats: true,
    });
    expect(paddleAdapter.toEvent(JSON.stringify(event)).fact).toMatchObject({
      kind: "charge",
      netCents: 51210,
      taxCents: 4097,
      trustCode: "abc-def-123",
      riaSeats: true,
      currency: "USD",
    });
  });
});

/** A tiny in-memory ledger: sums per (payee, charge) as member.server.ts reads them. */
function sums(entries: NewEntry[], paid = 0): Map<string, ChargeLedger> {
  const out = new Map<string, ChargeLedger>();
  for (const e of entries) {
    const key = ledgerKey(e.payeeKind, e.payeeId, e.chargeId!);
    const l = out.get(key) ?? {
      payeeKind: e.payeeKind,
      payeeId: e.payeeId,
      chargeId: e.chargeId!,
      code: e.code,
      accruedCents: 0,
      heldCents: 0,
      hasCommission: false,
      availableAt: null,
      holdReason: null,
      operatorReleased: false,
      operatorReversed: false,
      paidCents: paid,
    };
    if (e.state === "accrued") l.accruedCents += e.amountCents;
    else l.heldCents += e.amountCents;
    if (e.type === "commission") l.hasCommission = true;
    l.availableAt ??= e.availableAt ?? null;
    if (e.state === "held" && e.amountCents > 0)
      l.holdReason = e.holdReason ?? null;
    out.set(key, l);
  }
  return out;
}

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("reconcile (property)", () => {
  it("after any sequence of desired states the ledger says exactly the last one, and says it once", () => {
    const r = mulberry32(7);
    const reasons = [
      null,
      null,
      "chargeback-warning",
      "code-stopped",
      "non-usd",
    ] as const;
    for (let i = 0; i < 3000; i++) {
      const ledger: NewEntry[] = [];
      let last: DesiredCommission[] = [];
      const steps = 1 + Math.floor(r() * 6);
      for (let s = 0; s < steps; s++) {
        last = ["txn_a", "txn_b"]
          .filter(() => r() < 0.8)
          .map((chargeId) => ({
            payeeKind: "organisation" as const,
            payeeId: r() < 0.8 ? "org_1" : "org_2",
            code: "ORG-CODE",
            chargeId,
            amountCents: r() < 0.3 ? 0 : Math.floor(r() * 6000),
            holdReason: reasons[Math.floor(r() * reasons.length)]!,
            availableAt: "2026-02-01T00:00:00.000Z",
          }));
        ledger.push(...reconcile(last, sums(ledger), `evt_${s}`));
      }
      expect(reconcile(last, sums(ledger), "again")).toEqual([]);
      const state = sums(ledger);
      for (const [key, l] of state) {
        const want = last.find(
          (d) => ledgerKey(d.payeeKind, d.payeeId, d.chargeId) === key,
        );
        const amount = want?.amountCents ?? 0;
        expect(l.accruedCents + l.heldCents).toBe(amount);
        expect(l.heldCents).toBe(want?.holdReason ? amount : 0);
      }
    }
  });

  it("turns a reversal of paid money into a clawback available at once", () => {
    const first = reconcile(
      [
        {
          payeeKind: "individual",
          payeeId: "i",
          code: "C",
          chargeId: "t",
          amountCents: 5000,
          holdReason: null,
          availableAt: "2026-02-01T00:00:00.000Z",
        },
      ],
      new Map(),
      "e1",
    );
    const after = reconcile([], sums(first, 5000), "e2");
    expect(after).toEqual([
      expect.objectContaining({
        type: "clawback",
        amountCents: -5000,
        availableAt: null,
      }),
    ]);
  });
});
