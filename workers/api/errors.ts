import type { MessageDescriptor } from "@lingui/core";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { localeFromQuery, i18nFor } from "#app/lib/i18n/index.ts";

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

/** An error whose message follows the caller's `?locale=` (English without it). */
export async function localizedApiError(
  c: Context,
  status: ContentfulStatusCode,
  message: MessageDescriptor,
) {
  const i18n = await i18nFor(localeFromQuery(c.req.url));
  return apiError(c, status, i18n._(message));
}
