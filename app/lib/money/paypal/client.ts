/**
 * The PayPal REST calls of the payout rail (docs/paypal-payouts.md): an OAuth
 * token, creating a batch (idempotent by `PayPal-Request-Id` and
 * `sender_batch_id`), reading a batch back page by page, and checking a
 * webhook through `verify-webhook-signature`. The only module that speaks
 * HTTP to PayPal; `PAYPAL_API_BASE` picks sandbox or live.
 */
import { duplicateBatchId } from "#app/lib/money/paypal/batches.ts";
import {
  batchPage,
  createdBatch,
  errorBody,
  tokenResponse,
  verifyResponse,
  type BatchPage,
} from "#app/lib/money/paypal/shapes.ts";

export const PAYPAL_LIVE_BASE = "https://api-m.paypal.com";

export interface PaypalConfig {
  base: string;
  clientId: string;
  clientSecret: string;
  webhookId: string | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Request flavour (workerd's or Node's)
type Fetcher = (input: Request<any, any>) => Promise<Response>;

export interface ClientOptions {
  fetch?: Fetcher;
  /** Attempts of one call on a network error or a 5xx (same request id every time). */
  attempts?: number;
  /** Wait before attempt n is n × this (ms). */
  backoffMs?: number;
}

/** The rail's settings, or null when the keys are not both set (the file stays the way). */
export function paypalConfig(env: {
  PAYPAL_CLIENT_ID?: string;
  PAYPAL_CLIENT_SECRET?: string;
  PAYPAL_API_BASE?: string;
  PAYPAL_WEBHOOK_ID?: string;
}): PaypalConfig | null {
  if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET) return null;
  return {
    base: (env.PAYPAL_API_BASE || PAYPAL_LIVE_BASE).replace(/\/+$/, ""),
    clientId: env.PAYPAL_CLIENT_ID,
    clientSecret: env.PAYPAL_CLIENT_SECRET,
    webhookId: env.PAYPAL_WEBHOOK_ID || null,
  };
}

export class PaypalError extends Error {}

export type CreateResult =
  | { kind: "created"; payoutBatchId: string; batchStatus: string }
  /** The id was used before: PayPal names the batch it made then (null: no link given). */
  | { kind: "duplicate"; payoutBatchId: string | null; message: string }
  /** A 4xx: the cause must be fixed before sending again. */
  | { kind: "rejected"; status: number; message: string }
  /** Network errors or 5xx on every attempt: safe to send again with the same id. */
  | { kind: "unavailable"; message: string };

const basic = (c: PaypalConfig) =>
  `Basic ${btoa(`${c.clientId}:${c.clientSecret}`)}`;

const sleep = (ms: number) =>
  ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve();

function errorText(status: number, body: unknown): string {
  const parsed = errorBody.safeParse(body);
  const e = parsed.success ? parsed.data : {};
  const details = (e.details ?? [])
    .map((d) => [d.field, d.issue].filter(Boolean).join(": "))
    .filter(Boolean)
    .join("; ");
  return [`PayPal ${status}`, e.name, e.message, details]
    .filter(Boolean)
    .join(" · ")
    .slice(0, 500);
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 200) };
  }
}

/**
 * Access tokens per app, kept for the isolate's life: a webhook each item
 * (10,000 for a large run) must not cost a token request each.
 */
const TOKENS = new Map<string, { value: string; until: number }>();

export class PaypalClient {
  readonly #fetch: Fetcher;
  readonly #attempts: number;
  readonly #backoffMs: number;

  constructor(
    readonly config: PaypalConfig,
    options: ClientOptions = {},
  ) {
    this.#fetch = options.fetch ?? ((r) => fetch(r));
    this.#attempts = options.attempts ?? 3;
    this.#backoffMs = options.backoffMs ?? 500;
  }

  /**
   * One call, retried on a network error or 5xx. `build` makes a fresh
   * Request per attempt (a body can be read once).
   */
  async #call(build: () => Request | Promise<Request>): Promise<Response> {
    let last: unknown = null;
    for (let attempt = 1; attempt <= this.#attempts; attempt++) {
      if (attempt > 1) await sleep(this.#backoffMs * (attempt - 1));
      try {
        const res = await this.#fetch(await build());
        if (res.status < 500) return res;
        last = new PaypalError(errorText(res.status, await readJson(res)));
      } catch (error) {
        last = error;
      }
    }
    throw last instanceof PaypalError
      ? last
      : new PaypalError(`PayPal unreachable: ${String(last)}`);
  }

