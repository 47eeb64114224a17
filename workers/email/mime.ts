import type { OutgoingEmail } from "#app/lib/email/types.ts";

/** RFC 5322 caps lines at 998 characters; 76 is the MIME convention for base64. */
const BASE64_LINE = 76;

/** The bare address of "Name <address>". */
export function addressOf(mailbox: string): string {
  return /<([^>]+)>/.exec(mailbox)?.[1]?.trim() ?? mailbox.trim();
}

function utf8Base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function wrap(base64: string): string {
  return (
    base64.match(new RegExp(`.{1,${BASE64_LINE}}`, "g"))?.join("\r\n") ?? ""
  );
}

/** RFC 2047 encoded-word for non-ASCII header text; ASCII passes as is. */
export function encodeHeader(text: string): string {
  const clean = text.replace(/[\r\n]+/g, " ");
  return /^[\x20-\x7e]*$/.test(clean)
    ? clean
    : `=?UTF-8?B?${utf8Base64(clean)}?=`;
}

/**
 * A minimal RFC 5322 message: UTF-8 text, plus attachments (the QR image) as
 * multipart/mixed parts. Header values are stripped of line breaks, so no
 * recipient or subject can inject headers.
 */
export function buildRawMessage(
  email: OutgoingEmail,
  {
    date = new Date(),
    messageId = crypto.randomUUID() as string,
  }: { date?: Date; messageId?: string } = {},
): string {
  const fromAddress = addressOf(email.from);
  const domain = fromAddress.split("@")[1] ?? "localhost";
  const headers = [
    `From: ${email.from.replace(/[\r\n]+/g, " ")}`,
    `To: ${addressOf(email.to).replace(/[\r\n]+/g, "")}`,
    `Subject: ${encodeHeader(email.subject)}`,
    `Date: ${date.toUTCString().replace("GMT", "+0000")}`,
    `Message-ID: <${messageId}@${domain}>`,
    "MIME-Version: 1.0",
    ...Object.entries(email.headers ?? {}).map(
      ([name, value]) =>
        `${name.replace(/[^A-Za-z0-9-]/g, "")}: ${value.replace(/[\r\n]+/g, " ")}`,
    ),
  ];
  const textPart = [
    'Content-Type: text/plain; charset="UTF-8"',
    "Content-Transfer-Encoding: base64",
    "",
    wrap(utf8Base64(email.text)),
  ];
  if (!email.attachments.length)
    return [...headers, ...textPart, ""].join("\r\n");

  const boundary = `=_nirvana_${messageId.replace(/-/g, "")}`;
  const parts = [textPart.join("\r\n")];
  for (const a of email.attachments) {
    const name = a.filename.replace(/["\r\n\\]/g, "");
    parts.push(
      [
        `Content-Type: ${a.contentType}; name="${name}"`,
        "Content-Transfer-Encoding: base64",
        `Content-Disposition: inline; filename="${name}"`,
        "",
        wrap(a.base64),
      ].join("\r\n"),
    );
  }
  return [
    ...headers,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    ...parts.map((p) => `--${boundary}\r\n${p}`),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}
