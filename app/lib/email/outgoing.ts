import type { OutgoingEmail } from "#app/lib/email/types.ts";
import { BRAND } from "#app/lib/brand.ts";
import { codeUrl, qrDataUrl } from "#app/lib/trust-codes/index.ts";

/** Used when EMAIL_FROM is unset; the domain must be one Email Routing or the API accepts. */
export const DEFAULT_FROM = `${BRAND.name} <codes@${BRAND.productionHost}>`;

/** A stored outbox message, as much of it as sending needs. */
export interface StoredMessage {
  id: string;
  recipient: string;
  subject: string;
  body_text: string;
  trust_code: string | null;
  attempts: number;
  /** A summary's unsubscribe address (RFC 8058 one-click), if any. */
  list_unsubscribe?: string | null;
}

/** The message as sent: the stored text plus the QR code of its /c/<code> link. */
export function outgoingEmail(
  message: StoredMessage,
  from: string,
): OutgoingEmail {
  const attachments = [];
  if (message.trust_code) {
    const dataUrl = qrDataUrl(
      linkInBody(message.body_text, message.trust_code),
    );
    const [meta, base64 = ""] = dataUrl.split(",", 2);
    attachments.push({
      filename: `${message.trust_code}.gif`,
      contentType: /^data:([^;]+)/.exec(meta ?? "")?.[1] ?? "image/gif",
      base64,
    });
  }
  return {
    from,
    to: message.recipient,
    subject: message.subject,
    text: message.body_text,
    attachments,
    ...(message.list_unsubscribe
      ? {
          headers: {
            "List-Unsubscribe": `<${message.list_unsubscribe}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        }
      : {}),
  };
}

/** The /c/<code> link written in a message body, for the QR attached when it is sent. */
export function linkInBody(body: string, code: string): string {
  const escaped = code.replace(/[^A-Z0-9-]/gi, "");
  const match = new RegExp(`https://[^\\s/]+/c/${escaped}\\b`).exec(body);
  return match?.[0] ?? codeUrl(BRAND.productionHost, code);
}
