/**
 * A local PayPal that speaks the documented shapes of the Payouts API
 * (docs/paypal-payouts.md lists them): `POST /v1/oauth2/token`,
 * `POST /v1/payments/payouts` (one batch per `sender_batch_id`; a used id
 * answers 400 USER_BUSINESS_ERROR with a link to the original batch),
 * `GET /v1/payments/payouts/<id>` (page, page_size, total_pages) and
 * `POST /v1/notifications/verify-webhook-signature`. It also writes the item
 * webhooks PayPal would send, signed with transmission headers only it can
 * verify. Worker tests route fetch to it; the bench serves it over HTTP.
 * Web APIs only, so it runs in workerd and in Node alike.
 */

export const FAKE_PAYPAL_CLIENT = { id: "fake-client", secret: "fake-secret" };
export const FAKE_WEBHOOK_ID = "WH-FAKE-0001";

interface StoredItem {
  payout_item_id: string;
  transaction_status: string;
  payout_item: {
    recipient_type: string;
    receiver: string;
    amount: { value: string; currency: string };
    note?: string;
    sender_item_id: string;
  };
  errors?: { name: string; message: string };
}

interface StoredBatch {
  payout_batch_id: string;
  sender_batch_id: string;
  batch_status: string;
  time_created: string;
  items: StoredItem[];
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });

const randomId = (n = 13) => {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(n));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
};

const paypalError = (
  status: number,
  name: string,
  message: string,
  extra: Record<string, unknown> = {},
) =>
  json(status, {
    name,
    message,
    debug_id: randomId(12).toLowerCase(),
    information_link:
      "https://developer.paypal.com/docs/api/payments.payouts-batch/#errors",
    ...extra,
  });

export class FakePaypal {
  readonly base: string;
  readonly batches = new Map<string, StoredBatch>();
  readonly bySenderBatchId = new Map<string, string>();
  /** Every `POST /v1/payments/payouts` received, with its request id. */
  readonly createCalls: { requestId: string | null; items: number }[] = [];
  readonly verifyCalls: unknown[] = [];
  readonly tokens = new Set<string>();
  /** Signatures this fake issued, by transmission id: only these verify. */
  readonly #signed = new Map<string, { sig: string; body: string }>();
  /** Answers to give to the next create calls, before doing anything. */
  readonly #createFaults: ("network" | 500 | 503 | 422)[] = [];
  /** Answer 500 after storing the batch (PayPal made it, the answer was lost). */
  #loseNextAnswer = false;

  constructor(base = "https://paypal.test") {
    this.base = base.replace(/\/+$/, "");
  }

  /** The next create calls fail this way (network error, 5xx, or a 422 rejection). */
  failNextCreate(...faults: ("network" | 500 | 503 | 422)[]): void {
    this.#createFaults.push(...faults);
  }

  /** The next create makes its batch but the answer is lost (a 500 after the fact). */
  loseNextAnswer(): void {
    this.#loseNextAnswer = true;
  }

  /** Settles one item as PayPal would (`transaction_status`, optional errors). */
  settleItem(
    senderItemId: string,
    status: string,
    errors?: { name: string; message: string },
  ): StoredItem {
    for (const batch of this.batches.values())
      for (const item of batch.items)
        if (item.payout_item.sender_item_id === senderItemId) {
          item.transaction_status = status;
          if (errors) item.errors = errors;
          return item;
        }
    throw new Error(`no item ${senderItemId}`);
  }

  denyBatch(payoutBatchId: string): void {
    this.batches.get(payoutBatchId)!.batch_status = "DENIED";
  }

