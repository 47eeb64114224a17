import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import {
  approvePayoutRun,
  preparePayoutRun,
  runCarryForwards,
  runLines,
} from "#app/lib/money/store/payouts.server.ts";
import {
  eraseOnRequest,
  notMeState,
  suppressOnRequest,
  verifyEmail,
} from "#app/lib/use-cases/email-links.server.ts";
import {
  action as verifyAction,
  loader as verifyLoader,
} from "#app/routes/verify.tsx";
import { applies, one } from "./admin-helpers";
import {
  count,
  individual,
  linkToken,
  mailTo,
  request,
} from "./identity-helpers";
import {
  credit,
  emptyProgramme,
  NOV_1,
  OCTOBER,
  OPERATOR,
} from "./payout-helpers";
import { SELF } from "./self";
import { MINIMUM } from "../support/figures";

const SEPTEMBER = "2026-09";
const OCT_1 = new Date("2026-10-01T00:00:00.000Z");

/** The record the address's live code belongs to, with its payout details. */
function payable(normalised: string) {
  return one<{
    id: string;
    full_name: string;
    paypal_email: string | null;
    postal_address_line1: string | null;
    verified_at: string | null;
    details_confirmed_at: string | null;
    code: string;
  }>(
    `SELECT i.id, i.full_name, i.paypal_email, i.postal_address_line1, i.verified_at,
       i.details_confirmed_at, c.code
     FROM issuers i JOIN trust_codes c ON c.owner_kind = 'individual' AND c.owner_id = i.id
     WHERE i.email_normalised = ?1 AND i.status = 'active' AND c.status = 'active'`,
    normalised,
  );
}

const latestVerifyToken = async (email: string) =>
  linkToken((await mailTo(email)).at(-1)!.body_text, "verify");

/** The confirm page's form, posted as a browser without JavaScript does. */
async function postConfirm(fields: Record<string, string>) {
  const result = (await verifyAction({
    request: new Request("http://localhost/verify", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    }),
    params: {},
    context: {},
  } as never)) as unknown as {
    data: { outcome?: string; errors?: Record<string, string> };
    init: { status: number };
  };
  return { status: result.init.status, data: result.data };
}

/** A mint from a chosen network (the API's own path, with its budgets). */
async function requestFrom(ip: string, email: string, overrides = {}) {
  const res = await SELF.fetch(
    "http://localhost/api/contact/individual-trust-code-request",
    {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": ip },
      body: JSON.stringify(individual(email, overrides)),
    },
  );
  return {
    status: res.status,
    body: (await res.json()) as { trust_code?: string | null },
  };
}

const VICTIM_DETAILS = {
  intent: "correct",
  fullName: "Victoria Owner",
  countryOfResidence: "GB",
  payoutMethod: "paypal",
  paypalEmail: "victoria@owner.example",
  dateOfBirth: "1990-04-05",
};

