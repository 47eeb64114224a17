import { SITE_ORIGIN } from "#app/lib/brand.ts";
import { localizePath, type Locale } from "#app/lib/i18n/index.ts";
import { pagePath } from "#app/lib/pages/index.ts";

/**
 * Where the links in our e-mails point: always the configured production
 * host (app/lib/brand.ts), never a host taken from a request (its `Host`
 * header is the client's to choose), and in the recipient's language
 * (`/<locale>/…`). Pages: app/routes/verify.tsx, not-me.tsx,
 * my-trust-code.tsx and my-trust-code-sign-in.tsx.
 */
const mailUrl = (path: string, locale: Locale) =>
  `${SITE_ORIGIN}${localizePath(path, locale)}`;

export function verifyUrl(locale: Locale, token: string): string {
  return `${mailUrl(pagePath("verify"), locale)}?token=${token}`;
}

export function notMeUrl(locale: Locale, token: string): string {
  return `${mailUrl(pagePath("notMe"), locale)}?token=${token}`;
}

/** The payee's own page. */
export function accountUrl(locale: Locale): string {
  return mailUrl(pagePath("myTrustCode"), locale);
}

/** The sign-in link of a sign-in e-mail: its GET only shows a Continue button. */
export function accountSignInUrl(locale: Locale, token: string): string {
  return `${mailUrl(pagePath("myTrustCodeSignIn"), locale)}?token=${token}`;
}