  /**
   * The notification PayPal would POST for an item event, with its
   * transmission headers. `forge` changes the body after signing.
   */
  webhook(
    senderItemId: string,
    eventType: string,
    options: {
      createTime?: string;
      errors?: { name: string; message: string };
      id?: string;
    } = {},
  ): { headers: Record<string, string>; body: string } {
    const item = [...this.batches.values()]
      .flatMap((b) => b.items.map((i) => ({ batch: b, item: i })))
      .find((x) => x.item.payout_item.sender_item_id === senderItemId);
    if (!item) throw new Error(`no item ${senderItemId}`);
    const status = eventType.replace("PAYMENT.PAYOUTS-ITEM.", "");
    const event = {
      id: options.id ?? `WH-${randomId(17)}`,
      event_version: "1.0",
      create_time: options.createTime ?? new Date().toISOString(),
      resource_type: "payouts_item",
      event_type: eventType,
      summary: `A payout item is ${status.toLowerCase()}`,
      resource: {
        payout_item_id: item.item.payout_item_id,
        transaction_id: randomId(17),
        transaction_status:
          status === "SUCCEEDED"
            ? "SUCCESS"
            : status === "HELD"
              ? "ONHOLD"
              : status,
        payout_batch_id: item.batch.payout_batch_id,
        sender_batch_id: item.batch.sender_batch_id,
        payout_item: item.item.payout_item,
        time_processed: new Date().toISOString(),
        ...(options.errors ? { errors: options.errors } : {}),
        links: [
          {
            href: `${this.base}/v1/payments/payouts-item/${item.item.payout_item_id}`,
            rel: "item",
            method: "GET",
          },
        ],
      },
      links: [],
    };
    const body = JSON.stringify(event);
    const transmissionId = crypto.randomUUID();
    const sig = btoa(randomId(48));
    this.#signed.set(transmissionId, { sig, body });
    return {
      body,
      headers: {
        "Content-Type": "application/json",
        "PAYPAL-TRANSMISSION-ID": transmissionId,
        "PAYPAL-TRANSMISSION-TIME": new Date().toISOString(),
        "PAYPAL-TRANSMISSION-SIG": sig,
        "PAYPAL-CERT-URL": `${this.base}/v1/notifications/certs/CERT-fake`,
        "PAYPAL-AUTH-ALGO": "SHA256withRSA",
      },
    };
  }

