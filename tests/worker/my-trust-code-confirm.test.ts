import { beforeEach, describe, expect, it } from "vitest";
import {
  approvePayoutRun,
  preparePayoutRun,
  runCarryForwards,
  runLines,
} from "#app/lib/money/store/payouts.server.ts";
import { signOut } from "#app/lib/use-cases/account-sign-in.server.ts";
import { confirmPayoutDetails } from "#app/lib/use-cases/confirm-details.server.ts";
import { action, loader } from "#app/routes/my-trust-code.tsx";
import { one } from "./admin-helpers";
import { accountMail, retyped, signedIn } from "./account-helpers";
import { count, request } from "./identity-helpers";
import {
  credit,
  emptyProgramme,
  NOV_1,
  OCTOBER,
  OPERATOR,
} from "./payout-helpers";
import { MINIMUM } from "../support/figures";

/**
 * The payee page's confirm step (docs/my-trust-code.md, docs/privacy.md "Who
 * is paid"): signing in proves the address, but details a stranger typed for
 * it are never made payable by a sign-in or a press: the destination is typed
 * again and must match, or new details replace it.
 */
beforeEach(emptyProgramme);

const PAGE = "https://nirvana.example/my-trust-code";
const DE_PAGE = "https://nirvana.example/de/my-trust-code";
const SEPTEMBER = "2026-09";
const OCT_1 = new Date("2026-10-01T00:00:00.000Z");

