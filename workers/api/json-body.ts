import { createMiddleware } from "hono/factory";
import {
  BodyTooLargeError,
  readCappedBody,
  RATE_LIMIT_RETRY_AFTER_S,
  withinRateLimit,
} from "#app/lib/platform/index.ts";
import { MAX_JSON_BODY_BYTES } from "#app/lib/policies.ts";
import { FORM_ANSWERS } from "#app/content/form-answers.ts";
import { API_ERRORS } from "#app/content/api-errors.ts";
import { localizedApiError } from "./errors";

export type JsonBodyVars = { Variables: { body: unknown } };

/**
 * Generic guard for every JSON POST under /api (docs/api.md "Errors"): rate limit,
 * 415, 413, 400, in that order, before any handler sees the body.
 */
export const jsonBody = createMiddleware<{ Bindings: Env } & JsonBodyVars>(
  async (c, next) => {
    if (!(await withinRateLimit(c.env.RATE_LIMITER, c.req.raw.headers))) {
      c.header("Retry-After", String(RATE_LIMIT_RETRY_AFTER_S));
      return localizedApiError(c, 429, FORM_ANSWERS.rateLimited);
    }
    const type = (c.req.header("content-type") ?? "")
      .split(";")[0]
      .trim()
      .toLowerCase();
    if (type !== "application/json") {
      return localizedApiError(c, 415, API_ERRORS.notJson);
    }
    // Counted while streaming: a chunked body stops at the cap, never read whole.
    let bytes: Uint8Array;
    try {
      bytes = await readCappedBody(c.req.raw, MAX_JSON_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        return localizedApiError(c, 413, FORM_ANSWERS.bodyTooLarge);
      }
      throw error;
    }
    let body: unknown;
    try {
      body = JSON.parse(
        new TextDecoder("utf-8", { fatal: true }).decode(bytes),
      );
    } catch {
      return localizedApiError(c, 400, API_ERRORS.invalidJson);
    }
    c.set("body", body);
    await next();
  },
);
