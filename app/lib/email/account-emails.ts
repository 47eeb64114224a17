import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { BRAND } from "#app/lib/brand.ts";
import type { Email } from "#app/lib/email/code-emails.ts";

/**
 * The e-mails of the payee's page (docs/my-trust-code.md): fixed text, the
 * code and our own link only, in the language the holder asked in. {minutes}
 * is how long the code works.
 */
const ACCOUNT_EMAIL = {
  signInSubject: msg`Your {brand} sign-in code: {code}`,
  detailsSubject: msg`Your {brand} code to change payout details: {code}`,
  hello: msg`Hello,`,
  signInCode: msg`Your code to sign in to your Trust Code page is {code}. It works for {minutes} minutes, once.`,
  signInLink: msg`Or open this link and press Continue: {url}`,
  detailsCode: msg`Your code to change the payout details of your Trust Code is {code}. It works for {minutes} minutes, once, in the browser where you asked for it.`,
  notAsked: msg`Did not ask for it? Ignore this e-mail: without the code nobody can sign in or change anything.`,
  detailsNotAsked: msg`Did not ask for it? Someone may be signed in to your Trust Code page: write to us at {email}.`,
  questions: msg`Questions: {email}`,
};

const brand = BRAND.name;

export function signInEmail(
  i18n: I18n,
  code: string,
  url: string,
  minutes: number,
): Email {
  return {
    subject: i18n._({
      ...ACCOUNT_EMAIL.signInSubject,
      values: { brand, code },
    }),
    body: [
      i18n._(ACCOUNT_EMAIL.hello),
      "",
      i18n._({ ...ACCOUNT_EMAIL.signInCode, values: { code, minutes } }),
      "",
      i18n._({ ...ACCOUNT_EMAIL.signInLink, values: { url } }),
      "",
      i18n._(ACCOUNT_EMAIL.notAsked),
      i18n._({
        ...ACCOUNT_EMAIL.questions,
        values: { email: BRAND.contactEmail },
      }),
    ].join("\n"),
  };
}

export function detailsCodeEmail(
  i18n: I18n,
  code: string,
  minutes: number,
): Email {
  return {
    subject: i18n._({
      ...ACCOUNT_EMAIL.detailsSubject,
      values: { brand, code },
    }),
    body: [
      i18n._(ACCOUNT_EMAIL.hello),
      "",
      i18n._({ ...ACCOUNT_EMAIL.detailsCode, values: { code, minutes } }),
      "",
      i18n._({
        ...ACCOUNT_EMAIL.detailsNotAsked,
        values: { email: BRAND.contactEmail },
      }),
    ].join("\n"),
  };
}
