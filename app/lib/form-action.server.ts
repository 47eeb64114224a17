import { env } from "cloudflare:workers";
import { data } from "react-router";
import type { ActionResult } from "~/components/forms";
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
  useCase: (payload: FormPayload) => Promise<FormOutcome>,
) {
  if (!(await withinRateLimit(env.RATE_LIMITER, request.headers)))
    return data<ActionResult>(
      { success: false, message: RATE_LIMITED_MESSAGE },
      429,
    );
  const values = formPayload(await request.formData());
  const { status, body } = await useCase(values);
  return data<ActionResult>(body.success ? body : { ...body, values }, status);
}
