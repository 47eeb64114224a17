/**
 * Where the console's loaders and actions start, past the operator's guard
 * (requireAdmin): a list page reads its filters, an action its posted form.
 */
import { requireAdmin } from "#app/lib/admin/guard.server.ts";
import { postedForm } from "#app/lib/admin/http.ts";
import { parseListQuery } from "#app/lib/admin/lists.ts";
import type { Admin, ListQuery } from "#app/lib/db/index.ts";

/** A list page's ?status=&q=&page=, read against the statuses its list knows. */
export async function adminListQuery(
  request: Request,
  statuses: readonly string[],
): Promise<ListQuery> {
  await requireAdmin(request);
  return parseListQuery(new URL(request.url), statuses);
}

/** An action's operator and form (a body that is not a form is a 400). */
export async function adminAction(
  request: Request,
): Promise<{ admin: Admin; form: FormData }> {
  const admin = await requireAdmin(request);
  return { admin, form: await postedForm(request) };
}
