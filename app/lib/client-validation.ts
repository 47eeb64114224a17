/**
 * Loads the form schemas on demand. If the module cannot load (flaky network),
 * the form is sent unchecked: the server validates with the same schema.
 */
type Form = "organisation" | "individual";

let loading: Promise<typeof import("./schemas/validate")> | null = null;

export function preloadValidation(): void {
  loading ??= import("./schemas/validate");
}

export async function validateForm(
  form: Form,
  payload: unknown,
): Promise<Record<string, string> | null> {
  try {
    preloadValidation();
    const { clientErrors } = await loading!;
    return clientErrors(form, payload);
  } catch {
    loading = null;
    return null;
  }
}
