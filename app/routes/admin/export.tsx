import { requireAdmin, exportCsv } from "#app/lib/admin/index.server.ts";
import { auditExport } from "#app/lib/db/index.server.ts";
import type { Route } from "./+types/export";

/** Resource route: /admin/export/<list>?status=&q= answers text/csv. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const response = await exportCsv(params.list, new URL(request.url));
  if (!response) throw new Response("No such list.", { status: 404 });
  // Lists hold names and addresses: every download is audited (not the search text).
  const status = new URL(request.url).searchParams.get("status");
  await auditExport(
    admin,
    "list.export",
    [`list:${params.list}`],
    status ? `status=${status.slice(0, 20)}` : null,
  );
  return response;
}
