import { data, Form, Link } from "react-router";
import { Flash, StatusBadge } from "#app/components/admin/list-controls.tsx";
import { requireAdmin } from "#app/lib/admin/index.server.ts";
import {
  adminMeta,
  field,
  postedForm,
  consoleTime,
} from "#app/lib/admin/index.ts";
import {
  adjustBalance,
  endHold,
  holdGroups,
  isPayeeKind,
  payeeFacts,
  type HoldGroup,
} from "#app/lib/money/index.server.ts";
import {
  payeeBalances,
  payeeEntries,
  type PayeeRef,
} from "#app/lib/money/index.server.ts";
import { isReleasable } from "#app/lib/money/index.ts";
import { centsToDecimal, decimalToCents } from "#app/lib/money/index.ts";
import { MAX_OPERATOR_REASON_LENGTH } from "#app/lib/policies.ts";
import type { Route } from "./+types/payee";
import { AdminTable } from "#app/components/admin/list-table.tsx";

export const meta: Route.MetaFunction = ({ params }) =>
  adminMeta(`Payee ${params.id}`);

function payeeOf(params: { kind: string; id: string }): PayeeRef {
  if (!isPayeeKind(params.kind)) throw data("No such payee.", { status: 404 });
  return { kind: params.kind, id: params.id };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const payee = payeeOf(params);
  const [facts, balances, entries, holds] = await Promise.all([
    payeeFacts(payee),
    payeeBalances(payee, new Date()),
    payeeEntries(payee),
    holdGroups(payee),
  ]);
  if (!facts && entries.length === 0)
    throw data("No such payee.", { status: 404 });
  return { payee, facts, balances, entries, holds };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const payee = payeeOf(params);
  const form = await postedForm(request);
  const intent = field(form, "intent");
  const reason = field(form, "reason");
  let result;
  if (intent === "adjust") {
    const cents = decimalToCents(field(form, "amount"));
    result =
      cents === null
        ? {
            ok: false,
            message:
              "Enter the amount in USD with at most two decimals, e.g. -12.50.",
          }
        : await adjustBalance(payee, cents, reason, admin);
  } else if (intent === "release" || intent === "reverse") {
    const charge = field(form, "charge") || null;
    const expected = Number(field(form, "held"));
    result = await endHold(
      payee,
      charge,
      Number.isSafeInteger(expected) ? expected : 0,
      intent,
      reason,
      admin,
    );
  } else result = { ok: false, message: "Unknown action." };
  return data(result, { status: result.ok ? 200 : 400 });
}

const usd = (cents: number) => `USD ${centsToDecimal(cents)}`;

function ReasonField({ label }: { label: string }) {
  return (
    <label>
      Reason (required)
      <span className="visually-hidden"> for {label}</span>
      <input name="reason" required maxLength={MAX_OPERATOR_REASON_LENGTH} />
    </label>
  );
}

function HoldRow({ hold }: { hold: HoldGroup }) {
  const label = `hold on ${hold.charge_id ?? "no charge"}`;
  const foreign = hold.currency !== null && hold.currency !== "USD";
  const releasable = isReleasable(hold.reasons, hold.currency);
  return (
    <tr>
      <th scope="row">{hold.charge_id ?? "—"}</th>
      <td>
        {hold.reasons ?? "—"}
        {foreign && (
          <p className="admin-note">
            In {hold.currency} minor units, not USD: reverse it and record the
            USD equivalent as an adjustment (rate in the reason).
          </p>
        )}
        {!releasable && !foreign && (
          <p className="admin-note">
            Ends with the billing provider&apos;s verdict on the chargeback.
          </p>
        )}
      </td>
      <td className="num">
        {foreign
          ? `${hold.currency} ${centsToDecimal(hold.held_cents)}`
          : usd(hold.held_cents)}
      </td>
      <td className="admin-actions">
        {(releasable
          ? (["release", "reverse"] as const)
          : (["reverse"] as const)
        ).map((how) => (
          <Form method="post" className="admin-reject-form" key={how}>
            <input type="hidden" name="intent" value={how} />
            <input type="hidden" name="charge" value={hold.charge_id ?? ""} />
            <input type="hidden" name="held" value={hold.held_cents} />
            <ReasonField label={`${how} ${label}`} />
            <button
              type="submit"
              className={how === "reverse" ? "danger" : undefined}
              aria-label={`${how === "release" ? "Release" : "Reverse"} ${label}`}
            >
              {how === "release" ? "Release" : "Reverse"}
            </button>
          </Form>
        ))}
      </td>
    </tr>
  );
}

