import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { loader as messageLoader } from "#app/routes/admin/outbox-message.tsx";
import { loader as outboxLoader } from "#app/routes/admin/outbox.tsx";
import { mintIssuer } from "./admin-helpers";
import { accountMail, ask, HOST, unique } from "./account-helpers";
import { count, mailTo } from "./identity-helpers";

/**
 * The console's view of pending account mail (a sign-in code and link):
 * redacted in production, shown outside it, every view audited.
 */
const asOperator = (path: string) =>
  new Request(`https://nirvana.example${path}`, {
    headers: { authorization: `Basic ${btoa("admin:pool-secret")}` },
  });

async function view(id: string) {
  return (await messageLoader({
    request: asOperator(`/admin/outbox/${id}`),
    params: { id },
    context: {},
  } as never)) as { message: { subject: string; body_text: string } };
}

/** Runs `fn` as the production Worker would (ENVIRONMENT unset; Basic auth allowed for the operator). */
async function inProduction<T>(fn: () => Promise<T>): Promise<T> {
  const vars = env as { ENVIRONMENT?: string; ADMIN_ALLOW_BASIC_AUTH?: string };
  const before = { ...vars };
  delete vars.ENVIRONMENT;
  vars.ADMIN_ALLOW_BASIC_AUTH = "true";
  try {
    return await fn();
  } finally {
    vars.ENVIRONMENT = before.ENVIRONMENT;
    vars.ADMIN_ALLOW_BASIC_AUTH = before.ADMIN_ALLOW_BASIC_AUTH;
  }
}

describe("pending account mail in the console", () => {
  it("production redacts the code and the link token in the message and the list; each view is audited", async () => {
    const email = unique("console-view");
    await mintIssuer(email);
    expect(await ask(email, HOST)).toBe("sent");
    const { code, token } = await accountMail(email, "sign-in");
    const mail = (await mailTo(email)).find((m) => m.kind === "sign-in")!;
    const audited = () =>
      count(
        "SELECT COUNT(*) AS n FROM audit_log WHERE action = 'outbox.view-account-mail' AND target = ?1",
        `email:${mail.id}`,
      );

    const redacted = await inProduction(() => view(mail.id));
    expect(redacted.message.subject).not.toContain(code);
    expect(redacted.message.body_text).not.toContain(code);
    expect(redacted.message.body_text).not.toContain(token);
    expect(redacted.message.body_text).toContain("[code]");
    expect(await audited()).toBe(1);
    const list = (await inProduction(() =>
      outboxLoader({
        request: asOperator(`/admin/outbox?q=${encodeURIComponent(email)}`),
        params: {},
        context: {},
      } as never),
    )) as { rows: { subject: string }[] };
    expect(list.rows.length).toBeGreaterThan(0);
    for (const row of list.rows) expect(row.subject).not.toContain(code);

    // Outside production (the tests, npm start) it is shown, and audited too.
    const shown = await view(mail.id);
    expect(shown.message.body_text).toContain(code);
    expect(await audited()).toBe(2);
  });
});
