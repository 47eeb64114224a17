import { data, Form, Link } from "react-router";
import { ConfirmButton } from "#app/components/admin/confirm-button.tsx";
import { IntentButton } from "#app/components/admin/intent-button.tsx";
import { Flash, StatusBadge } from "#app/components/admin/list-controls.tsx";
import { AdminTable, ListTable } from "#app/components/admin/list-table.tsx";
import { adminAction, adminListQuery } from "#app/lib/admin/index.server.ts";
import {
  adminMeta,
  confirmed,
  field,
  consoleTime,
} from "#app/lib/admin/index.ts";
import { count } from "#app/lib/platform/index.ts";
import { FAILURE_REASONS, FAILURE_REASON_NAMES } from "#app/lib/money/index.ts";
import { lineState } from "#app/lib/money/index.ts";
import {
  lineChannels,
  paidTwice,
  paypalFromEnv,
  runBatches,
  sendRunFromConsole,
  fileableCount,
  sendableCount,
  type BatchSummary,
  type ChannelRow,
  type PaidTwice,
} from "#app/lib/money/index.server.ts";
import type { ListQuery } from "#app/lib/db/index.ts";
import {
  markLineFailed,
  markLinePaid,
  markOpenLinesPaid,
} from "#app/lib/money/index.server.ts";
import { MAX_OPERATOR_REASON_LENGTH } from "#app/lib/policies.ts";
import {
  approvePayoutRun,
  awaitsSecondApproval,
  getRun,
  listRunCarryForwards,
  type CarryForward,
  type PayoutLine,
  listRunLines,
  openLinesByMethod,
  runLines,
  secondApprovalCents,
} from "#app/lib/money/index.server.ts";
import { paypalParts } from "#app/lib/money/index.server.ts";
import { centsToDecimal, isMonth } from "#app/lib/money/index.ts";
import {
  CARRY_REASONS,
  type CarryReason,
  type PayoutMethod,
} from "#app/lib/money/index.ts";
import type { Route } from "./+types/payout-run";

export const meta: Route.MetaFunction = ({ params }) =>
  adminMeta(`Payout run ${params.month}`);

const LINE_STATUSES = ["open", "paid", "failed"] as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  const query = await adminListQuery(request, LINE_STATUSES);
  const run = isMonth(params.month) ? await getRun(params.month) : null;
  if (!run) throw data("No such payout run.", { status: 404 });
  const url = new URL(request.url);
  const show = url.searchParams.get("show") === "carried" ? "carried" : "lines";
  const [list, lines, open, batches, sendable, fileable, twice] =
    await Promise.all([
      show === "lines"
        ? listRunLines(run.month, query)
        : listRunCarryForwards(run.month, query),
      runLines(run.month),
      openLinesByMethod(run.month),
      runBatches(run.month),
      sendableCount(run.month),
      fileableCount(run.month),
      paidTwice(run.month),
    ]);
  const shown =
    show === "lines" ? (list.rows as PayoutLine[]).map((l) => l.id) : [];
  return {
    run,
    show,
    list,
    channels: await lineChannels(shown),
    totalCents: lines.reduce((sum, l) => sum + l.amount_cents, 0),
    lineCount: lines.length,
    secondApprovalCents: secondApprovalCents(),
    awaitingSecond: awaitsSecondApproval(run),
    paypalRows: fileable,
    paypalFiles: fileable ? paypalParts(fileable) : 0,
    cheques: lines.filter((l) => l.method === "cheque").length,
    open,
    paypalApi: paypalFromEnv() !== null,
    batches,
    sendable,
    paidTwice: twice,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { admin, form } = await adminAction(request);
  const intent = field(form, "intent");
  const id = field(form, "id");
  const host = new URL(request.url).host;
  const result =
    intent === "approve"
      ? confirmed(form)
        ? await approvePayoutRun(params.month, admin)
        : { ok: false, message: "Tick the confirmation to approve the run." }
      : intent === "send-paypal"
        ? await sendRunFromConsole(params.month, admin, host)
        : intent === "paid-all" && isPayoutMethod(id)
          ? await markOpenLinesPaid(params.month, id, admin, host)
          : intent === "paid" && id.startsWith(`PO-${params.month}-`)
            ? await markLinePaid(id, admin, host)
            : intent === "failed" && id.startsWith(`PO-${params.month}-`)
              ? await markLineFailed(id, failedReason(form), admin, host)
              : { ok: false, message: "Unknown action." };
  return data(result, { status: result.ok ? 200 : 400 });
}

