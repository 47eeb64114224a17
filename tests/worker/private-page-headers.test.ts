/**
 * Pages only their holder sees are kept out of shared caches and search
 * engines (privatePageHeaders in app/lib/identity/link-page.ts): the payee's
 * sign-in link, the summary's unsubscribe link and the remittance statement.
 */
import { describe, expect, it } from "vitest";
import { headers as remittanceHeaders } from "#app/routes/my-trust-code-remittance.tsx";
import { headers as signInHeaders } from "#app/routes/my-trust-code-sign-in.tsx";
import { headers as unsubscribeHeaders } from "#app/routes/my-trust-code-unsubscribe.tsx";

describe("private pages' headers", () => {
  it.each([
    ["/my-trust-code/sign-in", signInHeaders],
    ["/my-trust-code/unsubscribe", unsubscribeHeaders],
    ["/my-trust-code/remittance", remittanceHeaders],
  ])("%s: private, no-store and noindex, nofollow", (_path, headers) => {
    const answer = new Headers(
      headers({} as Parameters<typeof headers>[0]) as HeadersInit,
    );
    expect(answer.get("cache-control")).toBe("private, no-store");
    expect(answer.get("x-robots-tag")).toBe("noindex, nofollow");
  });
});
