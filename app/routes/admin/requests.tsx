import { data, Form } from "react-router";
import { CodeActions } from "#app/components/admin/code-actions.tsx";
import { ConfirmButton } from "#app/components/admin/confirm-button.tsx";
import {
  CodeCell,
  FilterBar,
  Flash,
  StatusBadge,
} from "#app/components/admin/list-controls.tsx";
import { ListTable } from "#app/components/admin/list-table.tsx";
import {
  isTransition,
  transitionOrganisationCode,
  listRequests,
  rejectRequest,
} from "#app/lib/db/index.server.ts";
import { adminAction, adminListQuery } from "#app/lib/admin/index.server.ts";
import {
  adminMeta,
  confirmed,
  field,
  consoleTime,
} from "#app/lib/admin/index.ts";
import { approveRequest } from "#app/lib/use-cases/index.server.ts";
import { MAX_REASON_LENGTH, REQUEST_STATUSES } from "#app/lib/db/index.ts";
import { requestHost } from "#app/lib/platform/index.ts";
import type { Route } from "./+types/requests";

export const meta: Route.MetaFunction = () =>
  adminMeta("Organisation requests");

export async function loader({ request }: Route.LoaderArgs) {
  return listRequests(await adminListQuery(request, REQUEST_STATUSES));
}

export async function action({ request }: Route.ActionArgs) {
  const { admin, form } = await adminAction(request);
  const intent = field(form, "intent");
  const id = field(form, "id");
  const result =
    intent === "approve"
      ? confirmed(form)
        ? await approveRequest(id, admin, requestHost(request.url))
        : {
            ok: false,
            message: "Tick the confirmation to approve the request.",
          }
      : intent === "reject"
        ? await rejectRequest(id, field(form, "reason"), admin)
        : isTransition(intent)
          ? await transitionOrganisationCode(id, intent, admin)
          : { ok: false, message: "Unknown action." };
  return data(result, { status: result.ok ? 200 : 400 });
}

export default function Requests({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { query } = loaderData;
  return (
    <>
      <h1>Organisation requests</h1>
      <Flash result={actionData} />
      <FilterBar
        query={query}
        statuses={REQUEST_STATUSES}
        exportHref="/admin/export/requests"
      />
      <ListTable
        label="Organisation requests"
        columns={[
          "Organisation",
          "Contact",
          "Details",
          "Received",
          "Status",
          "Code",
          "Actions",
        ]}
        page={loaderData}
        renderRow={(r) => (
          <tr key={r.id}>
            <th scope="row">
              {r.organization_name}
              <br />
              <a href={r.website} rel="noreferrer noopener" target="_blank">
                {r.website}
              </a>
            </th>
            <td>
              {r.contact_name}
              <br />
              {r.email}
            </td>
            <td>
              {r.country} · {r.vertical} · {r.audience_size} · {r.timeframe}
            </td>
            <td className="nowrap">{consoleTime(r.created_at, "day")}</td>
            <td>
              <StatusBadge status={r.status} />
              {r.rejection_reason && (
                <p className="admin-note">Reason: {r.rejection_reason}</p>
              )}
              {r.reviewed_by && (
                <p className="admin-note">
                  by {r.reviewed_by}, {consoleTime(r.reviewed_at, "day")}
                </p>
              )}
            </td>
            <CodeCell code={r.trust_code} status={r.code_status} />
            <td className="admin-actions">
              {r.status === "pending" && (
                <>
                  <ConfirmButton
                    intent="approve"
                    id={r.id}
                    label="Approve"
                    confirm={`Issue ${r.organization_name} its code`}
                    description={`Approve ${r.organization_name}`}
                  />
                  <Form method="post" className="admin-reject-form">
                    <input type="hidden" name="intent" value="reject" />
                    <input type="hidden" name="id" value={r.id} />
                    <label>
                      Reason
                      <span className="visually-hidden">
                        {" "}
                        for rejecting {r.organization_name}
                      </span>
                      <input
                        name="reason"
                        required
                        maxLength={MAX_REASON_LENGTH}
                      />
                    </label>
                    <button
                      type="submit"
                      className="danger"
                      aria-label={`Reject ${r.organization_name}`}
                    >
                      Reject
                    </button>
                  </Form>
                </>
              )}
              {r.trust_code && (
                <CodeActions code={r.trust_code} status={r.code_status} />
              )}
            </td>
          </tr>
        )}
      />
    </>
  );
}
