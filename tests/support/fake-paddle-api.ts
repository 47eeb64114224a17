/**
 * A local Paddle Billing API for the reconciliation sweep: `GET /events` as
 * Paddle documents it (Bearer API key; `after` = an event id, `per_page` up to
 * 200, `order_by=id[ASC]`), answering `{ data: [event…], meta: { request_id,
 * pagination: { per_page, next, has_more, estimated_total } } }` with each
 * event as `{ event_id, event_type, occurred_at, data }`. Web APIs only.
 */
import type { PaddleNotification } from "./paddle-events";

export const FAKE_PADDLE_KEY = "pdl_sdbx_apikey_fake";

export class FakePaddleApi {
  readonly base: string;
  readonly events: PaddleNotification[] = [];
  readonly calls: string[] = [];

  constructor(base = "https://paddle.test") {
    this.base = base.replace(/\/+$/, "");
  }

  add(...events: PaddleNotification[]): void {
    this.events.push(...events);
    this.events.sort((a, b) => a.event_id.localeCompare(b.event_id));
  }

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    this.calls.push(`${request.method} ${url.pathname}${url.search}`);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { "Content-Type": "application/json" },
      });
    const requestId = crypto.randomUUID();
    if (request.headers.get("authorization") !== `Bearer ${FAKE_PADDLE_KEY}`)
      return json(403, {
        error: {
          type: "request_error",
          code: "forbidden",
          detail: "You aren't permitted to perform this request.",
          documentation_url:
            "https://developer.paddle.com/v1/errors/shared/forbidden",
        },
        meta: { request_id: requestId },
      });
    if (request.method !== "GET" || url.pathname !== "/events")
      return json(404, {
        error: {
          type: "request_error",
          code: "not_found",
          detail: "Entity not found.",
          documentation_url:
            "https://developer.paddle.com/v1/errors/shared/not_found",
        },
        meta: { request_id: requestId },
      });
    const perPage = Math.min(
      200,
      Math.max(1, Number(url.searchParams.get("per_page") ?? 50)),
    );
    const after = url.searchParams.get("after");
    const desc = url.searchParams.get("order_by") === "id[DESC]";
    const ordered = desc ? [...this.events].reverse() : this.events;
    const rest = after
      ? ordered.filter((e) => (desc ? e.event_id < after : e.event_id > after))
      : ordered;
    const page = rest.slice(0, perPage);
    const last = page.at(-1)?.event_id ?? after ?? "";
    const next = new URL(`${this.base}/events`);
    next.searchParams.set("after", last);
    next.searchParams.set("per_page", String(perPage));
    if (desc) next.searchParams.set("order_by", "id[DESC]");
    return json(200, {
      data: page.map((e) => ({
        event_id: e.event_id,
        event_type: e.event_type,
        occurred_at: e.occurred_at,
        data: e.data,
      })),
      meta: {
        request_id: requestId,
        pagination: {
          per_page: perPage,
          next: next.toString(),
          has_more: rest.length > perPage,
          estimated_total: rest.length,
        },
      },
    });
  }
}
