import { data, type HeadersFunction, type MetaDescriptor } from "react-router";
import { BRAND } from "#app/lib/brand.ts";
import { formOrNull } from "#app/lib/platform/index.ts";

/** Console pages are private working views: never indexed, never cached. */
export const adminHeaders: HeadersFunction = ({
  errorHeaders,
  loaderHeaders,
}) => {
  // A thrown 401 carries WWW-Authenticate; pass it on so browsers ask for credentials.
  const headers = new Headers(errorHeaders ?? loaderHeaders);
  headers.set("X-Robots-Tag", "noindex, nofollow");
  headers.set("Cache-Control", "no-store");
  return headers;
};

export function adminMeta(title: string): MetaDescriptor[] {
  return [
    { title: `${title} | ${BRAND.name} operator console` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** The value of a form field as a trimmed string ("" when absent or a file). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** The console's form actions: a body that is not a form is a 400. */
export async function postedForm(request: Request): Promise<FormData> {
  const form = await formOrNull(request);
  if (!form) throw data("Not a form post.", { status: 400 });
  return form;
}

/** Whether the operator ticked the confirmation of a ConfirmButton (app/components/admin/confirm-button.tsx). */
export const confirmed = (form: FormData) => field(form, "confirm") === "yes";
