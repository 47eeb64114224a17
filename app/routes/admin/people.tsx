import { data, Form } from "react-router";
import { Flash, StatusBadge } from "#app/components/admin/list-controls.tsx";
import { adminAction, requireAdmin } from "#app/lib/admin/index.server.ts";
import { adminMeta, field } from "#app/lib/admin/index.ts";
import { erasePerson, findPeople } from "#app/lib/db/index.server.ts";
import type { Route } from "./+types/people";

export const meta: Route.MetaFunction = () => adminMeta("People");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const email = new URL(request.url).searchParams.get("email")?.trim() ?? "";
  return { email, matches: await findPeople(email) };
}

export async function action({ request }: Route.ActionArgs) {
  const { admin, form } = await adminAction(request);
  const kind = field(form, "kind");
  const result =
    field(form, "intent") === "erase" &&
    (kind === "issuer" || kind === "organisation")
      ? await erasePerson(kind, field(form, "id"), admin)
      : { ok: false, message: "Unknown action." };
  return data(result, { status: result.ok ? 200 : 400 });
}

export default function People({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { email, matches } = loaderData;
  return (
    <>
      <h1>People</h1>
      <p className="admin-lead">
        Requests about personal data: find a person by their exact e-mail
        address, download everything held about them, or erase them. Erasure
        keeps their code, terminated, so cohort counts stay; it is written to
        the audit log.
      </p>
      <Flash result={actionData} />
      <Form method="get" className="admin-filters">
        <label>
          E-mail address{" "}
          <input type="email" name="email" defaultValue={email} required />
        </label>
        <button type="submit" className="button">
          Find
        </button>
      </Form>
      {email && (
        <>
          <p>
            {matches.length} match{matches.length === 1 ? "" : "es"}.{" "}
            <a
              href={`/admin/people/export?email=${encodeURIComponent(email)}`}
              download
            >
              Download everything held (JSON)
            </a>
          </p>
          <ul className="admin-people">
            {matches.map((m) => (
              <li key={`${m.kind}:${m.id}`}>
                <strong>{m.name}</strong> ({m.kind}) {m.email}{" "}
                <StatusBadge status={m.status} />{" "}
                {m.verified_at ? "verified" : "unverified"}
                {m.code && <> · code {m.code}</>}
                <Form method="post">
                  <input type="hidden" name="kind" value={m.kind} />
                  <input type="hidden" name="id" value={m.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="erase"
                    className="button danger"
                  >
                    Erase this person
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