async function post(
  fields: Record<string, string>,
  cookie?: string,
  page = PAGE,
) {
  const res = (await action({
    request: new Request(page, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "cf-connecting-ip": `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields),
    }),
    params: {},
    context: {},
  } as never)) as
    | Response
    | { data: unknown; init: { status?: number; headers?: HeadersInit } };
  return res instanceof Response
    ? { status: res.status, headers: res.headers, data: null }
    : {
        status: res.init?.status ?? 200,
        headers: new Headers(res.init?.headers),
        data: res.data as {
          form: string;
          state?: string;
          errors?: Record<string, string>;
        },
      };
}

/** The name=value of one Set-Cookie of an answer. */
const cookieOf = (headers: Headers, name: string) =>
  headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))!
    .split("; ")[0]!;

async function pageData(cookie: string, page = PAGE) {
  return (await loader({
    request: new Request(page, { headers: { cookie } }),
    params: {},
    context: {},
  } as never)) as {
    view: { verified: boolean; details: unknown; toConfirm: boolean };
    countries: { code: string; name: string }[] | null;
    markup: { code: string; overview: string; funnel: string | null } | null;
  };
}

const view = async (cookie: string) => (await pageData(cookie)).view;

/** The victim signs in on the page with the code e-mailed to her address. */
async function signInOnPage(email: string) {
  const asked = await post({ intent: "send-code", email });
  expect(asked.status).toBe(200);
  // The code works only in the browser that asked: its nir_sign_in cookie.
  const browser = cookieOf(asked.headers!, "nir_sign_in");
  const { code } = await accountMail(email, "sign-in");
  const res = await post({ intent: "verify-code", email, code }, browser);
  expect(res.status).toBe(303);
  return cookieOf(res.headers!, "__Host-nir_account");
}

const issuerOf = (email: string) =>
  one<{
    id: string;
    full_name: string;
    paypal_email: string | null;
    verified_at: string | null;
    details_confirmed_at: string | null;
    code: string;
  }>(
    `SELECT i.id, i.full_name, i.paypal_email, i.verified_at, i.details_confirmed_at, c.code
     FROM issuers i
     JOIN trust_codes c ON c.owner_kind = 'individual' AND c.owner_id = i.id
     WHERE i.email_normalised = ?1`,
    email,
  );

const notMeLinks = (id: string) =>
  count(
    "SELECT COUNT(*) AS n FROM email_tokens WHERE subject_kind = 'issuer' AND subject_id = ?1 AND purpose = 'not-me'",
    id,
  );

describe("signing in to /my-trust-code never makes a squatter's details payable", () => {
  it("replays the attack: squat, the victim signs in, nothing is paid; she enters her own, she is paid", async () => {
    const email = "victim-page@example.org";
    await request(email, {
      fullName: "Mallory Squatter",
      paypalEmail: "attacker@evil.example",
    });
    const squat = await issuerOf(email);
    await credit(
      { kind: "individual", id: squat.id, code: squat.code },
      MINIMUM,
    );
    expect(await notMeLinks(squat.id)).toBe(1);

    const cookie = await signInOnPage(email);
    // The address is proven (verified); the squatter's details are not confirmed.
    const after = await issuerOf(email);
    expect(after.verified_at).not.toBeNull();
    expect(after.details_confirmed_at).toBeNull();
    expect(after.paypal_email).toBe("attacker@evil.example");
    // Proven: no old "I did not ask for this" link can erase her now.
    expect(await notMeLinks(squat.id)).toBe(0);
    const page = await view(cookie);
    expect(page.verified).toBe(true);
    expect(page.toConfirm).toBe(true);
    // The page's data carries no part of the proposed destination, not even masked.
    const shown = JSON.stringify(page);
    for (const part of ["attacker", "evil.example", "a•••", "Mallory", "M."])
      expect(shown).not.toContain(part);

    // A payout run now pays no one: the record is carried forward, unconfirmed.
    await preparePayoutRun(SEPTEMBER, OPERATOR, OCT_1);
    expect(await runLines(SEPTEMBER)).toEqual([]);
    const [carried] = await runCarryForwards(SEPTEMBER);
    expect(carried).toMatchObject({
      payee_id: squat.id,
      available_cents: MINIMUM,
      reasons: "details-unconfirmed",
    });
    await approvePayoutRun(SEPTEMBER, OPERATOR, OCT_1);

    // One press confirms nothing: the destination must be typed.
    const press = await post({ intent: "details-confirm" }, cookie);
    expect(press.status).toBe(400);
    expect(press.data!.errors!.payoutMethod).toBeTruthy();
    // Her own PayPal is not the proposed one: a mismatch, nothing changes.
    expect(
      await post(
        {
          intent: "details-confirm",
          payoutMethod: "paypal",
          paypalEmail: "victoria@owner.example",
        },
        cookie,
      ),
    ).toMatchObject({
      status: 400,
      data: { form: "confirm", state: "mismatch" },
    });
    expect((await issuerOf(email)).details_confirmed_at).toBeNull();

    // She enters new details on the page: hers replace the squatter's, confirmed.
    const res = await post(
      {
        intent: "details-correct",
        fullName: "Victoria Owner",
        countryOfResidence: "GB",
        payoutMethod: "paypal",
        paypalEmail: "victoria@owner.example",
        dateOfBirth: "1990-04-05",
      },
      cookie,
    );
    expect(res).toMatchObject({
      status: 200,
      data: { form: "confirm", state: "done" },
    });
    const mine = await issuerOf(email);
    expect(mine).toMatchObject({
      id: squat.id,
      full_name: "Victoria Owner",
      paypal_email: "victoria@owner.example",
    });
    expect(mine.details_confirmed_at).not.toBeNull();
    expect((await view(cookie)).toConfirm).toBe(false);
    expect(
      await one<{ action: string; detail: string }>(
        "SELECT action, detail FROM audit_log WHERE target = ?1",
        `issuer:${squat.id}`,
      ),
    ).toEqual({
      action: "payout-details.replace",
      detail:
        "proposed details replaced by the owner's: paypal: v•••@owner.example",
    });

    // The next run pays her PayPal, never the attacker's.
    await preparePayoutRun(OCTOBER, OPERATOR, NOV_1);
    const lines = await runLines(OCTOBER);
    expect(
      lines.map((l) => [l.payee_id, l.amount_cents, l.paypal_email]),
    ).toEqual([[squat.id, MINIMUM, "victoria@owner.example"]]);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM payout_lines WHERE paypal_email = 'attacker@evil.example'",
      ),
    ).toBe(0);
  });

  it("the owner's own request: the destination typed again (case and spaces aside) confirms what was typed; a second press changes nothing", async () => {
    const email = "own-page@example.org";
    await request(email, { paypalEmail: "own.pay@example.org" });
    const cookie = await signInOnPage(email);
    expect((await issuerOf(email)).details_confirmed_at).toBeNull();
    // No other normalising: a dot less is another address.
    expect(
      await post(
        {
          intent: "details-confirm",
          payoutMethod: "paypal",
          paypalEmail: "ownpay@example.org",
        },
        cookie,
      ),
    ).toMatchObject({ status: 400, data: { state: "mismatch" } });
    expect(
      await post(
        {
          intent: "details-confirm",
          payoutMethod: "paypal",
          paypalEmail: "  Own.Pay@Example.ORG ",
        },
        cookie,
      ),
    ).toMatchObject({
      status: 200,
      data: { form: "confirm", state: "done" },
    });
    const record = await issuerOf(email);
    expect(record.details_confirmed_at).not.toBeNull();
    expect(record.paypal_email?.toLowerCase()).toBe("own.pay@example.org");
    expect(await notMeLinks(record.id)).toBe(0);
    expect((await view(cookie)).toConfirm).toBe(false);
    expect(
      await one<{ action: string; detail: string }>(
        "SELECT action, detail FROM audit_log WHERE target = ?1",
        `issuer:${record.id}`,
      ),
    ).toEqual({
      action: "payout-details.confirm",
      detail: "typed again and matched: paypal",
    });
    // Already confirmed: the second press is refused and changes nothing.
    expect(
      await post(
        {
          intent: "details-confirm",
          payoutMethod: "paypal",
          paypalEmail: "own.pay@example.org",
        },
        cookie,
      ),
    ).toMatchObject({ status: 400, data: { form: "confirm", state: "retry" } });
    expect((await issuerOf(email)).details_confirmed_at).toBe(
      record.details_confirmed_at,
    );
  });

  it("a cheque is confirmed only by the payee name and the whole postal address", async () => {
    const email = "cheque-page@example.org";
    await request(email, {
      payoutMethod: "cheque",
      paypalEmail: "",
      dateOfBirth: "",
      postalName: "Olga  Owner",
      postalAddressLine1: "1 Owner Street",
      postalCity: "London",
      postalZip: "N1 1AA",
      postalCountry: "GB",
    });
    const cookie = await signInOnPage(email);
    const cheque = {
      intent: "details-confirm",
      payoutMethod: "cheque",
      postalName: "olga owner",
      postalAddressLine1: "1 OWNER STREET",
      postalCity: "london",
      postalZip: "n1 1aa",
      postalCountry: "GB",
    };
    // Another street, or a line 2 that was never given: no match.
    const wrongs: Record<string, string>[] = [
      { postalAddressLine1: "1 Owner St." },
      { postalAddressLine2: "Flat 2" },
    ];
    for (const wrong of wrongs)
      expect(await post({ ...cheque, ...wrong }, cookie)).toMatchObject({
        status: 400,
        data: { state: "mismatch" },
      });
    expect(await post(cheque, cookie)).toMatchObject({
      status: 200,
      data: { state: "done" },
    });
    expect((await issuerOf(email)).details_confirmed_at).not.toBeNull();
  });

  it("new details that break the issuer form's rules change and confirm nothing", async () => {
    const email = "bad-fix@example.org";
    await request(email, { paypalEmail: "attacker@evil.example" });
    const cookie = await signInOnPage(email);
    const res = await post(
      {
        intent: "details-correct",
        fullName: "",
        countryOfResidence: "GB",
        payoutMethod: "paypal",
        paypalEmail: "not-an-address",
        dateOfBirth: "1990-04-05",
      },
      cookie,
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.data!.errors!).sort()).toEqual([
      "fullName",
      "paypalEmail",
    ]);
    const record = await issuerOf(email);
    expect(record.details_confirmed_at).toBeNull();
    expect(record.paypal_email).toBe("attacker@evil.example");
  });

  it("needs a live session: signed out, neither the page nor the use case confirms", async () => {
    const email = "ended@example.org";
    await request(email);
    const session = await signedIn(email);
    await signOut(session.token);
    const res = await post(
      {
        intent: "details-confirm",
        payoutMethod: "paypal",
        paypalEmail: "typed-paypal@example.net",
      },
      `__Host-nir_account=${session.token}`,
    );
    expect(res.status).toBe(303);
    // Even holding the session object, the batch's own guard refuses it.
    expect(
      await confirmPayoutDetails(session, retyped("typed-paypal@example.net")),
    ).toEqual({ ok: false, reason: "not-allowed" });
    expect((await issuerOf(email)).details_confirmed_at).toBeNull();
  });
});

describe("the country lists of the page's forms come from the server", () => {
  it("sends the confirmation's list while it shows, in the page's language (English too), and the new details' list with their code", async () => {
    const email = "countries-page@example.org";
    await request(email, {
      fullName: "Country Person",
      paypalEmail: "country@owner.example",
    });
    const cookie = await signInOnPage(email);
    const en = await pageData(cookie);
    expect(en.view.toConfirm).toBe(true);
    expect(en.countries!.slice(0, 2).map((c) => c.code)).toEqual(["GB", "US"]);
    expect(en.countries).toContainEqual({ code: "DE", name: "Germany" });
    const de = await pageData(cookie, DE_PAGE);
    expect(de.countries).toContainEqual({ code: "DE", name: "Deutschland" });
    // What the browser never changes comes as the server's markup, in the page's language.
    expect(en.markup!.code).toContain(
      '<section aria-labelledby="account-code"',
    );
    expect(en.markup!.overview).toContain("USD 0.00");
    expect(de.markup!.overview).toContain("Wann und warum");
    expect(de.markup!.overview).toMatch(/0,00[\s\u00a0\u202f]USD/);
    expect(de.markup!.funnel).toContain('class="campaigns-funnel"');

    expect(
      await post(
        {
          intent: "details-confirm",
          payoutMethod: "paypal",
          paypalEmail: "country@owner.example",
        },
        cookie,
      ),
    ).toMatchObject({ data: { form: "confirm", state: "done" } });
    // Nothing shown needs it any more.
    expect((await pageData(cookie)).countries).toBeNull();

    const asked = await post({ intent: "details-code" }, cookie, DE_PAGE);
    expect(asked.data).toMatchObject({ form: "details", state: "code-sent" });
    expect(
      (asked.data as unknown as { countries: unknown[] }).countries,
    ).toContainEqual({ code: "DE", name: "Deutschland" });
    // A wrong code keeps the form, and its list, on the page.
    const wrong = await post(
      { intent: "details-save", code: "00000000", payoutMethod: "paypal" },
      cookie,
    );
    expect(wrong.data).toMatchObject({ form: "details", state: "code-sent" });
    expect(
      (wrong.data as unknown as { countries: unknown[] }).countries,
    ).toContainEqual({ code: "DE", name: "Germany" });
  });
});
