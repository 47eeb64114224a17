/**
 * The PayPal Payouts rail (docs/paypal-payouts.md): sending an approved run's
 * open PayPal lines as batches, settling lines from PayPal's item webhooks and
 * reading back batches PayPal has not finished after 24 hours. The console,
 * the webhook endpoint and the cron call these; SQL is in store.server.ts,
 * HTTP in client.ts.
 */
import {
  commit,
  type Statement,
  auditStatement,
  type SystemActor,
  type NoticeMessage,
} from "#app/lib/db/index.server.ts";
import type { Admin } from "#app/lib/db/index.ts";
import {
  batchParts,
  isFinal,
  payoutRequest,
  transactionOutcome,
  webhookOutcome,
  type ItemOutcome,
} from "#app/lib/money/paypal/batches.ts";
import type {
  CreateResult,
  PaypalClient,
} from "#app/lib/money/paypal/client.ts";
import { itemWebhook } from "#app/lib/money/paypal/shapes.ts";
import {
  batchAcceptedStatements,
  batchFailedStatement,
  batchItemLines,
  batchLineStates,
  batchesToReadBack,
  claimBatches,
  failedStatements,
  getBatch,
  lastPart,
  lineForOutcome,
  laterFinalStatement,
  lineInState,
  markReadBack,
  markWebhookOutcome,
  openBatchLines,
  paidAfterFailureStatements,
  paidStatements,
  passingStateStatement,
  repaidBy,
  unassignedPaypalLines,
  unprocessedWebhookEvents,
  unsentBatches,
} from "#app/lib/money/store/paypal.server.ts";

/** PayPal's own steps in the audit log. */
/** The webhook stores a verified event once, by its id, before processing it. */
export { storeWebhookEvent } from "#app/lib/money/store/paypal.server.ts";

export const PAYPAL_ACTOR: SystemActor = { actor: "paypal", via: "system" };

/** A line PayPal reports without an error name fails for this general reason. */
export const GENERAL_FAILURE = "PAYOUT_FAILED";
/** A batch PayPal denied as a whole. */
export const BATCH_DENIED = "BATCH_DENIED";

/** How long PayPal has before the cron reads a batch back, and how often after that. */
export const READ_BACK_AFTER_MS = 24 * 60 * 60 * 1000;
/** A notification whose processing stopped is finished by the cron after this. */
const WEBHOOK_SWEEP_GRACE_MS = 60 * 1000;

/**
 * The payee's e-mail about a line PayPal settled: `write` words it in the
 * payee's language, `statement` queues it in the outbox inside the same D1
 * batch as the settlement (app/lib/money/flows/paypal-console.server.ts
 * gives both; the bench gives none).
 */
export interface ItemNoticeEmail {
  write(
    payee: { locale: string | null },
    outcome: "paid" | "failed",
    notice: {
      amountCents: number;
      reference: string;
      reasonName: string | null;
    },
  ): Promise<{ subject: string; body: string }>;
  statement(
    message: NoticeMessage,
    guard: { sql: string; binds: unknown[] },
  ): Statement;
}

export interface SendResult {
  ok: boolean;
  message: string;
}

/**
 * "Send through PayPal": new batches for the run's open PayPal lines that no
 * file or batch carries (at most 15,000 a part), then every batch PayPal has
 * not accepted yet is sent (again) with its own id. A 201 stores the batch id
 * and the lines are sent; a 4xx keeps its message and the lines approved; a
 * network error or 5xx is retried with the same id by the client, and left
 * for "send again" after that. PayPal makes one batch per id, ever.
 */
