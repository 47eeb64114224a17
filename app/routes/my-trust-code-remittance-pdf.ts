import { redirect } from "react-router";
import { BRAND } from "#app/lib/brand.ts";
import {
  sessionOf,
  remittanceStatement,
} from "#app/lib/use-cases/index.server.ts";
import { isLocale, DEFAULT_LOCALE } from "#app/lib/i18n/index.ts";
import { writeRemittancePdf } from "#app/lib/qr-kit/index.server.ts";
import type { Route } from "./+types/my-trust-code-remittance-pdf";
import { pagePath } from "#app/lib/pages/index.ts";

const PRIVATE = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
};

/**
 * GET /my-trust-code/remittance.pdf?month=YYYY-MM&lang=<locale>: the
 * signed-in organisation contact's monthly remittance statement as a PDF
 * (docs/my-trust-code.md "Remittance statement"), in the language asked for,
 * else the organisation's own (the one its request was made in). Signed out,
 * the page asks to sign in; an individual issuer gets 403.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await sessionOf(request);
  if (!session) throw redirect(pagePath("myTrustCode"), 303);
  const url = new URL(request.url);
  const asked = url.searchParams.get("lang");
  const own = session.holder.locale;
  const locale = isLocale(asked) ? asked : isLocale(own) ? own : DEFAULT_LOCALE;
  const answer = await remittanceStatement(
    session.holder,
    url.searchParams.get("month"),
    locale,
  );
  if (answer.kind === "individual")
    return new Response("Remittance statements are for organisations.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE },
    });
  if (answer.kind === "bad-month")
    return new Response("Not found.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE },
    });
  const pdf = await writeRemittancePdf(answer.sheet);
  return new Response(pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${BRAND.slug}-remittance-${session.holder.code}-${answer.month}.pdf"`,
      ...PRIVATE,
    },
  });
}
