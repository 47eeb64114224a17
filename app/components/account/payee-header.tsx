import { useLingui } from "@lingui/react";
import { Form, Link, useLocation } from "react-router";
import { ACCOUNT, PAYEE_HEADER } from "#app/content/account.ts";
import { BRAND } from "#app/lib/brand.ts";
import { splitLocale, useLocalizeHref } from "#app/lib/i18n/index.ts";
import { pagePath } from "#app/lib/pages/index.ts";

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
            {/* On a phone the icon stands for the name (app/styles/account.css). */}
            <svg
              className="site-header-icon"
              viewBox="0 0 24 24"
              width="24"
              height="24"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M3 3h8v8H3zm2 2v4h4V5zm8-2h8v8h-8zm2 2v4h4V5zM3 13h8v8H3zm2 2v4h4v-4zm8-2h3v3h-3zm5 0h3v3h-3zm-5 5h3v3h-3zm5 0h3v3h-3z" />
            </svg>
            <span className="site-header-name">{_(ACCOUNT.title)}</span>
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