  /** `POST /v1/oauth2/token`, kept until a minute before it expires. */
  get #key(): string {
    const c = this.config;
    return `${c.base}\n${c.clientId}\n${c.clientSecret}`;
  }

  /** A token PayPal refused (expired, revoked): the next call asks for a new one. */
  #forget(): void {
    TOKENS.delete(this.#key);
  }

  /** One call with a bearer token; a 401 drops the token and tries once more with a fresh one. */
  async #withToken(build: (token: string) => Request): Promise<Response> {
    const res = await this.#call(async () => build(await this.token()));
    if (res.status !== 401) return res;
    this.#forget();
    return this.#call(async () => build(await this.token()));
  }

  async token(): Promise<string> {
    const cached = TOKENS.get(this.#key);
    if (cached && cached.until > Date.now()) return cached.value;
    const res = await this.#call(
      () =>
        new Request(`${this.config.base}/v1/oauth2/token`, {
          method: "POST",
          headers: {
            Authorization: basic(this.config),
            Accept: "application/json",
            "Content-Type": "application/x-www-form-urlencoded",
          },
          body: "grant_type=client_credentials",
        }),
    );
    const body = await readJson(res);
    if (!res.ok) throw new PaypalError(errorText(res.status, body));
    const token = tokenResponse.parse(body);
    TOKENS.set(this.#key, {
      value: token.access_token,
      until: Date.now() + Math.max(0, token.expires_in - 60) * 1000,
    });
    return token.access_token;
  }

  #request(path: string, token: string, init: RequestInit = {}): Request {
    const headers = new Headers(init.headers);
    headers.set("Authorization", `Bearer ${token}`);
    headers.set("Accept", "application/json");
    if (init.body) headers.set("Content-Type", "application/json");
    return new Request(`${this.config.base}${path}`, { ...init, headers });
  }

  /**
   * `POST /v1/payments/payouts` with `PayPal-Request-Id` = `sender_batch_id`:
   * PayPal makes one batch per id, so a retry never pays twice.
   */
  async createBatch(batchId: string, body: unknown): Promise<CreateResult> {
    const json = JSON.stringify(body);
    let res: Response;
    try {
      res = await this.#withToken((token) =>
        this.#request("/v1/payments/payouts", token, {
          method: "POST",
          headers: { "PayPal-Request-Id": batchId },
          body: json,
        }),
      );
    } catch (error) {
      return {
        kind: "unavailable",
        message: error instanceof Error ? error.message : String(error),
      };
    }
    const answer = await readJson(res);
    if (res.ok) {
      const created = createdBatch.safeParse(answer);
      if (created.success)
        return {
          kind: "created",
          payoutBatchId: created.data.batch_header.payout_batch_id,
          batchStatus: created.data.batch_header.batch_status,
        };
      return {
        kind: "unavailable",
        message: `PayPal ${res.status} without a batch header`,
      };
    }
    const parsed = errorBody.safeParse(answer);
    const duplicate = parsed.success
      ? duplicateBatchId(parsed.data)
      : undefined;
    if (duplicate !== undefined)
      return {
        kind: "duplicate",
        payoutBatchId: duplicate,
        message: errorText(res.status, answer),
      };
    return {
      kind: "rejected",
      status: res.status,
      message: errorText(res.status, answer),
    };
  }

  /** `GET /v1/payments/payouts/<id>`, every page (PayPal's largest page is 1,000 items). */
  async readBatch(
    payoutBatchId: string,
    pageSize = 1000,
  ): Promise<{
    header: BatchPage["batch_header"];
    items: BatchPage["items"];
  }> {
    const items: BatchPage["items"] = [];
    let header: BatchPage["batch_header"] | null = null;
    for (let page = 1; page <= 1000; page++) {
      const path = `/v1/payments/payouts/${encodeURIComponent(payoutBatchId)}?page=${page}&page_size=${pageSize}&total_required=true`;
      const res = await this.#withToken((token) => this.#request(path, token));
      const body = await readJson(res);
      if (!res.ok) throw new PaypalError(errorText(res.status, body));
      const data = batchPage.parse(body);
      header = data.batch_header;
      items.push(...data.items);
      const pages = data.total_pages;
      if (
        data.items.length === 0 ||
        (pages !== undefined ? page >= pages : data.items.length < pageSize)
      )
        break;
    }
    return { header: header!, items };
  }

  /**
   * `POST /v1/notifications/verify-webhook-signature` with the transmission
   * headers, our webhook id and the event exactly as received (its raw text is
   * embedded, never re-serialised). True only for `SUCCESS`.
   */
  async verifyWebhook(headers: Headers, rawEvent: string): Promise<boolean> {
    const webhookId = this.config.webhookId;
    const fields = {
      auth_algo: headers.get("paypal-auth-algo"),
      cert_url: headers.get("paypal-cert-url"),
      transmission_id: headers.get("paypal-transmission-id"),
      transmission_sig: headers.get("paypal-transmission-sig"),
      transmission_time: headers.get("paypal-transmission-time"),
      webhook_id: webhookId,
    };
    if (Object.values(fields).some((v) => !v)) return false;
    const body = `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${rawEvent}}`;
    const res = await this.#withToken((token) =>
      this.#request("/v1/notifications/verify-webhook-signature", token, {
        method: "POST",
        body,
      }),
    );
    if (!res.ok) return false;
    const answer = verifyResponse.safeParse(await readJson(res));
    return answer.success && answer.data.verification_status === "SUCCESS";
  }
}