export async function sendRunThroughPaypal(
  month: string,
  actor: Admin | SystemActor,
  client: PaypalClient,
  options: {
    note: string;
    subject: string;
    compose: ItemNoticeEmail | null;
    now?: Date;
  },
): Promise<SendResult> {
  const now = (options.now ?? new Date()).toISOString();
  const actorName = `${actor.actor} (${actor.via})`;
  const fresh = await unassignedPaypalLines(month);
  if (fresh.length)
    await claimBatches(
      month,
      (await lastPart(month)) + 1,
      batchParts(fresh),
      actorName,
      now,
    );
  const batches = await unsentBatches(month);
  if (batches.length === 0)
    return {
      ok: false,
      message:
        "Nothing to send: every open PayPal line is in a file or already with PayPal.",
    };
  const outcomes: string[] = [];
  let ok = true;
  for (const batch of batches) {
    const lines = await batchItemLines(batch.sender_batch_id);
    if (lines.length === 0) {
      // Every line of this part was settled by hand meanwhile: nothing to pay.
      await commit([
        batchFailedStatement(
          batch.sender_batch_id,
          "rejected",
          "No open line left in this batch.",
        ),
      ]);
      continue;
    }
    const body = payoutRequest(
      batch.sender_batch_id,
      lines,
      options.note,
      options.subject,
    );
    const result = await client.createBatch(batch.sender_batch_id, body);
    const done = await recordCreate(batch.sender_batch_id, result, actor, now);
    if (result.kind === "duplicate" && result.payoutBatchId)
      await readBackBatch(
        batch.sender_batch_id,
        client,
        options.compose,
        new Date(now),
      );
    outcomes.push(`${batch.sender_batch_id}: ${done}`);
    if (result.kind === "rejected" || result.kind === "unavailable") ok = false;
  }
  return { ok, message: outcomes.join(" · ") };
}

async function recordCreate(
  id: string,
  result: CreateResult,
  actor: Admin | SystemActor,
  now: string,
): Promise<string> {
  // The batch marked failed (back to sending, or rejected) with its audit row,
  // in one commit.
  const failBatch = (status: "sending" | "rejected", message: string) =>
    commit([
      batchFailedStatement(id, status, message),
      auditStatement(
        actor,
        "payout.paypal-send",
        `paypal-batch:${id}`,
        message,
        now,
      ),
    ]);
  switch (result.kind) {
    case "created":
    case "duplicate": {
      if (result.kind === "duplicate" && !result.payoutBatchId) {
        await failBatch("sending", result.message);
        return `PayPal says this batch id was used, without naming the batch; send again to ask once more (${result.message})`;
      }
      const payoutBatchId = result.payoutBatchId!;
      const batchStatus =
        result.kind === "created" ? result.batchStatus : "PENDING";
      await commit([
        ...batchAcceptedStatements(id, payoutBatchId, batchStatus, now),
        auditStatement(
          actor,
          "payout.paypal-send",
          `paypal-batch:${id}`,
          `${result.kind}: ${payoutBatchId}`,
          now,
        ),
      ]);
      return result.kind === "created"
        ? `sent, PayPal batch ${payoutBatchId}`
        : `already with PayPal as batch ${payoutBatchId}; read back`;
    }
    case "rejected":
      await failBatch("rejected", result.message);
      return `refused: ${result.message}. The lines stay approved; fix the cause, then send again`;
    case "unavailable":
      await failBatch("sending", result.message);
      return `not answered: ${result.message}. Send again: the same batch id cannot pay twice`;
  }
}

export interface ItemReport {
  outcome: ItemOutcome;
  /** When PayPal says it happened (the event's create_time, or the read-back time). */
  at: string;
  errorName: string | null;
  errorMessage: string | null;
  paypalItemId: string | null;
}

/**
 * Applies what PayPal says of one line. A final state replaces a passing
 * one; of two final ones the later by create_time wins: a failure after a
 * payment (RETURNED, REFUNDED) fails the line and returns its money, a
 * payment after a failure pays it and takes the money back off the balance
 * (paidAfterFailure). Repeats and older events change nothing. Returns what
 * happened.
 */
