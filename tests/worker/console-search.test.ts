import { describe, expect, it } from "vitest";
import { listAudit } from "#app/lib/db/audit.server.ts";
import { listIssuers } from "#app/lib/db/issuers.server.ts";
import { parseListQuery } from "#app/lib/admin/lists.ts";
import { listOutbox } from "#app/lib/db/outbox.server.ts";
import { CODE_STATUSES } from "#app/lib/db/statuses.ts";
import { mintIssuer } from "./admin-helpers";

const query = (q: string) =>
  parseListQuery(
    new URL(`https://nirvana.example/admin?q=${encodeURIComponent(q)}`),
    CODE_STATUSES,
  );

describe("console search", () => {
  it("finds a whole long e-mail address (D1 refuses LIKE patterns over 50 bytes)", async () => {
    const email = `a.very.long.mailbox.name.for.search.${"x".repeat(20)}@long-domain.example.org`;
    expect(email.length).toBeGreaterThan(60);
    const code = await mintIssuer(email);
    const page = await listIssuers(query(email.toUpperCase()));
    expect(page.rows.map((r) => r.code)).toEqual([code]);
    expect(page.total).toBe(1);
    // Every list shares the same search: long text never answers 500.
    await expect(listOutbox(query(email))).resolves.toMatchObject({ total: 1 });
    await expect(listAudit(query("y".repeat(300)))).resolves.toMatchObject({
      total: 0,
    });
  });

  it("matches % and _ literally", async () => {
    await mintIssuer("percent_test@example.org");
    expect((await listIssuers(query("percent_test"))).total).toBe(1);
    expect((await listIssuers(query("percent%test"))).total).toBe(0);
  });
});
