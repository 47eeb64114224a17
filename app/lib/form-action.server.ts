import { data } from "react-router";
import type { z } from "zod";
import type { ActionResult } from "~/components/forms";
import { BodyTooLargeError, readCappedBody } from "./capped-body";
import { MAX_FORM_BODY_BYTES } from "./policies";
import { fieldErrors } from "./schemas/fields";
import { formPayload } from "./schemas/form-data";
import { FIX_FIELDS } from "./schemas/messages";
import { withinRateLimit } from "./trust-codes.server";

type Values = ReturnType<typeof formPayload>;

export type ReadForm<T> =
  | { ok: true; data: T; values: Values }
  | { ok: false; response: ReturnType<typeof data<ActionResult>> };

/**
 * The no-JavaScript path of a request form, up to a valid payload: the same
 * rate limit, honeypot and zod schema as the JSON API. A filled honeypot gets
 * the normal success text and nothing is stored, so bots learn nothing.
 */
export async function readForm<S extends z.ZodType>(
  request: Request,
  schema: S,
  checkboxes: readonly string[],
  successMessage: string,
): Promise<ReadForm<z.infer<S>>> {
  if (!(await withinRateLimit(request))) {
    const message = "Too many requests. Please try again in a minute.";
    return {
      ok: false,
      response: data<ActionResult>({ success: false, message }, 429),
    };
  }
  const form = await cappedFormData(request);
  if (!form) {
    const message = "Request body is too large.";
    return {
      ok: false,
      response: data<ActionResult>({ success: false, message }, 413),
    };
  }
  const values = formPayload(form, checkboxes);
  if (values.nickname) {
    return {
      ok: false,
      response: data<ActionResult>({ success: true, message: successMessage }),
    };
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return {
      ok: false,
      response: data<ActionResult>(
        { success: false, message: FIX_FIELDS, errors, values },
        400,
      ),
    };
  }
  return { ok: true, data: parsed.data as z.infer<S>, values };
}

/**
 * The form as parsed from at most 16 KiB (null when larger). workers/app.ts
 * already caps every body; this keeps the action safe wherever it is mounted.
 */
async function cappedFormData(request: Request): Promise<FormData | null> {
  try {
    const bytes = await readCappedBody(request, MAX_FORM_BODY_BYTES);
    return await new Request(request.url, {
      method: "POST",
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      body: bytes,
    }).formData();
  } catch (error) {
    if (error instanceof BodyTooLargeError) return null;
    throw error;
  }
}