export async function applyItemReport(
  lineId: string,
  report: ItemReport,
  compose: ItemNoticeEmail | null,
  now: Date,
): Promise<string> {
  const line = await lineForOutcome(lineId);
  if (!line) return "unknown-line";
  const nowIso = now.toISOString();
  const { outcome } = report;
  if (!isFinal(outcome)) {
    if (line.status !== "open" || line.item_state === outcome)
      return "unchanged";
    await commit([
      passingStateStatement(lineId, outcome, report.paypalItemId, nowIso),
      auditStatement(
        PAYPAL_ACTOR,
        `payout.${outcome}`,
        `payout-line:${lineId}`,
        null,
        nowIso,
        lineInState(lineId, ["open"]),
      ),
    ]);
    return outcome;
  }
  // Of two final events the later by PayPal's create_time wins; a line
  // failed by hand counts from when it was marked (one paid by hand, or
  // through the file, fails on any failure PayPal reports, as before).
  const last =
    line.status === "failed"
      ? (line.final_at ?? line.settled_at)
      : line.status === "paid"
        ? line.final_at
        : null;
  if (last && report.at <= last) return "unchanged";
  if (line.status === outcome) {
    // The same verdict again, later: only its time is kept, so an older
    // event of the other kind delivered after it changes nothing.
    await commit([laterFinalStatement(lineId, outcome, report.at, nowIso)]);
    return "unchanged";
  }
  if (line.status === "failed")
    return paidAfterFailure(line, report, compose, nowIso);
  const from = line.status === "paid" ? ["paid"] : ["open"];
  const guard = lineInState(lineId, from);
  const reasonName =
    outcome === "failed" ? report.errorName || GENERAL_FAILURE : null;
  const mail = await outcomeMail(
    compose,
    line,
    outcome,
    reasonName,
    guard,
    nowIso,
  );
  await commit([
    auditStatement(
      PAYPAL_ACTOR,
      outcome === "paid" ? "payout.paid" : "payout.failed",
      `payout-line:${lineId}`,
      outcome === "failed"
        ? [reasonName, report.errorMessage].filter(Boolean).join(": ")
        : null,
      nowIso,
      guard,
    ),
    ...mail,
    ...(outcome === "paid"
      ? paidStatements(lineId, report.at, report.paypalItemId, nowIso)
      : failedStatements(
          lineId,
          report.at,
          reasonName!,
          report.errorMessage,
          report.paypalItemId,
          nowIso,
        )),
  ]);
  return outcome;
}

/**
 * The payee's e-mail that their line was paid or failed, queued only if
 * `guard` still holds when the batch runs; none without a composer (the
 * bench) or an address.
 */
async function outcomeMail(
  compose: ItemNoticeEmail | null,
  line: NonNullable<Awaited<ReturnType<typeof lineForOutcome>>>,
  outcome: "paid" | "failed",
  reasonName: string | null,
  guard: { sql: string; binds: unknown[] },
  nowIso: string,
): Promise<Statement[]> {
  if (!compose || !line.email) return [];
  const email = await compose.write({ locale: line.locale }, outcome, {
    amountCents: line.amount_cents,
    reference: line.id,
    reasonName,
  });
  return [
    compose.statement(
      {
        recipient: line.email,
        subject: email.subject,
        body: email.body,
        now: nowIso,
        kind: outcome === "paid" ? "payout-sent" : "payout-failed",
      },
      guard,
    ),
  ];
}

/**
 * PayPal paid a line after it had failed (its SUCCEEDED is later than the
 * failure): the line is paid and its returned money leaves the balance
 * again, unless a later run already paid that money; then nothing is
 * debited twice and the case waits for the operator on the run's page
 * (docs/ledger.md "Payouts", docs/runbook-payout-day.md).
 */
async function paidAfterFailure(
  line: NonNullable<Awaited<ReturnType<typeof lineForOutcome>>>,
  report: ItemReport,
  compose: ItemNoticeEmail | null,
  nowIso: string,
): Promise<string> {
  const guard = lineInState(line.id, ["failed"]);
  const again = await repaidBy(line.id);
  const mail = await outcomeMail(compose, line, "paid", null, guard, nowIso);
  await commit([
    auditStatement(
      PAYPAL_ACTOR,
      again ? "payout.paid-twice" : "payout.paid-after-failure",
      `payout-line:${line.id}`,
      again
        ? `PayPal paid it after it failed; its returned money was already paid by ${again}: nothing debited, for the operator`
        : "PayPal paid it after it failed; its returned money leaves the balance again",
      nowIso,
      guard,
    ),
    ...mail,
    ...paidAfterFailureStatements(
      line.id,
      report.at,
      report.paypalItemId,
      nowIso,
    ),
  ]);
  return again ? "paid-twice" : "paid";
}

