import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { EmailSender, OutgoingEmail } from "#app/lib/email/types.ts";
import { deliverDueMessages } from "#app/lib/db/outbox.server.ts";
import { approveRequest } from "#app/lib/use-cases/approve-request.server.ts";
import {
  enqueueMonthlySummaries,
  summaryWanted,
} from "#app/lib/use-cases/monthly-summary.server.ts";
import {
  action as unsubscribeAction,
  loader as unsubscribeLoader,
} from "#app/routes/my-trust-code-unsubscribe.tsx";
import { action as pageAction } from "#app/routes/my-trust-code.tsx";
import { buildRawMessage } from "../../workers/email/mime";
import { ADMIN, insertRequest, mintIssuer } from "./admin-helpers";
import { issuerFor, signedIn, unique } from "./account-helpers";
import { mailTo } from "./identity-helpers";

/** The 1st of a month far from the others' tests: the summary covers the month before. */
const FIRST = new Date("2031-03-01T06:00:00Z");
const NEXT_FIRST = new Date("2031-04-01T06:00:00Z");

const summaries = async (email: string) =>
  (await mailTo(email)).filter((m) => m.kind === "summary");

async function verifiedIssuer(tag: string, locale = "en") {
  const email = unique(tag);
  const code = await mintIssuer(email);
  const { id } = await issuerFor(code);
  await env.DB.prepare(
    "UPDATE issuers SET verified_at = ?2, locale = ?3 WHERE id = ?1",
  )
    .bind(id, new Date().toISOString(), locale)
    .run();
  return { email, code, id };
}

function unsubscribeUrl(body: string) {
  const url = /https:\/\/\S+\/my-trust-code\/unsubscribe\?token=[\w-]{43}/.exec(
    body,
  )?.[0];
  expect(url, "an unsubscribe link in the summary").toBeDefined();
  return url!;
}

