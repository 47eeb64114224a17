import { redirect } from "react-router";
import { BRAND } from "#app/lib/brand.ts";
import { sessionOf } from "#app/lib/use-cases/index.server.ts";
import {
  funnelCsv,
  funnelRows,
  isMonth,
  monthRange,
} from "#app/lib/account/index.ts";
import { rawFunnel } from "#app/lib/db/index.server.ts";
import type { Route } from "./+types/my-trust-code-funnel";
import { pagePath } from "#app/lib/pages/index.ts";

/**
 * GET /my-trust-code/funnel.csv?from=YYYY-MM&to=YYYY-MM: the signed-in
 * payee's funnel per month and campaign (app/lib/account/funnel.ts), the
 * page's default months without `from`/`to`. Signed out, the page asks to
 * sign in; a month not written YYYY-MM is a 400.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await sessionOf(request);
  if (!session) throw redirect(pagePath("myTrustCode"), 303);
  const params = new URL(request.url).searchParams;
  const from = params.get("from");
  const to = params.get("to");
  if ((from !== null && !isMonth(from)) || (to !== null && !isMonth(to)))
    return new Response("from and to are months written YYYY-MM.\n", {
      status: 400,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
      },
    });
  const range = monthRange(from, to, new Date());
  const rows = funnelRows(await rawFunnel(session.holder.code), range);
  return new Response(funnelCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${BRAND.slug}-funnel-${session.holder.code}-${range.from}-${range.to}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
