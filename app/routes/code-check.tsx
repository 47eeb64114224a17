import { data, Link } from "react-router";
import { CODE_CHECK } from "~/content/code-check";
import { codeCheckPath } from "~/lib/code-check-path";
import { pageMeta } from "~/lib/meta";
import { checkCode } from "~/lib/use-cases/check-code.server";
import type { Route } from "./+types/code-check";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: CODE_CHECK.title,
    description: CODE_CHECK.description,
    path: loaderData?.code ? codeCheckPath(loaderData.code) : "/c",
    noindex: true,
  });

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
  return (
    <>
      <p className="notice success" role="status">
        {CODE_CHECK.active}
      </p>
      <p>
        {organisationName
          ? CODE_CHECK.organisation(organisationName)
          : CODE_CHECK.individual}
      </p>
      <ul>
        <li>{CODE_CHECK.memberGets}</li>
        <li>
          {organisationName
            ? CODE_CHECK.organisationReceives
            : CODE_CHECK.individualReceives}
        </li>
        <li>{CODE_CHECK.neutrality}</li>
      </ul>
      {/* A plain form: applying works the same with or without JavaScript. */}
      <form method="post" action="/have-a-code-or-need-one">
        <input type="hidden" name="code" value={code} />
        <button type="submit" className="button primary">
          {CODE_CHECK.applyLabel}
        </button>
      </form>
    </>
  );
}

export default function CodeCheck({ loaderData }: Route.ComponentProps) {
  const { code } = loaderData;
  return (
    <main id="main" className="page link-page code-check">
      <h1>{code ? CODE_CHECK.heading(code) : CODE_CHECK.headingNoCode}</h1>
      {loaderData.state === "active" ? (
        <ActiveCode
          code={loaderData.code}
          organisationName={loaderData.organisationName}
        />
      ) : (
        <>
          <p className="notice warning" role="status">
            {loaderData.state === "limited"
              ? CODE_CHECK.rateLimited
              : CODE_CHECK.inactive}
          </p>
          <p>{CODE_CHECK.neutrality}</p>
          <Link to="/have-a-code-or-need-one" className="button">
            {CODE_CHECK.otherCode}
          </Link>
        </>
      )}
    </main>
  );
}
