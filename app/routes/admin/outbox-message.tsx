import { env } from "cloudflare:workers";
import { data, Link } from "react-router";
import {
  isAccountMail,
  redactAccountMail,
  adminMeta,
  field,
  consoleTime,
} from "#app/lib/admin/index.ts";
import {
  auditStatement,
  getMessage,
  retryMessage,
} from "#app/lib/db/index.server.ts";
import { isProduction, count } from "#app/lib/platform/index.ts";
import { IntentButton } from "#app/components/admin/intent-button.tsx";
import { Flash, StatusBadge } from "#app/components/admin/list-controls.tsx";
import { linkInBody } from "#app/lib/email/outgoing.ts";
import { adminAction, requireAdmin } from "#app/lib/admin/index.server.ts";
import { qrDataUrl } from "#app/lib/trust-codes/index.ts";
import type { Route } from "./+types/outbox-message";

export const meta: Route.MetaFunction = () => adminMeta("E-mail");

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const found = await getMessage(params.id);
  if (!found) throw data("No such message.", { status: 404 });
  const production = isProduction(env);
  const message = redactAccountMail(found.message, production);
  // Every view of a message that signs someone in is audited.
  if (isAccountMail(message.kind))
    await auditStatement(
      admin,
      "outbox.view-account-mail",
      `email:${message.id}`,
      production ? "code and link redacted" : "shown (not production)",
      new Date().toISOString(),
    ).run();
  const link = message.trust_code
    ? linkInBody(message.body_text, message.trust_code)
    : null;
  return { ...found, message, link, qr: link ? qrDataUrl(link) : null };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { admin, form } = await adminAction(request);
  const result =
    field(form, "intent") === "retry"
      ? await retryMessage(params.id, admin)
      : { ok: false, message: "Unknown action." };
  return data(result, { status: result.ok ? 200 : 400 });
}

export default function OutboxMessage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { message, attempts, link, qr } = loaderData;
  return (
    <>
      <p>
        <Link to="/admin/outbox">← Outbox</Link>
      </p>
      <h1>{message.subject}</h1>
      <Flash result={actionData} />
      <dl className="admin-facts">
        <dt>To</dt>
        <dd>{message.recipient}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={message.status} /> after{" "}
          {count(message.attempts, "attempt")}
          {message.sent_at &&
            `, sent ${consoleTime(message.sent_at, "second")}`}
        </dd>
        {message.status === "pending" && (
          <>
            <dt>Next attempt</dt>
            <dd>
              {message.next_attempt_at
                ? consoleTime(message.next_attempt_at, "second")
                : "next cron run"}
            </dd>
          </>
        )}
        {message.last_error && (
          <>
            <dt>Last error</dt>
            <dd>{message.last_error}</dd>
          </>
        )}
      </dl>
      {message.status === "failed" && (
        <IntentButton intent="retry" id={message.id} label="Queue again" />
      )}
      <h2>Text</h2>
      <pre className="admin-mail">{message.body_text}</pre>
      {qr && link && (
        <figure className="admin-qr">
          <img src={qr} alt={`QR code for ${link}`} width={200} height={200} />
          <figcaption>Attached as an image: {link}</figcaption>
        </figure>
      )}
      <h2>Attempts</h2>
      {attempts.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">At</th>
              <th scope="col">Result</th>
              <th scope="col">Next attempt</th>
            </tr>
          </thead>
          <tbody>
            {attempts.map((a) => (
              <tr key={a.attempt + a.attempted_at}>
                <th scope="row">{a.attempt}</th>
                <td>{consoleTime(a.attempted_at, "second")}</td>
                <td>{a.ok ? "sent" : `failed: ${a.error ?? ""}`}</td>
                <td>{consoleTime(a.next_attempt_at, "second")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
