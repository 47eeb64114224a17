import type { Context } from "hono";
import { API_ERRORS } from "#app/content/api-errors.ts";
import { localizedApiError } from "./api/errors";

/** The answer to an unexpected error: JSON under /api, plain text elsewhere. */
export function internalError(
  error: Error,
  c: Context,
): Response | Promise<Response> {
  console.error(error);
  const isApi = c.req.path.startsWith("/api/");
  return isApi
    ? localizedApiError(c, 500, API_ERRORS.internalError)
    : c.text("Internal error.", 500);
}