describe("payout details belong to whoever proved the address", () => {
  beforeEach(async () => {
    // Applying a code (below) writes rows that point at it.
    await env.DB.batch([
      env.DB.prepare("DELETE FROM code_applications"),
      env.DB.prepare("DELETE FROM report_tokens"),
    ]);
    await emptyProgramme();
  });

  it("replays the squat end to end: squat, caps filled, the owner confirms, a run: no line ever carries the stranger's destination", async () => {
    const victim = "victim@example.org";
    // A stranger registers the owner's address with the stranger's PayPal,
    // choosing a name and PayPal that would mask exactly like the owner's.
    const squat = await requestFrom("203.0.113.66", victim, {
      fullName: "Victoria Stranger",
      paypalEmail: "victoria@owner.example.evil",
    });
    const squatCode = squat.body.trust_code!;
    expect(squatCode).toMatch(/^NIR-/);
    const squatter = await payable(victim);

    // The stranger fills every cap she can from her network: repeats for the
    // address, then other addresses, until her own network is refused.
    for (let i = 0; i < 12; i++)
      await requestFrom(
        "203.0.113.66",
        i % 2 ? victim : `fill${i}@example.org`,
      );
    expect((await requestFrom("203.0.113.66", victim)).status).toBe(429);

    // The owner asks from her own network: not refused, and no new code; the
    // stranger's code keeps working and nothing of it changed.
    const own = await requestFrom("198.51.100.7", "Victim@example.org", {
      fullName: "Victoria Owner",
      paypalEmail: "victoria@owner.example",
    });
    expect(own.status).toBe(200);
    expect(own.body.trust_code).toBeNull();
    expect(await applies(squatCode)).toBe(true);
    expect(await payable(victim)).toEqual(squatter);

    // The money the stranger's code earned, due for payout.
    await credit(
      { kind: "individual", id: squatter.id, code: squatter.code },
      MINIMUM,
    );

    // The owner opens the link from her inbox: the page shows nothing of the
    // proposed destination, and one press confirms nothing.
    const token = await latestVerifyToken(victim);
    const shown = await verifyLoader({
      request: new Request(`http://localhost/verify?token=${token}`),
      params: {},
      context: {},
    } as never);
    expect(shown).toMatchObject({ status: "ok", needsDetails: true });
    for (const part of ["owner.example", "Stranger", "v•••", "V."])
      expect(JSON.stringify(shown)).not.toContain(part);
    const press = await postConfirm({ token, intent: "confirm" });
    expect(press.status).toBe(400);
    expect(press.data.errors?.payoutMethod).toBeTruthy();
    // Typing her own PayPal is a mismatch: nothing verified, link still good.
    const retype = await postConfirm({
      token,
      intent: "confirm",
      payoutMethod: "paypal",
      paypalEmail: "victoria@owner.example",
    });
    expect(retype).toMatchObject({
      status: 400,
      data: { outcome: "mismatch" },
    });
    expect((await payable(victim)).verified_at).toBeNull();
    expect((await payable(victim)).details_confirmed_at).toBeNull();

    // A run now pays no one: carried forward, not verified and not confirmed.
    await preparePayoutRun(SEPTEMBER, OPERATOR, OCT_1);
    expect(await runLines(SEPTEMBER)).toEqual([]);
    expect((await runCarryForwards(SEPTEMBER))[0]).toMatchObject({
      payee_id: squatter.id,
      reasons: "unverified,details-unconfirmed",
    });
    await approvePayoutRun(SEPTEMBER, OPERATOR, OCT_1);

    // She enters her own details: they replace the proposed ones, audited.
    expect(await postConfirm({ token, ...VICTIM_DETAILS })).toMatchObject({
      status: 200,
      data: { outcome: "done" },
    });
    const record = await payable(victim);
    expect(record).toMatchObject({
      code: squatCode,
      full_name: "Victoria Owner",
      paypal_email: "victoria@owner.example",
    });
    expect(record.verified_at).not.toBeNull();
    expect(record.details_confirmed_at).not.toBeNull();
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'payout-details.replace' AND target = ?1 AND actor LIKE '%(confirm link)'",
        `issuer:${squatter.id}`,
      ),
    ).toBe(1);

    // The next run pays her, and no payout line ever carried the stranger's PayPal.
    await preparePayoutRun(OCTOBER, OPERATOR, NOV_1);
    expect(
      (await runLines(OCTOBER)).map((l) => [l.payee_id, l.paypal_email]),
    ).toEqual([[squatter.id, "victoria@owner.example"]]);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM payout_lines WHERE paypal_email = 'victoria@owner.example.evil'",
      ),
    ).toBe(0);
  });

  it("the owner's own request: the confirm link needs the destination typed again, then what was typed is payable", async () => {
    await request("own-link@example.org", {
      paypalEmail: "own.link@example.org",
    });
    const token = await latestVerifyToken("own-link@example.org");
    expect(
      await postConfirm({
        token,
        intent: "confirm",
        payoutMethod: "cheque",
        postalName: "Own Link",
        postalAddressLine1: "1 Street",
        postalCity: "Leeds",
        postalZip: "LS1 1AA",
        postalCountry: "GB",
      }),
    ).toMatchObject({ status: 400, data: { outcome: "mismatch" } });
    expect(
      await postConfirm({
        token,
        intent: "confirm",
        payoutMethod: "paypal",
        paypalEmail: " OWN.link@example.org",
      }),
    ).toMatchObject({ status: 200, data: { outcome: "done" } });
    const record = await payable("own-link@example.org");
    expect(record.verified_at).not.toBeNull();
    expect(record.details_confirmed_at).not.toBeNull();
    expect(record.paypal_email?.toLowerCase()).toBe("own.link@example.org");
  });

  it("new details follow the issuer form's rules: a bad set verifies nothing", async () => {
    await request("late-squat@example.org", {
      fullName: "Mallory Late",
      paypalEmail: "mallory@evil.example",
    });
    const token = await latestVerifyToken("late-squat@example.org");
    const bad = await postConfirm({
      ...VICTIM_DETAILS,
      token,
      paypalEmail: "not-an-address",
    });
    expect(bad.status).toBe(400);
    expect(bad.data.errors?.paypalEmail).toBeTruthy();
    expect((await payable("late-squat@example.org")).verified_at).toBeNull();
  });

  it("a repeat never replaces a holder, verified or not: the holder gets a reminder", async () => {
    const first = await request("proven@example.org", {
      paypalEmail: "proven-pay@example.org",
    });
    const again = await request("proven@example.org", {
      paypalEmail: "attacker@evil.example",
    });
    expect(again.status).toBe(200);
    expect(again.body.trust_code).toBeNull();
    const record = await payable("proven@example.org");
    expect(record.code).toBe(first.body.trust_code);
    expect(record.paypal_email).toBe("proven-pay@example.org");
    const reminder = (await mailTo("proven@example.org")).at(-1)!;
    expect(reminder.kind).toBe("reminder");
    // Unverified: fixed text with fresh links, nothing the repeat typed.
    expect(reminder.body_text).not.toContain("attacker");
    expect(await verifyEmail(linkToken(reminder.body_text, "verify"))).toBe(
      "details-needed",
    );
  });

  it("new details cannot change a confirmed issuer through a link (spent, or any other)", async () => {
    await request("spent@example.org");
    const [mail] = await mailTo("spent@example.org");
    const token = linkToken(mail!.body_text, "verify");
    expect(
      await verifyEmail(token, new Date(), {
        kind: "retype",
        destination: {
          payout_method: "paypal",
          paypal_email: "typed-paypal@example.net",
          postal_name: null,
          postal_address_line1: null,
          postal_address_line2: null,
          postal_city: null,
          postal_zip: null,
          postal_country: null,
        },
      }),
    ).toBe("done");
    const res = await postConfirm({
      ...VICTIM_DETAILS,
      token,
      paypalEmail: "late@evil.example",
    });
    expect(res.status).toBe(400);
    expect((await payable("spent@example.org")).paypal_email).toBe(
      "typed-paypal@example.net",
    );
  });
});

