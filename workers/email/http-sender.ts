import type { EmailSender } from "#app/lib/email/types.ts";

/** A provider that has not answered in this long will not; the cron retries later. */
const HTTP_TIMEOUT_MS = 10_000;

/**
 * Any HTTP e-mail API taking JSON with a bearer key (README "Operator
 * console" gives the body's shape). A non-2xx answer counts as a failure.
 */
export function httpSender(url: string, apiKey: string): EmailSender {
  return {
    name: "HTTP e-mail API",
    async send(email) {
      const res = await fetch(url, {
        method: "POST",
        headers: {
          authorization: `Bearer ${apiKey}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({
          from: email.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          ...(email.headers ? { headers: email.headers } : {}),
          attachments: email.attachments.map((a) => ({
            filename: a.filename,
            content_type: a.contentType,
            content: a.base64,
          })),
        }),
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
      if (!res.ok) {
        const detail = (await res.text().catch(() => "")).slice(0, 200);
        throw new Error(`E-mail API answered ${res.status} ${detail}`.trim());
      }
    },
  };
}
