import { requireAdmin } from "#app/lib/admin/index.server.ts";
import { auditExport, exportPerson } from "#app/lib/db/index.server.ts";
import type { Route } from "./+types/people-export";

/** Resource route: everything held about one e-mail address, as a JSON download. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const email = new URL(request.url).searchParams.get("email") ?? "";
  const data = await exportPerson(email);
  // Audited by row id, never by the address (the log outlives an erasure).
  const targets = data.people.map(
    (p) => `${p.kind}:${(p.record as { id?: string } | null)?.id ?? "gone"}`,
  );
  await auditExport(
    admin,
    "person.export",
    targets.length ? targets : ["person:none"],
    `${targets.length} match(es)`,
  );
  const body = JSON.stringify(data, null, 2);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="personal-data.json"',
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
