import { createMiddleware } from "hono/factory";
import { MAX_JSON_BODY_BYTES } from "../../app/lib/policies";
import {
  RATE_LIMITED_MESSAGE,
  withinRateLimit,
} from "../../app/lib/rate-limit";
import { apiError } from "./errors";

/** Seconds a rate-limited client is told to wait: the binding's window. */
const RETRY_AFTER_S = 60;

export type JsonBodyVars = { Variables: { body: unknown } };

/**
 * Generic guard for every JSON POST under /api (issue 2, point 5): rate limit,
 * 415, 413, 400, in that order, before any handler sees the body.
 */
export const jsonBody = createMiddleware<{ Bindings: Env } & JsonBodyVars>(
  async (c, next) => {
    if (!(await withinRateLimit(c.env.RATE_LIMITER, c.req.raw.headers))) {
      c.header("Retry-After", String(RETRY_AFTER_S));
      return apiError(c, 429, RATE_LIMITED_MESSAGE);
    }
    const type = (c.req.header("content-type") ?? "")
      .split(";")[0]
      .trim()
      .toLowerCase();
    if (type !== "application/json") {
      return apiError(c, 415, "Content-Type must be application/json.");
    }
    const declared = Number(c.req.header("content-length") ?? "0");
    if (declared > MAX_JSON_BODY_BYTES)
      return apiError(c, 413, "Request body is too large.");
    const bytes = await c.req.arrayBuffer();
    if (bytes.byteLength > MAX_JSON_BODY_BYTES)
      return apiError(c, 413, "Request body is too large.");
    let body: unknown;
    try {
      body = JSON.parse(
        new TextDecoder("utf-8", { fatal: true }).decode(bytes),
      );
    } catch {
      return apiError(c, 400, "Request body is not valid JSON.");
    }
    c.set("body", body);
    await next();
  },
);