  /** Items PayPal holds for a run's lines, by sender_item_id. */
  item(senderItemId: string): StoredItem | undefined {
    for (const b of this.batches.values())
      for (const i of b.items)
        if (i.payout_item.sender_item_id === senderItemId) return i;
    return undefined;
  }

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname;
    if (request.method === "POST" && path === "/v1/oauth2/token") {
      const expected = `Basic ${btoa(`${FAKE_PAYPAL_CLIENT.id}:${FAKE_PAYPAL_CLIENT.secret}`)}`;
      const form = new URLSearchParams(
        new TextDecoder().decode(await request.arrayBuffer()),
      );
      if (request.headers.get("authorization") !== expected)
        return json(401, {
          error: "invalid_client",
          error_description: "Client Authentication failed",
        });
      if (form.get("grant_type") !== "client_credentials")
        return json(400, {
          error: "unsupported_grant_type",
          error_description: "Grant Type is NULL",
        });
      const token = `A21AA${randomId(40)}`;
      this.tokens.add(token);
      return json(200, {
        scope: "https://uri.paypal.com/services/payments/payouts",
        access_token: token,
        token_type: "Bearer",
        app_id: "APP-FAKE",
        expires_in: 32400,
        nonce: `${new Date().toISOString()}${randomId(8)}`,
      });
    }
    const auth = request.headers.get("authorization") ?? "";
    if (!this.tokens.has(auth.replace(/^Bearer /, "")))
      return paypalError(
        401,
        "AUTHENTICATION_FAILURE",
        "Authentication failed due to invalid authentication credentials or a missing Authorization header.",
      );
    if (request.method === "POST" && path === "/v1/payments/payouts")
      return this.#create(request);
    const show = /^\/v1\/payments\/payouts\/([A-Za-z0-9_-]+)$/.exec(path);
    if (request.method === "GET" && show) return this.#show(show[1]!, url);
    if (
      request.method === "POST" &&
      path === "/v1/notifications/verify-webhook-signature"
    )
      return this.#verify(request);
    return paypalError(
      404,
      "RESOURCE_NOT_FOUND",
      "The specified resource does not exist.",
    );
  }

  async #create(request: Request): Promise<Response> {
    const requestId = request.headers.get("paypal-request-id");
    const body = (await request.json()) as {
      sender_batch_header: {
        sender_batch_id?: string;
        recipient_type?: string;
      };
      items: StoredItem["payout_item"][];
    };
    this.createCalls.push({ requestId, items: body.items?.length ?? 0 });
    const fault = this.#createFaults.shift();
    if (fault === "network") throw new TypeError("Network connection lost.");
    if (fault === 500 || fault === 503)
      return paypalError(
        fault,
        "INTERNAL_SERVER_ERROR",
        "An internal server error occurred.",
      );
    if (fault === 422)
      return paypalError(
        422,
        "INSUFFICIENT_FUNDS",
        "Sender does not have sufficient funds. Please add funds and retry.",
      );
    if (!Array.isArray(body.items) || body.items.length > 15_000)
      return paypalError(
        400,
        "VALIDATION_ERROR",
        "Invalid request - see details",
        {
          details: [
            {
              field: "items",
              location: "body",
              issue: "Batch size exceeds the limit of 15000 items",
            },
          ],
        },
      );
    const senderBatchId = body.sender_batch_header?.sender_batch_id ?? "";
    const existing = this.bySenderBatchId.get(senderBatchId);
    if (existing)
      return paypalError(400, "USER_BUSINESS_ERROR", "User business error.", {
        details: [
          {
            field: "SENDER_BATCH_ID",
            location: "body",
            issue: `Batch with given sender_batch_id already exists`,
          },
        ],
        links: [
          {
            href: `${this.base}/v1/payments/payouts/${existing}`,
            rel: "self",
            method: "GET",
          },
        ],
      });
    const payoutBatchId = randomId(13);
    const batch: StoredBatch = {
      payout_batch_id: payoutBatchId,
      sender_batch_id: senderBatchId,
      batch_status: "PENDING",
      time_created: new Date().toISOString(),
      items: body.items.map((i) => ({
        payout_item_id: randomId(13),
        transaction_status: "PENDING",
        payout_item: {
          recipient_type:
            (i as { recipient_type?: string }).recipient_type ??
            body.sender_batch_header.recipient_type ??
            "EMAIL",
          receiver: i.receiver,
          amount: i.amount,
          note: i.note,
          sender_item_id: i.sender_item_id,
        },
      })),
    };
    this.batches.set(payoutBatchId, batch);
    this.bySenderBatchId.set(senderBatchId, payoutBatchId);
    if (this.#loseNextAnswer) {
      this.#loseNextAnswer = false;
      return paypalError(
        500,
        "INTERNAL_SERVER_ERROR",
        "An internal server error occurred.",
      );
    }
    return json(201, {
      batch_header: {
        payout_batch_id: payoutBatchId,
        batch_status: "PENDING",
        sender_batch_header: {
          sender_batch_id: senderBatchId,
          recipient_type: "EMAIL",
        },
      },
      links: [
        {
          href: `${this.base}/v1/payments/payouts/${payoutBatchId}`,
          rel: "self",
          method: "GET",
          encType: "application/json",
        },
      ],
    });
  }

  #show(payoutBatchId: string, url: URL): Response {
    const batch = this.batches.get(payoutBatchId);
    if (!batch)
      return paypalError(
        404,
        "INVALID_RESOURCE_ID",
        "Requested resource ID was not found.",
      );
    const page = Math.max(1, Number(url.searchParams.get("page") ?? 1));
    const size = Math.min(
      1000,
      Math.max(1, Number(url.searchParams.get("page_size") ?? 1000)),
    );
    const items = batch.items.slice((page - 1) * size, page * size);
    const totalPages = Math.ceil(batch.items.length / size);
    const self = `${this.base}/v1/payments/payouts/${payoutBatchId}`;
    return json(200, {
      batch_header: {
        payout_batch_id: batch.payout_batch_id,
        batch_status: batch.batch_status,
        time_created: batch.time_created,
        sender_batch_header: { sender_batch_id: batch.sender_batch_id },
      },
      items: items.map((i) => ({
        ...i,
        payout_batch_id: batch.payout_batch_id,
      })),
      ...(url.searchParams.get("total_required") === "true"
        ? { total_items: batch.items.length, total_pages: totalPages }
        : {}),
      links: [
        {
          href: `${self}?page=${page}&page_size=${size}`,
          rel: "self",
          method: "GET",
        },
        ...(page < totalPages
          ? [
              {
                href: `${self}?page=${page + 1}&page_size=${size}`,
                rel: "next",
                method: "GET",
              },
            ]
          : []),
      ],
    });
  }

  async #verify(request: Request): Promise<Response> {
    const body = (await request.json()) as {
      transmission_id?: string;
      transmission_sig?: string;
      webhook_id?: string;
      webhook_event?: unknown;
    };
    this.verifyCalls.push(body);
    const signed = this.#signed.get(body.transmission_id ?? "");
    const ok =
      !!signed &&
      signed.sig === body.transmission_sig &&
      body.webhook_id === FAKE_WEBHOOK_ID &&
      JSON.stringify(body.webhook_event) ===
        JSON.stringify(JSON.parse(signed.body));
    return json(200, { verification_status: ok ? "SUCCESS" : "FAILURE" });
  }
}