describe("the monthly summary", () => {
  it("on by default for a verified issuer, never to an unverified one, off for an organisation until chosen", async () => {
    const verified = await verifiedIssuer("summary-on");
    const unverifiedEmail = unique("summary-unverified");
    await mintIssuer(unverifiedEmail);
    const orgId = await insertRequest(`Summary Org ${Date.now()}`);
    await approveRequest(orgId, ADMIN, "nirvana.example");
    const org = await env.DB.prepare(
      "UPDATE organisation_requests SET verified_at = ?2 WHERE id = ?1 RETURNING email",
    )
      .bind(orgId, new Date().toISOString())
      .first<{ email: string }>();

    await enqueueMonthlySummaries(FIRST);
    expect(await summaries(verified.email)).toHaveLength(1);
    expect(await summaries(unverifiedEmail)).toHaveLength(0);
    expect(await summaries(org!.email)).toHaveLength(0);
    expect(await summaryWanted("organisation", orgId)).toBe(false);
  });

  it("is enqueued once a month, even when the cron runs again or twice at once", async () => {
    const { email } = await verifiedIssuer("summary-once");
    await Promise.all([
      enqueueMonthlySummaries(FIRST),
      enqueueMonthlySummaries(FIRST),
    ]);
    await enqueueMonthlySummaries(new Date(FIRST.getTime() + 5 * 60_000));
    const march = await summaries(email);
    expect(march).toHaveLength(1);
    expect(march[0]!.subject).toContain("February 2031");
    // Through the outbox as bulk mail, under its caps.
    const row = await env.DB.prepare(
      "SELECT priority, status FROM email_outbox WHERE id = ?1",
    )
      .bind(march[0]!.id)
      .first<{ priority: number; status: string }>();
    expect(row).toEqual({ priority: 0, status: "pending" });
    await enqueueMonthlySummaries(NEXT_FIRST);
    const both = await summaries(email);
    expect(both).toHaveLength(2);
    expect(both[1]!.subject).toContain("March 2031");
  });

  it("says last month's funnel, the balances and the next run in the payee's language", async () => {
    const { email, code } = await verifiedIssuer("summary-de", "de");
    await enqueueMonthlySummaries(FIRST);
    const [mail] = await summaries(email);
    expect(mail!.subject).toBe(`Ihr Trust Code ${code} im Februar 2031`);
    for (const words of [
      "Scans: 0",
      "Eindeutige Besucher: 0",
      "Ausstehend: 0,00\u00a0USD",
      "1. April 2031",
      "/de/my-trust-code/unsubscribe?token=",
      "/de/my-trust-code",
    ])
      expect(mail!.body_text).toContain(words);
  });

  it("unsubscribe: GET shows a button and changes nothing, POST turns it off without sign-in; one-click too", async () => {
    const { email, id } = await verifiedIssuer("summary-off");
    await enqueueMonthlySummaries(FIRST);
    const url = unsubscribeUrl((await summaries(email))[0]!.body_text);
    const local = url.replace(/^https:\/\/[^/]+/, "https://nirvana.example");

    const shown = (await unsubscribeLoader({
      request: new Request(local),
      params: {},
      context: {},
    } as never)) as { state: string };
    expect(shown.state).toBe("ok");
    expect(await summaryWanted("individual", id)).toBe(true);

    // A mail client's RFC 8058 one-click POST: the token in the address, no cookie.
    const res = (await unsubscribeAction({
      request: new Request(local, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
      params: {},
      context: {},
    } as never)) as { data: { state: string } };
    expect(res.data.state).toBe("done");
    expect(await summaryWanted("individual", id)).toBe(false);
    await enqueueMonthlySummaries(NEXT_FIRST);
    expect(await summaries(email)).toHaveLength(1);

    // A made-up token turns nothing off.
    const bad = (await unsubscribeAction({
      request: new Request(
        "https://nirvana.example/my-trust-code/unsubscribe?token=" +
          "x".repeat(43),
        { method: "POST", body: new URLSearchParams({}) },
      ),
      params: {},
      context: {},
    } as never)) as { data: { state: string }; init: { status: number } };
    expect(bad.data.state).toBe("unknown");
  });

  it("carries List-Unsubscribe and List-Unsubscribe-Post: List-Unsubscribe=One-Click (RFC 8058)", async () => {
    const { email } = await verifiedIssuer("summary-headers");
    await enqueueMonthlySummaries(FIRST);
    const url = unsubscribeUrl((await summaries(email))[0]!.body_text);
    const sent: OutgoingEmail[] = [];
    const sender: EmailSender = {
      name: "fake",
      async send(message) {
        // The same address's code e-mail goes out too; the summary is the one with a link to leave.
        if (message.to === email && message.headers) sent.push(message);
      },
    };
    await deliverDueMessages(sender, {
      now: new Date(Date.now() + 1000),
      dailyCap: 10_000,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers).toEqual({
      "List-Unsubscribe": `<${url}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    const raw = buildRawMessage(sent[0]!);
    expect(raw).toContain(`\r\nList-Unsubscribe: <${url}>\r\n`);
    expect(raw).toContain(
      "\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n",
    );
    // Once sent, the link is gone from the outbox with the body.
    const row = await env.DB.prepare(
      "SELECT list_unsubscribe, body_text FROM email_outbox WHERE recipient = ?1 AND kind = 'summary'",
    )
      .bind(email)
      .first<{ list_unsubscribe: string | null; body_text: string }>();
    expect(row).toEqual({ list_unsubscribe: null, body_text: "" });
  });

  it("the page's preference turns it off and on again for the signed-in payee", async () => {
    const { email, id } = await verifiedIssuer("summary-page");
    const session = await signedIn(email);
    const post = (fields: Record<string, string>) =>
      pageAction({
        request: new Request("https://nirvana.example/my-trust-code", {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            cookie: `__Host-nir_account=${session.token}`,
            "cf-connecting-ip": `10.77.${Math.floor(Math.random() * 250)}.9`,
          },
          body: new URLSearchParams(fields),
        }),
        params: {},
        context: {},
      } as never) as Promise<{ data: { form: string } }>;
    expect((await post({ intent: "mail-preferences" })).data.form).toBe("mail");
    expect(await summaryWanted("individual", id)).toBe(false);
    await post({ intent: "mail-preferences", "monthly-summary": "on" });
    expect(await summaryWanted("individual", id)).toBe(true);
  });
});
