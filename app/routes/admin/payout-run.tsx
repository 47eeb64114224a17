import { data, Form, Link } from "react-router";
import { IntentButton } from "#app/components/admin/intent-button.tsx";
import { Flash, StatusBadge } from "#app/components/admin/list-controls.tsx";
import { ListTable } from "#app/components/admin/list-table.tsx";
import { requireAdmin } from "#app/lib/admin/guard.server.ts";
import { adminHeaders, adminMeta, field } from "#app/lib/admin/http.ts";
import { parseListQuery } from "#app/lib/admin/lists.ts";
import type { ListQuery } from "#app/lib/db/list-query.ts";
import {
  markLineFailed,
  markLinePaid,
  markOpenLinesPaid,
} from "#app/lib/money/index.ts";
import { MAX_OPERATOR_REASON_LENGTH } from "#app/lib/policies.ts";
import {
  approvePayoutRun,
  getRun,
  listRunCarryForwards,
  type CarryForward,
  type PayoutLine,
  listRunLines,
  openLinesByMethod,
  runLines,
} from "#app/lib/money/index.ts";
import { paypalParts } from "#app/lib/money/index.ts";
import { centsToDecimal, isMonth } from "#app/lib/money/rules/month.ts";
import {
  CARRY_REASONS,
  type CarryReason,
  type PayoutMethod,
} from "#app/lib/money/rules/qualify.ts";
import type { Route } from "./+types/payout-run";
import { consoleTime } from "#app/lib/admin/time.ts";

export const meta: Route.MetaFunction = ({ params }) =>
  adminMeta(`Payout run ${params.month}`);

export const headers = adminHeaders;

const LINE_STATUSES = ["open", "paid", "failed"] as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const run = isMonth(params.month) ? await getRun(params.month) : null;
  if (!run) throw data("No such payout run.", { status: 404 });
  const url = new URL(request.url);
  const show = url.searchParams.get("show") === "carried" ? "carried" : "lines";
  const query = parseListQuery(url, LINE_STATUSES);
  const [list, paypal, cheques, open] = await Promise.all([
    show === "lines"
      ? listRunLines(run.month, query)
      : listRunCarryForwards(run.month, query),
    runLines(run.month, "paypal"),
    runLines(run.month, "cheque"),
    openLinesByMethod(run.month),
  ]);
  return {
    run,
    show,
    list,
    paypalRows: paypal.length,
    paypalFiles: paypal.length ? paypalParts(paypal.length) : 0,
    cheques: cheques.length,
    open,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = field(form, "intent");
  const id = field(form, "id");
  const host = new URL(request.url).host;
  const result =
    intent === "approve"
      ? await approvePayoutRun(params.month, admin)
      : intent === "paid-all" && isPayoutMethod(id)
        ? await markOpenLinesPaid(params.month, id, admin, host)
        : intent === "paid" && id.startsWith(`PO-${params.month}-`)
          ? await markLinePaid(id, admin, host)
          : intent === "failed" && id.startsWith(`PO-${params.month}-`)
            ? await markLineFailed(id, field(form, "reason"), admin, host)
            : { ok: false, message: "Unknown action." };
  return data(result, { status: result.ok ? 200 : 400 });
}

const usd = (cents: number) => `USD ${centsToDecimal(cents)}`;

const isPayoutMethod = (m: string): m is PayoutMethod =>
  m === "paypal" || m === "cheque" || m === "manual";

function reasonText(keys: string): string {
  return keys
    .split(",")
    .map((k) => CARRY_REASONS[k as CarryReason] ?? k)
    .join("; ");
}

