import { requireAdmin } from "~/lib/admin/guard.server";
import { exportCsv } from "~/lib/admin/exports.server";
import type { Route } from "./+types/export";

/** Resource route: /admin/export/<list>?status=&q= answers text/csv. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const response = await exportCsv(params.list, new URL(request.url));
  if (!response) throw new Response("No such list.", { status: 404 });
  return response;
}
