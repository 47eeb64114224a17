/**
 * The e2e ways to a payee's e-mail and session for tests about what comes
 * after signing in. They send the requests the console and the page's own
 * no-JavaScript forms send (the outbox list and message, "Send me a code",
 * the e-mailed link's Continue), over HTTP without loading a page: a page
 * load in the browser costs seconds on the shared test machine, a request a
 * few milliseconds. Signing in through the pages themselves (the typed code,
 * the link, without JavaScript) is what tests/e2e/my-trust-code.spec.ts walks.
 */
import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { expect } from "./fixtures";

const OPERATOR = {
  authorization: `Basic ${btoa(`${E2E_ADMIN.username}:${E2E_ADMIN.password}`)}`,
};

/** React's escapes in text, undone. */
function unescapeHtml(html: string) {
  return html
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/**
 * The e-mails to `email` as the console's outbox lists them to an operator,
 * newest first: the list filtered by the address, each row's message opened
 * for its text.
 */
export async function outboxMessages(
  request: APIRequestContext,
  email: string,
): Promise<{ subject: string; body: string }[]> {
  const list = await request.get(
    `/admin/outbox?q=${encodeURIComponent(email)}`,
    { headers: OPERATOR },
  );
  expect(list.status()).toBe(200);
  const tbody = (await list.text()).split("<tbody")[1] ?? "";
  const rows = [
    ...tbody.matchAll(
      /<a [^>]*href="(\/admin\/outbox\/[^"/?]+)"[^>]*>([^<]*)<\/a>/g,
    ),
  ];
  const messages = [];
  for (const [, href, subject] of rows) {
    const message = await request.get(href!, { headers: OPERATOR });
    expect(message.status()).toBe(200);
    const pre = /<pre class="admin-mail"[^>]*>([\s\S]*?)<\/pre>/.exec(
      await message.text(),
    )?.[1];
    expect(pre, "the message's text").toBeDefined();
    messages.push({
      subject: unescapeHtml(subject!),
      body: unescapeHtml(pre!),
    });
  }
  return messages;
}

/** The newest e-mail to `email`, as the console's outbox shows it. */
export async function outboxMail(
  request: APIRequestContext,
  email: string,
): Promise<string> {
  const [newest] = await outboxMessages(request, email);
  expect(newest, `an outbox row for ${email}`).toBeDefined();
  return newest!.body;
}

/** The payee-page sign-in link in a sign-in e-mail (the page's own locale prefix, if any). */
export function signInLinkIn(body: string): string {
  const link = /\/(?:[a-z]{2}\/)?my-trust-code\/sign-in\?token=[\w-]{43}/.exec(
    body,
  )?.[0];
  expect(link, "a sign-in link in the e-mail").toBeDefined();
  return link!;
}

/**
 * Signs the holder of `email` in on `request`'s cookie jar (a page's
 * `page.request` shares its browser context's): "Send me a code" posted as
 * the form posts it, the e-mailed link's Continue posted likewise. The
 * session cookie the answer sets is then the context's.
 */
export async function signIn(request: APIRequestContext, email: string) {
  const asked = await request.post("/my-trust-code", {
    form: { intent: "send-code", email },
  });
  expect(asked.status(), "Send me a code").toBe(200);
  const token = new URL(
    signInLinkIn(await outboxMail(request, email)),
    "http://e2e",
  ).searchParams.get("token")!;
  const signedIn = await request.post("/my-trust-code/sign-in", {
    form: { token },
    maxRedirects: 0,
  });
  expect(signedIn.status(), "the link's Continue").toBe(303);
  expect(signedIn.headers()["set-cookie"]).toContain("nir_account=");
}
