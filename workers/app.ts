import { fastCodeRedirect } from "./redirect";
import { missingSecretResponse } from "#app/lib/platform/index.ts";

/*
 * The entry module holds only what a QR scan needs: the rest of the site
 * (Hono, its middleware, the API, the pages), the cron job and the queue
 * consumers are imported on first use, so an isolate that starts for
 * /c/<code> evaluates none of them (docs/decisions/cold-start.md).
 */
const loadSite = () => import("./site").then((m) => m.site);

/**
 * One consumer per queue this Worker consumes (wrangler.toml
 * [[queues.consumers]]), loaded on its first batch. A new consumer is one
 * more line here.
 */
const queueConsumers: Record<
  string,
  () => Promise<
    (batch: MessageBatch, env: Env, ctx: ExecutionContext) => Promise<void>
  >
> = {
  "nirvana-scans": () =>
    import("./scans/consumer").then((m) => m.consumeScanBatch),
  // Only while replaying dead letters (README "Scan pipeline").
  "nirvana-scans-dlq": () =>
    import("./scans/consumer").then((m) => m.consumeScanBatch),
  "nirvana-billing": () =>
    import("./billing/consumer").then((m) => m.consumeBillingBatch),
};

// QR scans (/c/<code>) take the fast path; everything else goes through Hono.
// The cron handler (retention, outbox delivery) and the queue consumers ride beside them.
export default {
  fetch: (request, env, ctx) =>
    missingSecretResponse(env) ??
    fastCodeRedirect(request, env, ctx) ??
    loadSite().then((site) => site.fetch(request, env, ctx)),
  scheduled: async (controller, env, ctx) => {
    const { scheduled } = await import("./scheduled");
    return scheduled(controller, env, ctx);
  },
  queue: async (batch, env, ctx) => {
    const consumer = queueConsumers[batch.queue];
    if (!consumer) throw new Error(`No consumer for queue ${batch.queue}.`);
    return (await consumer())(batch, env, ctx);
  },
} satisfies ExportedHandler<Env>;
