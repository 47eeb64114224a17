import { useLingui } from "@lingui/react";
import { data, Link } from "react-router";
import { NOT_FOUND_PAGE } from "~/content/shell";
import { i18nFor } from "~/lib/i18n/instance";
import { localeFromPath } from "~/lib/i18n/locale-path";
import { useLocalizeHref } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

// meta() has no hooks, so the loader hands it the title and description in
// the page's language.
export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  pageMeta({
    location,
    title: loaderData?.title ?? "Page not found",
    description:
      loaderData?.description ??
      "The page you're looking for doesn't exist or was moved.",
    path: "/404",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const i18n = await i18nFor(localeFromPath(new URL(request.url).pathname));
  return data(
    {
      title: i18n._(NOT_FOUND_PAGE.heading),
      description: i18n._(NOT_FOUND_PAGE.text),
    },
    { status: 404 },
  );
}

export default function NotFound() {
  const { _ } = useLingui();
  const localize = useLocalizeHref();
  return (
    <main id="main" className="page page-error">
      <h1>{_(NOT_FOUND_PAGE.heading)}</h1>
      <p>{_(NOT_FOUND_PAGE.text)}</p>
      <Link to={localize("/?fromsubpage=true")} className="button primary">
        {_(NOT_FOUND_PAGE.homeLabel)}
      </Link>
    </main>
  );
}
