import { describe, expect, it } from "vitest";
import {
  currentSession,
  signOutEverywhere,
} from "#app/lib/use-cases/account-sign-in.server.ts";
import {
  changePayoutDetails,
  requestDetailsCode,
} from "#app/lib/use-cases/payout-details.server.ts";
import { mintIssuer } from "./admin-helpers";
import { accountMail, signedIn, unique } from "./account-helpers";

/** Sessions of the payee's page (docs/my-trust-code.md): who stays signed in. */
describe("sessions of one payee", () => {
  it("a change of payout details ends every other session, not the one that made it", async () => {
    const email = unique("other-sessions");
    await mintIssuer(email);
    const laptop = await signedIn(email);
    const phone = await signedIn(email);
    expect(await requestDetailsCode(laptop)).toBe("sent");
    const { code } = await accountMail(email, "details-code");
    expect(
      await changePayoutDetails(
        laptop,
        code,
        {
          payoutMethod: "paypal",
          paypalEmail: "new@example.net",
          dateOfBirth: "1980-01-01",
        },
        "en",
      ),
    ).toEqual({ ok: true });
    expect(await currentSession(phone.token)).toBeNull();
    expect((await currentSession(laptop.token))?.holder.id).toBe(
      laptop.holder.id,
    );
  });

  it("Sign out everywhere ends every session of the address", async () => {
    const email = unique("everywhere");
    await mintIssuer(email);
    const laptop = await signedIn(email);
    const phone = await signedIn(email);
    const elsewhere = unique("someone-else");
    await mintIssuer(elsewhere);
    const other = await signedIn(elsewhere);
    await signOutEverywhere(laptop.token);
    expect(await currentSession(laptop.token)).toBeNull();
    expect(await currentSession(phone.token)).toBeNull();
    // Someone else's session is untouched.
    expect(await currentSession(other.token)).not.toBeNull();
  });
});
