import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { Form, Link } from "react-router";
import { PayeeHeaderNav } from "#app/components/account/payee-header.tsx";
import type { HeaderAccountHandle } from "#app/components/site-header.tsx";
import {
  loadedI18n,
  useLocalizeHref,
  type CatalogHandle,
} from "#app/lib/i18n/index.ts";
import {
  metaLocale,
  moduleHandle,
  pageById,
  pageMeta,
  pagePath,
  type MetaArgsLike,
  type PageId,
} from "#app/lib/pages/index.ts";

/*
 * What the payee's pages share (/my-trust-code, the pages its e-mails link
 * to): the handle that loads a page's words and draws the header's account
 * area, the meta of a page no search engine lists, and the page of a link
 * that acts only when its button is pressed.
 */

/**
 * A payee page's handle: the areas of the words of the module that serves
 * `page` (its declaration beside the route), and the header's account area,
 * which names the subscriber app's sign-in as the members' here too and,
 * for a signed-in payee, carries their page and Sign out.
 */
export function payeePageHandle(
  page: PageId,
  signedIn: boolean,
): CatalogHandle & HeaderAccountHandle {
  return {
    ...moduleHandle(pageById(page).module),
    headerAccount: () => <PayeeHeaderNav signedIn={signedIn} />,
  };
}

/** A payee page's meta: its title and description in the address's language, never indexed. */
export function payeePageMeta(
  page: PageId,
  title: MessageDescriptor,
  description: MessageDescriptor,
) {
  return ({ location }: MetaArgsLike) => {
    const i18n = loadedI18n(metaLocale(location));
    return pageMeta({
      title: i18n._(title),
      description: i18n._(description),
      path: pagePath(page),
      location,
      noindex: true,
    });
  };
}

/** A notice under the heading: how the button's POST went, or why the link does not work. */
export interface LinkNotice {
  message: MessageDescriptor;
  tone: "success" | "error";
}

/**
 * The page of a link from an e-mail that carries a token. While the link
 * works (`state` "ok") the GET only offers a button that posts the token
 * back, and the POST acts, so a mail scanner that follows the link changes
 * nothing; otherwise the state's notice says why. The way back to the
 * payee's page follows, or only once the button is gone (`backOnlyAfter`).
 */
export function TokenLinkPage<State extends string>({
  title,
  intro,
  button,
  back,
  backOnlyAfter = false,
  notices,
  token,
  state,
}: {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  button: MessageDescriptor;
  back: MessageDescriptor;
  backOnlyAfter?: boolean;
  notices: Partial<Record<State, LinkNotice>>;
  token: string;
  state: State;
}) {
  const { _ } = useLingui();
  const localize = useLocalizeHref();
  const offered = state === "ok";
  const notice = offered ? undefined : notices[state];
  return (
    <main id="main" className="page link-page account-page">
      <h1>{_(title)}</h1>
      {offered && (
        <Form method="post">
          <p>{_(intro)}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button primary">
            {_(button)}
          </button>
        </Form>
      )}
      {notice && (
        <p
          className={`notice ${notice.tone}`}
          role={notice.tone === "error" ? "alert" : "status"}
        >
          {_(notice.message)}
        </p>
      )}
      {!(offered && backOnlyAfter) && (
        <p>
          <Link to={localize(pagePath("myTrustCode"))}>{_(back)}</Link>
        </p>
      )}
    </main>
  );
}
