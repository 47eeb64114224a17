import { EmailMessage } from "cloudflare:email";
import { addressOf, buildRawMessage } from "./mime";
import type { EmailSender } from "#app/lib/email/types.ts";

/**
 * Cloudflare's send_email binding (Email Routing): it takes a raw RFC 5322
 * message. https://developers.cloudflare.com/email-routing/email-workers/send-email-workers/
 */
export function bindingSender(binding: SendEmail): EmailSender {
  return {
    name: "send_email binding",
    async send(email) {
      const raw = buildRawMessage(email);
      await binding.send(
        new EmailMessage(addressOf(email.from), addressOf(email.to), raw),
      );
    },
  };
}
