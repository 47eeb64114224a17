import { Trans, useLingui } from "@lingui/react";
import { data, Link } from "react-router";
import { CODE_CHECK } from "#app/content/code-check-page.ts";
import { codeCheckPath } from "#app/lib/trust-codes/index.ts";
import {
  loadCatalogAreas,
  loadedI18n,
  priceValues,
  useLocale,
  useLocalizeHref,
} from "#app/lib/i18n/index.ts";
import {
  moduleHandle,
  metaLocale,
  pageMeta,
  pagePath,
} from "#app/lib/pages/index.ts";
import { checkCode } from "#app/lib/use-cases/index.server.ts";
import type { Route } from "./+types/code-check";

// The areas of this page's words (its declaration, ./code-check.page.ts):
// in the document, or fetched before the page renders on client navigation.
export const handle = moduleHandle("routes/code-check.tsx");
await loadCatalogAreas(handle);

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const i18n = loadedI18n(metaLocale(location));
  return pageMeta({
    title: i18n._(CODE_CHECK.title),
    description: i18n._(CODE_CHECK.description),
    path: loaderData?.code ? codeCheckPath(loaderData.code) : "/c",
    location,
    noindex: true,
  });
};

/** Seconds a rate-limited client is told to wait: the binding's window. */
const RETRY_AFTER_S = 60;

/** A code's state changes when an operator stops it: never cached, never indexed. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers({
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
  });
  const retryAfter = loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

/** The answer's status: an unknown and a stopped code share one 404. */
const STATUS = { active: 200, inactive: 404, limited: 429 } as const;

/** /c/<code>+ only (the worker hands only these to React; /c/<code> redirects). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const raw = params.code ?? "";
  if (!raw.endsWith("+")) throw data(null, { status: 404 });
  const check = await checkCode(raw.slice(0, -1), request.headers);
  return data(check, {
    status: STATUS[check.state],
    headers:
      check.state === "limited" ? { "Retry-After": String(RETRY_AFTER_S) } : {},
  });
}

function ActiveCode({
  code,
  organisationName,
}: {
  code: string;
  organisationName: string | null;
}) {
  const { _ } = useLingui();
  const figures = priceValues(useLocale());
  const localize = useLocalizeHref();
  return (
    <>
      <p className="notice success" role="status">
        {_(CODE_CHECK.active)}
      </p>
      <p>
        {organisationName
          ? _({
              ...CODE_CHECK.organisation,
              values: { name: organisationName },
            })
          : _(CODE_CHECK.individual)}
      </p>
      <ul>
        <li>{_({ ...CODE_CHECK.memberGets, values: figures })}</li>
        <li>
          {_({
            ...(organisationName
              ? CODE_CHECK.organisationReceives
              : CODE_CHECK.individualReceives),
            values: figures,
          })}
        </li>
        <li>{_(CODE_CHECK.neutrality)}</li>
      </ul>
      {/* A plain form: applying works the same with or without JavaScript,
          and answers in the page's language. */}
      <form method="post" action={localize(pagePath("haveACode"))}>
        <input type="hidden" name="code" value={code} />
        <button type="submit" className="button primary">
          {_(CODE_CHECK.applyLabel)}
        </button>
      </form>
    </>
  );
}

export default function CodeCheck({ loaderData }: Route.ComponentProps) {
  const { _ } = useLingui();
  const localize = useLocalizeHref();
  const { code } = loaderData;
  return (
    <main id="main" className="page link-page code-check">
      <h1>
        {code ? (
          <Trans
            id={CODE_CHECK.heading.id}
            message={CODE_CHECK.heading.message}
            values={{ code }}
            components={{ 0: <span translate="no" /> }}
          />
        ) : (
          _(CODE_CHECK.headingNoCode)
        )}
      </h1>
      {loaderData.state === "active" ? (
        <ActiveCode
          code={loaderData.code}
          organisationName={loaderData.organisationName}
        />
      ) : (
        <>
          <p className="notice warning" role="status">
            {loaderData.state === "limited"
              ? _(CODE_CHECK.rateLimited)
              : _(CODE_CHECK.inactive)}
          </p>
          <p>{_(CODE_CHECK.neutrality)}</p>
          <Link to={localize(pagePath("haveACode"))} className="button">
            {_(CODE_CHECK.otherCode)}
          </Link>
        </>
      )}
    </main>
  );
}
