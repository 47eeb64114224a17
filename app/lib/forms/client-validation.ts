/**
 * Loads the form schemas on demand. If the module cannot load (flaky network),
 * the form is sent unchecked: the server validates with the same schema.
 */
import type { I18n } from "@lingui/core";

type Form = "organisation" | "individual";

let loading: Promise<typeof import("#app/lib/schemas/validate.ts")> | null =
  null;

export function preloadValidation(): void {
  loading ??= import("#app/lib/schemas/validate.ts");
}

export async function validateForm(
  form: Form,
  payload: unknown,
  i18n: I18n,
): Promise<Record<string, string> | null> {
  try {
    preloadValidation();
    const { clientErrors } = await loading!;
    return clientErrors(form, payload, i18n);
  } catch {
    loading = null;
    return null;
  }
}
