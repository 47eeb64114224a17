import type { Context } from "hono";

/** The answer to an unexpected error: JSON under /api, plain text elsewhere. */
export function internalError(error: Error, c: Context): Response {
  console.error(error);
  const isApi = c.req.path.startsWith("/api/");
  return isApi
    ? c.json({ success: false, message: "Internal error." }, 500)
    : c.text("Internal error.", 500);
}
