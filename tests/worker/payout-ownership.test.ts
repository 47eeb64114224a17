import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
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
import { count, linkToken, mailTo, request } from "./identity-helpers";

/** The record the address's live code belongs to, with its payout details. */
function payable(normalised: string) {
  return one<{
    full_name: string;
    paypal_email: string | null;
    postal_address_line1: string | null;
    verified_at: string | null;
    code: string;
  }>(
    `SELECT i.full_name, i.paypal_email, i.postal_address_line1, i.verified_at, c.code
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

describe("payout details belong to whoever proved the address", () => {
  it("replays the pre-registration attack: the owner's request supersedes the squatter, the owner is paid", async () => {
    // A stranger registers the owner's address with the stranger's PayPal.
    const squat = await request("victim@example.org", {
      fullName: "Mallory Squatter",
      paypalEmail: "attacker@evil.example",
    });
    const squatCode = squat.body.trust_code!;
    const squatToken = await latestVerifyToken("victim@example.org");

    // The owner asks for a code with her own PayPal: a new code, not a reminder.
    const own = await request("Victim@example.org", {
      fullName: "Victoria Owner",
      paypalEmail: "victoria@owner.example",
    });
    expect(own.status).toBe(200);
    expect(own.body.trust_code).toMatch(/^NIR-/);
    expect(own.body.trust_code).not.toBe(squatCode);

    // The squatter's code is stopped and its links no longer verify anything.
    expect(await applies(squatCode)).toBe(false);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM trust_codes WHERE code = ?1 AND status = 'terminated'",
        squatCode,
      ),
    ).toBe(1);
    expect(await verifyEmail(squatToken)).toBe("unknown");

    // The owner confirms with the link she received last.
    expect(
      await verifyEmail(await latestVerifyToken("victim@example.org")),
    ).toBe("done");
    const record = await payable("victim@example.org");
    expect(record.code).toBe(own.body.trust_code);
    expect(record.verified_at).not.toBeNull();
    expect(record.paypal_email).toBe("victoria@owner.example");
    expect(record.full_name).toBe("Victoria Owner");
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM issuers WHERE paypal_email = 'attacker@evil.example' AND (status = 'active' OR verified_at IS NOT NULL)",
      ),
    ).toBe(0);
  });

  it("a squat after the owner's request: the confirm page shows it masked and the owner corrects it", async () => {
    await request("late-squat@example.org", {
      paypalEmail: "owner.real@example.org",
    });
    await request("late-squat@example.org", {
      fullName: "Mallory Late",
      paypalEmail: "mallory@evil.example",
    });
    const token = await latestVerifyToken("late-squat@example.org");
    const shown = await verifyLoader({
      request: new Request(`http://localhost/verify?token=${token}`),
      params: {},
      context: {},
    } as never);
    expect(shown.status).toBe("ok");
    expect(shown.details).toEqual({
      nameInitial: "M.",
      country: "GB",
      payoutMethod: "paypal",
      paypalEmail: "m•••@e•••.example",
      postalAddress: null,
    });

    // Corrections follow the issuer form's rules: a bad one verifies nothing.
    const bad = await postConfirm({
      token,
      intent: "correct",
      fullName: "Olivia Owner",
      countryOfResidence: "GB",
      payoutMethod: "paypal",
      paypalEmail: "not-an-address",
      dateOfBirth: "1990-01-01",
    });
    expect(bad.status).toBe(400);
    expect(bad.data.errors?.paypalEmail).toBeTruthy();
    expect((await payable("late-squat@example.org")).verified_at).toBeNull();

    const good = await postConfirm({
      token,
      intent: "correct",
      fullName: "Olivia Owner",
      countryOfResidence: "GB",
      payoutMethod: "cheque",
      postalName: "Olivia Owner",
      postalAddressLine1: "1 Owner Street",
      postalCity: "London",
      postalZip: "N1 1AA",
      postalCountry: "GB",
    });
    expect(good.status).toBe(200);
    const record = await payable("late-squat@example.org");
    expect(record.verified_at).not.toBeNull();
    expect(record.full_name).toBe("Olivia Owner");
    expect(record.paypal_email).toBeNull();
    expect(record.postal_address_line1).toBe("1 Owner Street");
  });

  it("once verified, a new request changes nothing: the holder gets a reminder", async () => {
    const first = await request("proven@example.org", {
      paypalEmail: "proven-pay@example.org",
    });
    expect(
      await verifyEmail(await latestVerifyToken("proven@example.org")),
    ).toBe("done");
    const again = await request("proven@example.org", {
      paypalEmail: "attacker@evil.example",
    });
    expect(again.status).toBe(200);
    expect(again.body.trust_code).toBeNull();
    const record = await payable("proven@example.org");
    expect(record.code).toBe(first.body.trust_code);
    expect(record.paypal_email).toBe("proven-pay@example.org");
    expect((await mailTo("proven@example.org")).at(-1)!.kind).toBe("reminder");
  });

  it("a correction cannot change a verified issuer (the link is spent)", async () => {
    await request("spent@example.org");
    const token = await latestVerifyToken("spent@example.org");
    expect(await verifyEmail(token)).toBe("done");
    const res = await postConfirm({
      token,
      intent: "correct",
      fullName: "Someone Else",
      countryOfResidence: "GB",
      payoutMethod: "paypal",
      paypalEmail: "late@evil.example",
      dateOfBirth: "1990-01-01",
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
    expect(await verifyEmail(linkToken(mail!.body_text, "verify"))).toBe(
      "done",
    );
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
