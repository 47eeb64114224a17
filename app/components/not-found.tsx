import { useLingui } from "@lingui/react";
import { Link } from "react-router";
import { NOT_FOUND_PAGE } from "#app/content/shell.ts";
import { loadedI18n } from "#app/lib/i18n/index.ts";
import {
  metaLocale,
  pageMeta,
  type MetaLocation,
} from "#app/lib/pages/index.ts";

/**
 * The one not-found page: the 404 route, a crypto page that does not exist
 * and a console that is off all read the same words (app/content/shell.ts).
 */
export function notFoundTitle(location: MetaLocation | undefined): string {
  return loadedI18n(metaLocale(location))._(NOT_FOUND_PAGE.heading);
}

export function notFoundMeta(location: MetaLocation | undefined) {
  const i18n = loadedI18n(metaLocale(location));
  return pageMeta({
    location,
    title: i18n._(NOT_FOUND_PAGE.heading),
    description: i18n._(NOT_FOUND_PAGE.text),
    path: "/404",
    noindex: true,
  });
}

/** `home`: where Go Home leads, already in the page's language. */
export function NotFoundPage({ home }: { home: string }) {
  const { _ } = useLingui();
  return (
    <main id="main" className="page page-error">
      <h1>{_(NOT_FOUND_PAGE.heading)}</h1>
      <p>{_(NOT_FOUND_PAGE.text)}</p>
      <Link to={home} className="button primary">
        {_(NOT_FOUND_PAGE.homeLabel)}
      </Link>
    </main>
  );
}
