import { requireAdmin } from "~/lib/admin/guard.server";
import { exportPerson } from "~/lib/db/people";
import type { Route } from "./+types/people-export";

/** Resource route: everything held about one e-mail address, as a JSON download. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const email = new URL(request.url).searchParams.get("email") ?? "";
  const body = JSON.stringify(await exportPerson(email), null, 2);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="personal-data.json"',
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