/** Processes one stored notification (its raw body); returns and records the outcome. */
export async function processWebhookEvent(
  id: string,
  raw: string,
  compose: ItemNoticeEmail | null,
  now: Date,
): Promise<string> {
  const parsed = itemWebhook.safeParse(JSON.parse(raw));
  let result = "ignored";
  if (parsed.success) {
    const event = parsed.data;
    const outcome = webhookOutcome(event.event_type);
    const lineId = event.resource.payout_item?.sender_item_id;
    if (outcome && lineId)
      result = await applyItemReport(
        lineId,
        {
          outcome,
          at: new Date(event.create_time).toISOString(),
          errorName: event.resource.errors?.name ?? null,
          errorMessage: event.resource.errors?.message ?? null,
          paypalItemId: event.resource.payout_item_id ?? null,
        },
        compose,
        now,
      );
  }
  await markWebhookOutcome(id, result, now.toISOString());
  return result;
}

/**
 * Reads one batch back (every page) and applies each item's
 * `transaction_status`; a DENIED batch fails all its open lines.
 */
export async function readBackBatch(
  senderBatch: string,
  client: PaypalClient,
  compose: ItemNoticeEmail | null,
  now: Date,
): Promise<Record<string, number>> {
  const batch = await getBatch(senderBatch);
  if (!batch?.payout_batch_id) return {};
  const { header, items } = await client.readBatch(batch.payout_batch_id);
  const at = now.toISOString();
  const counts: Record<string, number> = {};
  const count = (k: string) => (counts[k] = (counts[k] ?? 0) + 1);
  if (header.batch_status === "DENIED") {
    for (const lineId of await openBatchLines(senderBatch))
      count(
        await applyItemReport(
          lineId,
          {
            outcome: "failed",
            at,
            errorName: BATCH_DENIED,
            errorMessage: "PayPal denied the whole batch.",
            paypalItemId: null,
          },
          compose,
          now,
        ),
      );
  } else {
    // One read of the batch's lines, so only items whose state changes
    // cost a query each (a read-back of 15,000 pending items costs one).
    const known = await batchLineStates(senderBatch);
    for (const item of items) {
      const lineId = item.payout_item.sender_item_id;
      if (!lineId) continue;
      const outcome = transactionOutcome(item.transaction_status);
      const line = known.get(lineId);
      if (
        line &&
        (line.status === "failed" ||
          (line.status === "paid" && outcome === "paid") ||
          (!isFinal(outcome) &&
            (line.status !== "open" || line.item_state === outcome)))
      ) {
        count("unchanged");
        continue;
      }
      count(
        await applyItemReport(
          lineId,
          {
            outcome,
            at,
            errorName: item.errors?.name ?? null,
            errorMessage: item.errors?.message ?? null,
            paypalItemId: item.payout_item_id ?? null,
          },
          compose,
          now,
        ),
      );
    }
  }
  await markReadBack(senderBatch, header.batch_status, at);
  return counts;
}

/**
 * The cron's part (workers/scheduled.ts): batches with lines PayPal has not
 * settled 24 hours after sending are read back (each at most once a day),
 * and stored notifications whose processing stopped are finished.
 */
export async function paypalCronSweep(
  client: PaypalClient | null,
  compose: ItemNoticeEmail | null,
  now: Date,
): Promise<Record<string, number>> {
  const report: Record<string, number> = {};
  const add = (counts: Record<string, number>) => {
    for (const [k, v] of Object.entries(counts))
      report[k] = (report[k] ?? 0) + v;
  };
  for (const event of await unprocessedWebhookEvents(
    new Date(now.getTime() - WEBHOOK_SWEEP_GRACE_MS).toISOString(),
    200,
  ))
    add({
      [`webhook-${await processWebhookEvent(event.id, event.raw_body, compose, now)}`]: 1,
    });
  if (!client) return report;
  const due = await batchesToReadBack(
    new Date(now.getTime() - READ_BACK_AFTER_MS).toISOString(),
    new Date(now.getTime() - READ_BACK_AFTER_MS).toISOString(),
  );
  for (const batch of due) {
    try {
      add(await readBackBatch(batch.sender_batch_id, client, compose, now));
      add({ batchesReadBack: 1 });
    } catch (error) {
      console.error(`paypal read-back ${batch.sender_batch_id}`, error);
      add({ readBackErrors: 1 });
    }
  }
  return report;
}
