import { env } from "cloudflare:workers";
import { data } from "react-router";
import type { ActionResult } from "~/components/forms";
import { BodyTooLargeError, readCappedBody } from "./capped-body";
import { MAX_FORM_BODY_BYTES } from "./policies";
import { RATE_LIMITED_MESSAGE, withinRateLimit } from "./rate-limit";
import { formPayload, type FormPayload } from "./schemas/form-data";
import type { FormOutcome } from "./use-cases/form-outcome";

/**
 * The no-JavaScript path of a public form: the API's rate limit, then the
 * very use case the JSON API calls, its answer rendered on the page. A
 * refused form comes back with what was typed, to fill the fields again.
 */
export async function formAction(
  request: Request,
  // Not `useCase`: a `use…` name reads as a React hook to the hook rules.
  runUseCase: (payload: FormPayload) => Promise<FormOutcome>,
) {
  if (!(await withinRateLimit(env.RATE_LIMITER, request.headers)))
    return data<ActionResult>(
      { success: false, message: RATE_LIMITED_MESSAGE },
      429,
    );
  const form = await cappedFormData(request);
  if (!form)
    return data<ActionResult>(
      { success: false, message: "Request body is too large." },
      413,
    );
  const values = formPayload(form);
  const { status, body } = await runUseCase(values);
  return data<ActionResult>(body.success ? body : { ...body, values }, status);
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
