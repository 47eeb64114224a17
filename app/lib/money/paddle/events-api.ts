/**
 * Paddle's event stream for reconciliation (docs/ledger.md "Reconciliation"):
 * `GET <PADDLE_API_BASE>/events?after=<event id>&per_page=200&order_by=id[ASC]`
 * with the API key as a bearer token. Paddle answers
 * `{ data: [{ event_id, event_type, occurred_at, data }…], meta: { pagination:
 * { next, has_more, … } } }`; event ids grow with time, so the last id seen is
 * the cursor of the next sweep.
 */
import { z } from "zod";

export const PADDLE_LIVE_API = "https://api.paddle.com";

export interface PaddleApiConfig {
  base: string;
  apiKey: string;
}

/** Reconciliation's settings, or null without `PADDLE_API_KEY` (reconciliation is off). */
export function paddleApiConfig(env: {
  PADDLE_API_KEY?: string;
  PADDLE_API_BASE?: string;
}): PaddleApiConfig | null {
  if (!env.PADDLE_API_KEY) return null;
  return {
    base: (env.PADDLE_API_BASE || PADDLE_LIVE_API).replace(/\/+$/, ""),
    apiKey: env.PADDLE_API_KEY,
  };
}

const listed = z
  .object({
    data: z.array(
      z
        .object({
          event_id: z.string().min(1),
          event_type: z.string().min(1),
          occurred_at: z.string(),
          data: z.unknown(),
        })
        .loose(),
    ),
    meta: z
      .object({
        pagination: z
          .object({ has_more: z.boolean().optional().default(false) })
          .loose(),
      })
      .loose(),
  })
  .loose();

export type ListedEvent = z.infer<typeof listed>["data"][number];

export interface EventsPage {
  events: ListedEvent[];
  hasMore: boolean;
}

/** One page of events after `after` (null: from the oldest Paddle keeps). */
export async function listEventsPage(
  config: PaddleApiConfig,
  after: string | null,
  fetcher: (r: Request) => Promise<Response> = (r) => fetch(r),
  perPage = 200,
): Promise<EventsPage> {
  const url = new URL(`${config.base}/events`);
  if (after) url.searchParams.set("after", after);
  url.searchParams.set("per_page", String(perPage));
  url.searchParams.set("order_by", "id[ASC]");
  const res = await fetcher(
    new Request(url, {
      headers: {
        Authorization: `Bearer ${config.apiKey}`,
        Accept: "application/json",
      },
    }),
  );
  const text = await res.text();
  if (!res.ok) {
    let detail = text.slice(0, 200);
    try {
      const body = JSON.parse(text) as {
        error?: { code?: string; detail?: string };
      };
      if (body.error)
        detail = [body.error.code, body.error.detail]
          .filter(Boolean)
          .join(": ");
    } catch {
      // keep the text
    }
    throw new Error(`Paddle ${res.status}: ${detail}`);
  }
  const page = listed.parse(JSON.parse(text));
  return { events: page.data, hasMore: page.meta.pagination.has_more };
}
