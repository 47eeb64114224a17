import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { storeBillingEvent } from "#app/lib/money/store/billing-events.server.ts";
import { paddleAdapter } from "#app/lib/money/paddle/paddle.ts";
import { processBillingEvent } from "#app/lib/money/flows/process.server.ts";
import { loader as listLoader } from "#app/routes/admin/billing.tsx";
import {
  action as eventAction,
  loader as eventLoader,
} from "#app/routes/admin/billing-event.tsx";
import { entries, individualHolder, money } from "./ledger-helpers";
import {
  customerEvent,
  eventRow,
  notification,
  paddleId,
  postCodeCheck,
  transactionCompleted,
} from "./paddle-fixtures";
import { COMMISSION, PRICE } from "../support/figures";

const AUTH = { authorization: `Basic ${btoa("admin:pool-secret")}` };
const ORIGIN = "https://nirvana.example";

function call<T>(
  fn: (args: never) => T,
  url: string,
  params: Record<string, string>,
  init: RequestInit = {},
) {
  return fn({
    request: new Request(url, {
      ...init,
      headers: { ...AUTH, ...init.headers },
    }),
    params,
    context: {},
  } as never);
}

async function store(event: { event_id: string }) {
  await storeBillingEvent(
    "paddle",
    paddleAdapter.envelope(event)!,
    JSON.stringify(event),
    new Date(),
  );
}

describe("/admin/billing", () => {
  it("lists events filtered by status, and refuses without credentials", async () => {
    const dead = notification("transaction.completed", { id: paddleId("txn") });
    await store(dead);
    await processBillingEvent(dead.event_id, new Date());
    const page = (await call(
      listLoader,
      `${ORIGIN}/admin/billing?status=dead`,
      {},
    )) as {
      rows: { event_id: string; status: string }[];
    };
    expect(page.rows.map((r) => r.event_id)).toContain(dead.event_id);
    expect(page.rows.every((r) => r.status === "dead")).toBe(true);
    const thrown = await listLoader({
      request: new Request(`${ORIGIN}/admin/billing`),
      params: {},
      context: {},
    } as never).catch((r: Response) => r);
    expect((thrown as Response).status).toBe(401);
  });

  it("shows an event's body with e-mail addresses masked", async () => {
    const event = customerEvent("customer.created", {
      id: paddleId("ctm"),
      email: "secret.member@example.com",
    });
    await store(event);
    const shown = (await call(
      eventLoader,
      `${ORIGIN}/admin/billing/${event.event_id}`,
      {
        eventId: event.event_id,
      },
    )) as { body: string };
    expect(shown.body).toContain(event.event_id);
    expect(shown.body).not.toContain("secret.member");
    expect(shown.body).not.toContain("Sam Member");
  });

  it("Replay re-processes a dead event from its raw body and is audited", async () => {
    const holder = await individualHolder();
    const event = transactionCompleted({
      customerId: paddleId("ctm"),
      billedAt: new Date().toISOString(),
      trustCode: holder.code,
      subtotal: PRICE,
    });
    await store(event);
    await env.DB.prepare(
      "UPDATE billing_events SET status = 'dead', attempts = 8 WHERE event_id = ?1",
    )
      .bind(event.event_id)
      .run();
    const form = new FormData();
    form.set("intent", "replay");
    const result = (await call(
      eventAction,
      `${ORIGIN}/admin/billing/${event.event_id}`,
      { eventId: event.event_id },
      { method: "POST", body: form, headers: { origin: ORIGIN } },
    )) as { data: { ok: boolean; message: string } };
    expect(result.data).toEqual({ ok: true, message: "Replayed: processed." });
    expect((await eventRow(event.event_id))?.status).toBe("processed");
    expect((await money(holder.payee)).pendingCents).toBe(COMMISSION);
    const audit = await env.DB.prepare(
      "SELECT action, actor FROM audit_log WHERE target = ?1",
    )
      .bind(event.event_id)
      .first<{ action: string; actor: string }>();
    expect(audit).toMatchObject({
      action: "billing.replay",
      actor: "admin (basic)",
    });
    // Replaying an applied event appends nothing.
    await call(
      eventAction,
      `${ORIGIN}/admin/billing/${event.event_id}`,
      { eventId: event.event_id },
      {
        method: "POST",
        body: form,
        headers: { origin: ORIGIN },
      },
    );
    expect((await entries(holder.payee)).length).toBe(1);
  });
});

describe("POST /api/billing/code-check", () => {
  it("answers valid with the discount for an active code, case-insensitive", async () => {
    const holder = await individualHolder();
    const res = await postCodeCheck({
      code: holder.code.toLowerCase(),
      email: "someone@example.net",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      valid: true,
      code: holder.code,
      discountPercent: 10,
    });
  });

  it("answers unknown, inactive and self-referral (normalised e-mail)", async () => {
    const holder = await individualHolder("first.last@gmail.com");
    const stopped = await individualHolder(undefined, "terminated");
    const ask = async (code: string, email = "x@example.net") =>
      (await postCodeCheck({ code, email })).json();
    expect(await ask("NOPE-NOPE-NOPE")).toEqual({
      valid: false,
      reason: "unknown",
    });
    expect(await ask(stopped.code)).toEqual({
      valid: false,
      reason: "inactive",
    });
    expect(await ask(holder.code, "First.Last+shop@googlemail.com")).toEqual({
      valid: false,
      reason: "self-referral",
    });
  });

  it("answers 401 without or with a wrong token, 400 without fields", async () => {
    const holder = await individualHolder();
    expect(
      (await postCodeCheck({ code: holder.code, email: "a@b.c" }, null)).status,
    ).toBe(401);
    expect(
      (await postCodeCheck({ code: holder.code, email: "a@b.c" }, "wrong"))
        .status,
    ).toBe(401);
    expect(
      (
        await postCodeCheck(
          { code: holder.code, email: "a@b.c" },
          "test-billing-api-token2",
        )
      ).status,
    ).toBe(401);
    expect((await postCodeCheck({ code: holder.code })).status).toBe(400);
  });
});
