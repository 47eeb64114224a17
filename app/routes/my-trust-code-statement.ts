import { redirect } from "react-router";
import { BRAND } from "#app/lib/brand.ts";
import { sessionOf, payeeRef } from "#app/lib/use-cases/index.server.ts";
import {
  payeeEntries,
  payeeStatementFacts,
  statementCsv,
  statementRows,
} from "#app/lib/money/index.server.ts";
import type { Route } from "./+types/my-trust-code-statement";
import { pagePath } from "#app/lib/pages/index.ts";

/**
 * GET /my-trust-code/statement.csv: the signed-in payee's ledger, one row per
 * entry (app/lib/money/exports/statement.ts). Signed out, the page asks to sign in.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await sessionOf(request);
  if (!session) throw redirect(pagePath("myTrustCode"), 303);
  const now = new Date();
  const payee = payeeRef(session.holder);
  const [entries, facts] = await Promise.all([
    payeeEntries(payee),
    payeeStatementFacts(payee),
  ]);
  const rows = statementRows(entries, now, facts);
  const day = now.toISOString().slice(0, 10);
  return new Response(statementCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${BRAND.slug}-statement-${session.holder.code}-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