const usd = (cents: number) => `USD ${centsToDecimal(cents)}`;

/** A line failed by hand: a reason from PayPal's list (or "other"), and the operator's note. */
function failedReason(form: FormData): string {
  const name = field(form, "reason_code");
  const note = field(form, "reason");
  const known = (FAILURE_REASON_NAMES as string[]).includes(name);
  return known ? [name, note].filter(Boolean).join(": ") : note;
}

/** Where a line is (docs/payouts.md "Line states"); before approval, prepared. */
function shownState(
  line: PayoutLine,
  channel: ChannelRow | undefined,
  approved: boolean,
): string {
  if (!approved && line.status === "open") return "prepared";
  return lineState(line.status, channel?.item_state ?? null);
}

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
  const {
    run,
    show,
    list,
    channels,
    totalCents,
    lineCount,
    awaitingSecond,
    paypalRows,
    paypalFiles,
    cheques,
    open,
    paypalApi,
    batches,
    sendable,
  } = loaderData;
  const approved = run.status === "approved";
  const base = `/admin/payouts/${run.month}`;
  const twoPeople = totalCents >= loaderData.secondApprovalCents;
  const unsent = batches.filter((b) => b.status !== "sent");
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
          <StatusBadge
            status={awaitingSecond ? "awaiting second approval" : run.status}
          />
        </dd>
        <dt>Total</dt>
        <dd>
          {usd(totalCents)} in {count(lineCount, "line")}
          {twoPeople &&
            `; at or above ${usd(loaderData.secondApprovalCents)}, so two operators approve it`}
        </dd>
        <dt>Prepared</dt>
        <dd>
          {consoleTime(run.prepared_at)} by {run.prepared_by}; individual
          minimum {usd(run.minimum_cents)}
        </dd>
        {run.first_approved_by && (
          <>
            <dt>First approval</dt>
            <dd>
              {consoleTime(run.first_approved_at)} by {run.first_approved_by}
            </dd>
          </>
        )}
        {approved && (
          <>
            <dt>Approved</dt>
            <dd>
              {consoleTime(run.approved_at)} by {run.approved_by}
            </dd>
          </>
        )}
      </dl>
      <PaidTwiceList cases={loaderData.paidTwice} />
      {approved ? (
        <>
          <h2>PayPal</h2>
          {paypalApi ? (
            <>
              <p className="admin-note">
                Send through PayPal: the open PayPal lines that are in no
                downloaded file go to PayPal&apos;s Payouts API in batches of at
                most 15,000; PayPal settles each line (paid, failed, unclaimed,
                held) and a line that failed returns its money to the balance.
                Sending again never pays twice. A line goes one way only: by API
                or by file.
              </p>
              {(sendable > 0 || unsent.length > 0) && (
                <IntentButton
                  intent="send-paypal"
                  id={run.month}
                  label={
                    sendable > 0
                      ? `Send through PayPal (${count(sendable, "line")})`
                      : `Send again (${count(unsent.length, "batch", "batches")})`
                  }
                />
              )}
              <BatchList batches={batches} />
            </>
          ) : (
            <p className="admin-note">
              PayPal&apos;s Payouts API is not configured: upload the file below
              at PayPal, then mark the lines.
            </p>
          )}
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
            {paypalRows === 0 && <li>No open PayPal line left for a file.</li>}
            <li>
              <a href={`${base}/cheques.csv`} download>
                Cheque register ({count(cheques, "cheque")})
              </a>
            </li>
          </ul>
          {paypalApi && paypalFiles > 0 && (
            <p className="admin-note">
              Downloading the PayPal file takes its open lines out of sending
              through the API, and leaves out lines already sent.
            </p>
          )}
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
                  label={`Mark all ${count(o.open, `open ${o.method} line`)} paid`}
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
            {twoPeople &&
              " This run needs two operators: the second approval cannot come from the operator who prepared or first approved it."}
          </p>
          <ConfirmButton
            intent="approve"
            id={run.month}
            label={awaitingSecond ? "Give the second approval" : "Approve run"}
            confirm={`I checked the run: ${count(lineCount, "line")}, ${usd(totalCents)}`}
          />
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
          channels={channels}
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

/**
 * Lines PayPal paid after they failed, when a later run had already paid
 * their returned money: the payee has it twice and nothing was debited
 * again (docs/ledger.md "Payouts"). The runbook says what to do.
 */
function PaidTwiceList({ cases }: { cases: PaidTwice[] }) {
  if (cases.length === 0) return null;
  return (
    <>
      <h2>Paid twice</h2>
      <p className="admin-note">
        PayPal paid these lines after they had failed, and a later run had
        already paid their returned money: each payee has the amount twice.
        Nothing was taken off their balance again. Recover it with an adjustment
        on the payee&apos;s page or agree a refund with them
        (docs/runbook-payout-day.md, &quot;Paid twice&quot;).
      </p>
      <AdminTable
        label="Lines paid twice"
        columns={[
          "Line",
          "Payee",
          "Amount (USD)",
          "Paid again by",
          "PayPal paid it",
        ]}
        numeric={["Amount (USD)"]}
      >
        {cases.map((c) => (
          <tr key={c.line_id}>
            <th scope="row">{c.line_id}</th>
            <td>
              <Link to={`/admin/payees/${c.payee_kind}/${c.payee_id}`}>
                {c.payee_name}
              </Link>
            </td>
            <td className="num">{centsToDecimal(c.amount_cents)}</td>
            <td>
              <Link to={`/admin/payouts/${c.repaid_by_line.slice(3, 10)}`}>
                {c.repaid_by_line}
              </Link>
            </td>
            <td>{consoleTime(c.event_at)}</td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

function BatchList({ batches }: { batches: BatchSummary[] }) {
  if (batches.length === 0)
    return <p className="admin-note">Nothing sent through PayPal yet.</p>;
  return (
    <AdminTable
      label="PayPal batches"
      columns={["Batch", "State", "Lines", "Total (USD)", "Lines by state"]}
      numeric={["Lines", "Total (USD)"]}
    >
      {batches.map((b) => (
        <tr key={b.sender_batch_id}>
          <th scope="row">
            {b.sender_batch_id}
            {b.payout_batch_id && (
              <p className="admin-note">PayPal {b.payout_batch_id}</p>
            )}
          </th>
          <td>
            <StatusBadge status={b.status} />
            {b.batch_status && (
              <p className="admin-note">PayPal: {b.batch_status}</p>
            )}
            {b.last_error && <p className="admin-note">{b.last_error}</p>}
          </td>
          <td className="num">{b.lines}</td>
          <td className="num">{centsToDecimal(b.total_cents)}</td>
          <td>
            {[
              ["sent", b.sent],
              ["paid", b.paid],
              ["failed", b.failed],
              ["unclaimed", b.unclaimed],
              ["held", b.held],
            ]
              .filter(([, n]) => Number(n) > 0)
              .map(([state, n]) => `${n} ${state}`)
              .join(", ") || "—"}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

function LineList({
  approved,
  lines,
  channels,
  query,
  total,
}: {
  approved: boolean;
  lines: PayoutLine[];
  channels: ChannelRow[];
  query: ListQuery;
  total: number;
}) {
  const byLine = new Map(channels.map((c) => [c.line_id, c]));
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
          "State",
          "Actions",
        ]}
        numeric={["Amount"]}
        page={{ rows: lines, query, total }}
        renderRow={(l) => {
          const channel = byLine.get(l.id);
          return (
            <tr key={l.id}>
              <th scope="row">{l.id}</th>
              <td>
                <Link to={`/admin/payees/${l.payee_kind}/${l.payee_id}`}>
                  {l.payee_name}
                </Link>
              </td>
              <td>{l.code}</td>
              <td>
                {l.method}
                {channel && (
                  <p className="admin-note">
                    {channel.channel === "api"
                      ? `by API, batch ${channel.sender_batch_id}`
                      : "by file"}
                  </p>
                )}
              </td>
              <td className="num">{usd(l.amount_cents)}</td>
              <td>
                <StatusBadge status={shownState(l, channel, approved)} />
                {l.failure_reason && (
                  <p className="admin-note">{l.failure_reason}</p>
                )}
                {channel?.error_message && (
                  <p className="admin-note">PayPal: {channel.error_message}</p>
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
                      Why
                      <span className="visually-hidden"> {l.id} failed</span>
                      <select name="reason_code" defaultValue="">
                        <option value="">Other (say below)</option>
                        {FAILURE_REASON_NAMES.map((name) => (
                          <option key={name} value={name}>
                            {FAILURE_REASONS[name]}
                          </option>
                        ))}
                      </select>
                    </label>
                    <label>
                      Note
                      <span className="visually-hidden"> on {l.id}</span>
                      <input
                        name="reason"
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
          );
        }}
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
        page={{ rows: carries, query, total }}
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
