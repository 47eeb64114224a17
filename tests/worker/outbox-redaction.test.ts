import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { deliverDueMessages } from "#app/lib/db/outbox.server.ts";
import type { EmailSender } from "#app/lib/email/types.ts";
import { linkToken, mailTo, request } from "./identity-helpers";

describe("one-time tokens are not kept readable once a message is handled", () => {
  it("a delivered body is emptied; a provider error that echoes the message keeps no token", async () => {
    await request("echoed@example.org");
    await request("delivered@example.org");
    const [pending] = await mailTo("echoed@example.org");
    const verify = linkToken(pending!.body_text, "verify");
    const notMe = linkToken(pending!.body_text, "not-me");
    const sender: EmailSender = {
      name: "echoing",
      async send(email) {
        if (email.to === "echoed@example.org")
          throw new Error(
            `422 rejected: ${email.text
              .split("\n")
              .filter((line) => line.includes("token="))
              .join(" ")}`,
          );
      },
    };
    await deliverDueMessages(sender, { now: new Date(Date.now() + 1000) });

    const [delivered] = await mailTo("delivered@example.org");
    expect(delivered).toMatchObject({ status: "sent", body_text: "" });

    const stored = await env.DB.prepare(
      `SELECT o.last_error, a.error FROM email_outbox o JOIN email_attempts a ON a.outbox_id = o.id
       WHERE o.recipient = 'echoed@example.org'`,
    ).first<{ last_error: string; error: string }>();
    expect(stored!.last_error).toContain("422 rejected");
    expect(stored!.last_error).toContain("/verify?token=[token]");
    for (const text of [stored!.last_error, stored!.error])
      for (const token of [verify, notMe]) expect(text).not.toContain(token);
  });
});
