import type { Admin } from "~/lib/db/operator";
import { approvePendingRequest } from "~/lib/db/organisation-requests.server";
import { organisationCodeEmail } from "~/lib/email/code-emails";
import { i18nFor } from "~/lib/i18n/instance";
import { DEFAULT_LOCALE, toLocale } from "~/lib/i18n/locales";

/**
 * The console's approval of an organisation request: the code e-mail is
 * written in the language the request was made in, with the one-time links
 * (the contact has not verified yet).
 */
export function approveRequest(id: string, admin: Admin, host: string) {
  return approvePendingRequest(id, admin, async (request, code, links) =>
    organisationCodeEmail(
      await i18nFor(toLocale(request.locale) ?? DEFAULT_LOCALE),
      code,
      { host, ...links },
    ),
  );
}
