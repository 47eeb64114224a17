import { data, Link } from "react-router";
import { count } from "#app/lib/platform/index.ts";
import { IntentButton } from "#app/components/admin/intent-button.tsx";
import { Flash, StatusBadge } from "#app/components/admin/list-controls.tsx";
import { adminAction, requireAdmin } from "#app/lib/admin/index.server.ts";
import { adminMeta, field, consoleTime } from "#app/lib/admin/index.ts";
import { getBillingEvent } from "#app/lib/money/index.server.ts";
import { replayBillingEvent } from "#app/lib/money/index.server.ts";
import type { Route } from "./+types/billing-event";

export const meta: Route.MetaFunction = () => adminMeta("Billing event");

const MASK = "•••";

/**
 * The body as stored, indented for reading, with the member's name and every
 * e-mail address masked: the console needs the ids and amounts, not the person
 * (the ledger keeps only a hash of the address).
 */
function readable(raw: string): string {
  let text = raw;
  try {
    const body = JSON.parse(raw) as { data?: { name?: unknown } };
    if (typeof body.data?.name === "string") body.data.name = MASK;
    text = JSON.stringify(body, null, 2);
  } catch {
    // Shown as stored.
  }
  return text.replace(/[^\s"@]+@[^\s"@]+/g, `${MASK}@${MASK}`);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const event = await getBillingEvent(params.eventId);
  if (!event) throw data("No such event.", { status: 404 });
  const { raw_body, ...rest } = event;
  return { event: rest, body: readable(raw_body) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { admin, form } = await adminAction(request);
  const result =
    field(form, "intent") === "replay"
      ? await replayBillingEvent(params.eventId, admin)
      : { ok: false, message: "Unknown action." };
  return data(result, { status: result.ok ? 200 : 400 });
}

export default function BillingEvent({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { event, body } = loaderData;
  return (
    <>
      <p>
        <Link to="/admin/billing">← Billing events</Link>
      </p>
      <h1 className="admin-id-heading">{event.event_id}</h1>
      <Flash result={actionData} />
      <dl className="admin-facts">
        <dt>Type</dt>
        <dd>
          {event.event_type} ({event.provider})
        </dd>
        <dt>Occurred</dt>
        <dd>{consoleTime(event.occurred_at, "second")}</dd>
        <dt>Received</dt>
        <dd>{consoleTime(event.received_at, "second")}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={event.status} /> after{" "}
          {count(event.attempts, "attempt")}
          {event.processed_at &&
            `, done ${consoleTime(event.processed_at, "second")}`}
        </dd>
        {event.next_attempt_at && (
          <>
            <dt>Next attempt</dt>
            <dd>{consoleTime(event.next_attempt_at, "second")}</dd>
          </>
        )}
        {event.last_error && (
          <>
            <dt>Last error</dt>
            <dd>{event.last_error}</dd>
          </>
        )}
      </dl>
      <p className="admin-note">
        Replay processes the stored body again from the start. The ledger only
        gains what it lacks, so replaying an applied event changes nothing. The
        replay is recorded in the audit log.
      </p>
      <IntentButton intent="replay" id={event.event_id} label="Replay" />
      <h2>Body</h2>
      <pre className="admin-mail">{body}</pre>
    </>
  );
}
