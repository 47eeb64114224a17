import { data } from "react-router";
import type { z } from "zod";
import type { ActionResult } from "~/components/forms";
import { fieldErrors } from "./schemas/fields";
import { formPayload } from "./schemas/form-data";
import { FIX_FIELDS, TOO_MANY_REQUESTS } from "./schemas/messages";
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
    return {
      ok: false,
      response: data<ActionResult>(
        { success: false, message: TOO_MANY_REQUESTS },
        429,
      ),
    };
  }
  const values = formPayload(await request.formData(), checkboxes);
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
