import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one JSON error shape (docs/api.md): `{ success: false, message, errors? }`. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  errors?: Record<string, string>,
) {
  return c.json(
    errors ? { success: false, message, errors } : { success: false, message },
    status,
  );
}
