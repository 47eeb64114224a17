import { localizePath } from "#app/lib/i18n/locale-path.ts";
import type { Locale } from "#app/lib/i18n/locales.ts";

/** Where the one-time links in our e-mails point (pages app/routes/verify.tsx and not-me.tsx). */
export function verifyUrl(host: string, token: string): string {
  return `https://${host}/verify?token=${token}`;
}

export function notMeUrl(host: string, token: string): string {
  return `https://${host}/not-me?token=${token}`;
}

/** The payee's own page (app/routes/my-trust-code.tsx), in the holder's language. */
export function accountUrl(host: string, locale: Locale): string {
  return `https://${host}${localizePath("/my-trust-code", locale)}`;
}

/** The sign-in link of a sign-in e-mail: its GET only shows a Continue button. */
export function accountSignInUrl(
  host: string,
  locale: Locale,
  token: string,
): string {
  return `https://${host}${localizePath("/my-trust-code/sign-in", locale)}?token=${token}`;
}