export default function PayoutRun({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { run, show, list, paypalRows, paypalFiles, cheques, open } =
    loaderData;
  const approved = run.status === "approved";
  const base = `/admin/payouts/${run.month}`;
  return (
    <>
      <p>
        <Link to="/admin/payouts">← Payout runs</Link>
      </p>
      <h1>Payout run {run.month}</h1>
      <Flash result={actionData} />
      <dl className="admin-facts">
        <dt>Status</dt>
        <dd>
          <StatusBadge status={run.status} />
        </dd>
        <dt>Prepared</dt>
        <dd>
          {consoleTime(run.prepared_at)} by {run.prepared_by}; individual
          minimum {usd(run.minimum_cents)}
        </dd>
        {approved && (
          <>
            <dt>Approved</dt>
            <dd>
              {consoleTime(run.approved_at)} by {run.approved_by}
            </dd>
          </>
        )}
      </dl>
      {approved ? (
        <>
          <h2>Files</h2>
          <ul>
            {Array.from({ length: paypalFiles }, (_, i) => (
              <li key={i}>
                <a
                  href={`${base}/paypal.csv${i ? `?part=${i + 1}` : ""}`}
                  download
                >
                  PayPal mass-payment file, part {i + 1} of {paypalFiles}
                </a>
              </li>
            ))}
            {paypalRows === 0 && <li>No PayPal lines.</li>}
            <li>
              <a href={`${base}/cheques.csv`} download>
                Cheque register ({cheques} cheque(s))
              </a>
            </li>
          </ul>
          {open.length > 0 && (
            <>
              <h2>Settle in bulk</h2>
              <p className="admin-note">
                Once PayPal (or the bank) reports a whole batch done, mark its
                open lines paid at once, then mark the failures one by one.
              </p>
              {open.map((o) => (
                <IntentButton
                  key={o.method}
                  intent="paid-all"
                  id={o.method}
                  label={`Mark all ${o.open} open ${o.method} line(s) paid`}
                />
              ))}
            </>
          )}
        </>
      ) : (
        <>
          <p className="admin-note">
            Approving records a payout entry per line: the money leaves each
            payee&apos;s available balance. The files are ready after approval.
          </p>
          <IntentButton intent="approve" id={run.month} label="Approve run" />
        </>
      )}
      <nav aria-label="Run lists">
        <Link to={base} aria-current={show === "lines" ? "page" : undefined}>
          Lines
        </Link>{" "}
        ·{" "}
        <Link
          to={`${base}?show=carried`}
          aria-current={show === "carried" ? "page" : undefined}
        >
          Carried forward
        </Link>
      </nav>
      {show === "lines" ? (
        <LineList
          approved={approved}
          lines={list.rows as PayoutLine[]}
          query={list.query}
          total={list.total}
        />
      ) : (
        <CarryList
          carries={list.rows as CarryForward[]}
          query={list.query}
          total={list.total}
        />
      )}
    </>
  );
}

function LineList({
  approved,
  lines,
  query,
  total,
}: {
  approved: boolean;
  lines: PayoutLine[];
  query: ListQuery;
  total: number;
}) {
  return (
    <>
      <h2>Lines</h2>
      <Form method="get" className="admin-filter-form">
        <label>
          Status
          <select name="status" defaultValue={query.status ?? ""}>
            <option value="">All</option>
            {LINE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label>
          Search
          <input type="search" name="q" defaultValue={query.q} />
        </label>
        <button type="submit">Filter</button>
      </Form>
      <ListTable
        label="Payout lines"
        columns={[
          "Line",
          "Payee",
          "Code",
          "Method",
          "Amount",
          "Status",
          "Actions",
        ]}
        numeric={["Amount"]}
        rows={lines}
        query={query}
        total={total}
        renderRow={(l) => (
          <tr key={l.id}>
            <th scope="row">{l.id}</th>
            <td>
              <Link to={`/admin/payees/${l.payee_kind}/${l.payee_id}`}>
                {l.payee_name}
              </Link>
            </td>
            <td>{l.code}</td>
            <td>{l.method}</td>
            <td className="num">{usd(l.amount_cents)}</td>
            <td>
              <StatusBadge status={l.status} />
              {l.failure_reason && (
                <p className="admin-note">{l.failure_reason}</p>
              )}
            </td>
            <td className="admin-actions">
              {approved && l.status === "open" && (
                <IntentButton
                  intent="paid"
                  id={l.id}
                  label="Mark paid"
                  description={`Mark ${l.id} paid`}
                />
              )}
              {approved && l.status !== "failed" && (
                <Form method="post" className="admin-reject-form">
                  <input type="hidden" name="intent" value="failed" />
                  <input type="hidden" name="id" value={l.id} />
                  <label>
                    Reason
                    <span className="visually-hidden"> {l.id} failed</span>
                    <input
                      name="reason"
                      required
                      maxLength={MAX_OPERATOR_REASON_LENGTH}
                    />
                  </label>
                  <button
                    type="submit"
                    className="danger"
                    aria-label={`Mark ${l.id} failed`}
                  >
                    Mark failed
                  </button>
                </Form>
              )}
            </td>
          </tr>
        )}
      />
    </>
  );
}

function CarryList({
  carries,
  query,
  total,
}: {
  carries: CarryForward[];
  query: ListQuery;
  total: number;
}) {
  return (
    <>
      <h2>Carried forward</h2>
      <p className="admin-note">
        Not paid by this run; their money stays in the ledger for a later run.
      </p>
      <ListTable
        label="Carried forward"
        columns={["Payee", "Code", "Available", "Pending", "On hold", "Reason"]}
        numeric={["Available", "Pending", "On hold"]}
        rows={carries}
        query={query}
        total={total}
        pagerExtra={{ show: "carried" }}
        renderRow={(c) => (
          <tr key={`${c.payee_kind}/${c.payee_id}`}>
            <th scope="row">
              <Link to={`/admin/payees/${c.payee_kind}/${c.payee_id}`}>
                {c.payee_name ?? c.payee_id}
              </Link>
            </th>
            <td>{c.code}</td>
            <td className="num">{usd(c.available_cents)}</td>
            <td className="num">{usd(c.pending_cents)}</td>
            <td className="num">{usd(c.on_hold_cents)}</td>
            <td>{reasonText(c.reasons)}</td>
          </tr>
        )}
      />
    </>
  );
}