describe("'I did not ask for this' never erases a verified participant", () => {
  it("confirming drops the not-me links; an older one left over erases and suppresses nothing", async () => {
    await request("confirmed-keep@example.org");
    const [mail] = await mailTo("confirmed-keep@example.org");
    const notMe = linkToken(mail!.body_text, "not-me");
    expect(
      await postConfirm({
        token: linkToken(mail!.body_text, "verify"),
        intent: "confirm",
        payoutMethod: "paypal",
        paypalEmail: "typed-paypal@example.net",
      }),
    ).toMatchObject({ status: 200, data: { outcome: "done" } });
    expect(await notMeState(notMe)).toBe("unknown");
    expect(await eraseOnRequest(notMe)).toBe("unknown");
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM issuers WHERE email = 'confirmed-keep@example.org' AND status = 'active'",
      ),
    ).toBe(1);

    // A participant verified another way (a sign-in) while the link still stood.
    await request("signed-in@example.org");
    const [other] = await mailTo("signed-in@example.org");
    const leftOver = linkToken(other!.body_text, "not-me");
    await env.DB.prepare(
      "UPDATE issuers SET verified_at = ?1 WHERE email = 'signed-in@example.org'",
    )
      .bind(new Date().toISOString())
      .run();
    expect(await notMeState(leftOver)).toBe("unknown");
    expect(await eraseOnRequest(leftOver)).toBe("unknown");
    expect(await suppressOnRequest(leftOver)).toBe("unknown");
    const record = await payable("signed-in@example.org");
    expect(record.verified_at).not.toBeNull();
    expect(await count("SELECT COUNT(*) AS n FROM email_suppressions")).toBe(0);
  });
});
