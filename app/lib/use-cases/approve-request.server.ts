import type { Admin } from "#app/lib/db/index.ts";
import { approvePendingRequest } from "#app/lib/db/index.server.ts";
import { organisationCodeEmail } from "#app/lib/email/index.ts";
import { i18nFor, DEFAULT_LOCALE, toLocale } from "#app/lib/i18n/index.ts";

/**
 * The console's approval of an organisation request: the code e-mail is
 * written in the language the request was made in, with the one-time links
 * (the contact has not verified yet).
 */
// Links in the code e-mail name the production host only (app/lib/identity/links.ts).
export function approveRequest(id: string, admin: Admin, _host?: string) {
  return approvePendingRequest(id, admin, async (request, code, links) =>
    organisationCodeEmail(
      await i18nFor(toLocale(request.locale) ?? DEFAULT_LOCALE),
      code,
      links,
    ),
  );
}