export default function Payee({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { payee, facts, balances, entries, holds } = loaderData;
  return (
    <>
      <p>
        <Link to="/admin/payouts">← Payouts</Link>
      </p>
      <h1>{facts?.name ?? `Payee ${payee.id}`}</h1>
      <Flash result={actionData} />
      <dl className="admin-facts">
        <dt>Kind</dt>
        <dd>{payee.kind}</dd>
        <dt>Id</dt>
        <dd>{payee.id}</dd>
        {facts ? (
          <>
            <dt>E-mail</dt>
            <dd>
              {facts.email} (
              {facts.verified_at ? "address verified" : "address not verified"}
              {payee.kind === "individual" &&
                (facts.details_confirmed_at
                  ? ", details confirmed"
                  : ", details not confirmed")}
              )
            </dd>
            <dt>Status</dt>
            <dd>
              <StatusBadge status={facts.status} />
            </dd>
            <dt>Code</dt>
            <dd>
              {facts.code ? (
                <Link to={`/admin/reports/${facts.code}`}>{facts.code}</Link>
              ) : (
                "—"
              )}{" "}
              {facts.code_status && <StatusBadge status={facts.code_status} />}
            </dd>
            {facts.payout_method && (
              <>
                <dt>Payout method</dt>
                <dd>{facts.payout_method}</dd>
              </>
            )}
          </>
        ) : (
          <>
            <dt>Person</dt>
            <dd>Erased or unknown: the ledger keeps the amounts only.</dd>
          </>
        )}
      </dl>
      <h2>Balances</h2>
      <dl className="admin-facts">
        <dt>Pending</dt>
        <dd>{usd(balances.pendingCents)}</dd>
        <dt>On hold</dt>
        <dd>{usd(balances.onHoldCents)}</dd>
        <dt>Available</dt>
        <dd>{usd(balances.availableCents)}</dd>
        <dt>Paid</dt>
        <dd>{usd(balances.paidCents)}</dd>
      </dl>
      <h2>Manual adjustment</h2>
      <Form method="post" className="admin-reject-form">
        <input type="hidden" name="intent" value="adjust" />
        <label>
          Amount (USD, signed)
          <input
            name="amount"
            required
            inputMode="decimal"
            pattern="[+\-]?\d{1,9}(\.\d{1,2})?"
            placeholder="-12.50"
          />
        </label>
        <ReasonField label="the adjustment" />
        <button type="submit">Record adjustment</button>
      </Form>
      <h2>Held money</h2>
      {holds.length === 0 ? (
        <p className="admin-empty">Nothing on hold.</p>
      ) : (
        <AdminTable
          label="Held money"
          columns={["Charge", "Held because", "Amount", "Actions"]}
          numeric={["Amount"]}
        >
          {holds.map((h) => (
            <HoldRow key={h.charge_id ?? "none"} hold={h} />
          ))}
        </AdminTable>
      )}
      <h2>Ledger</h2>
      <AdminTable
        label="Ledger entries"
        columns={[
          "#",
          "Date",
          "Type",
          "State",
          "Amount",
          "Available from",
          "Cause",
          "Reason",
        ]}
        numeric={["Amount"]}
      >
        {entries.map((e) => (
          <tr key={e.id}>
            <th scope="row">{e.id}</th>
            <td>{consoleTime(e.created_at, "day")}</td>
            <td>{e.type}</td>
            <td>
              {e.state}
              {e.hold_reason && ` (${e.hold_reason})`}
            </td>
            <td className="num">{usd(e.amount_cents)}</td>
            <td>{consoleTime(e.available_at, "day")}</td>
            <td>
              {e.cause_kind}: {e.cause_ref}
              {e.charge_id && (
                <p className="admin-note">charge {e.charge_id}</p>
              )}
            </td>
            <td>{e.reason ?? ""}</td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
