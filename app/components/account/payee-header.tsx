import { useLingui } from "@lingui/react";
import { Form, Link, useLocation } from "react-router";
import { ACCOUNT, PAYEE_HEADER } from "#app/content/account.ts";
import { BRAND } from "#app/lib/brand.ts";
import { splitLocale } from "#app/lib/i18n/locale-path.ts";
import { useLocalizeHref } from "#app/lib/i18n/use-locale.ts";
import { pagePath } from "#app/lib/pages/links.ts";

/**
 * The header's account area on the payee's pages (app/components/site-header.tsx
 * draws it in place of Log in and Subscribe). A signed-in payee finds their
 * own page and "Sign out" here, grouped under their page's name; the
 * subscriber app's sign-in stays, named as the members' so that it never
 * reads as the other half of a sign-in and sign-out pair.
 */
export function PayeeHeaderNav({ signedIn }: { signedIn: boolean }) {
  const { _ } = useLingui();
  const localize = useLocalizeHref();
  const page = localize(pagePath("myTrustCode"));
  const onPage =
    splitLocale(useLocation().pathname).path === pagePath("myTrustCode");
  return (
    <>
      {signedIn && (
        <div
          role="group"
          aria-label={_(PAYEE_HEADER.label)}
          className="site-header-payee"
        >
          <Link
            to={page}
            className="site-header-payee-page"
            aria-current={onPage ? "page" : undefined}
          >
            {_(ACCOUNT.title)}
          </Link>
          <Form method="post" action={page}>
            <button
              type="submit"
              name="intent"
              value="sign-out"
              className="button small"
            >
              {_(ACCOUNT.signOut)}
            </button>
          </Form>
        </div>
      )}
      <a href={BRAND.signInUrl} className="site-header-login">
        {_(PAYEE_HEADER.memberLogin)}
      </a>
    </>
  );
}
