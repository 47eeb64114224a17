import { useLingui } from "@lingui/react";
import { data, Form, redirect } from "react-router";
import { REMITTANCE } from "#app/content/remittance.ts";
import {
  sessionOf,
  remittanceStatement,
} from "#app/lib/use-cases/index.server.ts";
import {
  loadCatalogAreas,
  localeFromPath,
  localizePath,
  useLocalizeHref,
  useLocale,
} from "#app/lib/i18n/index.ts";
import { pagePath } from "#app/lib/pages/index.ts";
import {
  payeePageHandle,
  payeePageMeta,
} from "#app/components/account/payee-page.tsx";
import type { Route } from "./+types/my-trust-code-remittance";
import "#app/styles/account.css";
import { privatePageHeaders } from "#app/lib/identity/index.ts";

// The areas of this page's words (its declaration, ./my-trust-code-remittance.page.ts);
// only a signed-in payee gets here: the header carries their page and Sign out.
export const handle = payeePageHandle("myTrustCodeRemittance", true);
await loadCatalogAreas(handle);

export const meta = payeePageMeta(
  "myTrustCodeRemittance",
  REMITTANCE.title,
  REMITTANCE.totalsOnly,
);

/** An organisation's own figures: never cached anywhere, never indexed. */
export const headers = privatePageHeaders;

/**
 * GET /my-trust-code/remittance?month=YYYY-MM (docs/my-trust-code.md
 * "Remittance statement"): the signed-in organisation contact's statement
 * for a closed month, the last one by default. Signed out, the payee page
 * asks to sign in; an individual issuer is told where their statement is.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const session = await sessionOf(request);
  if (!session)
    throw redirect(localizePath(pagePath("myTrustCode"), locale), 303);
  const answer = await remittanceStatement(
    session.holder,
    url.searchParams.get("month"),
    locale,
  );
  if (answer.kind === "bad-month") throw data(null, { status: 404 });
  if (answer.kind === "individual")
    return data({ statement: null, locale }, { status: 403 });
  return { statement: answer, locale };
}

/** The sign for member counts from 1 to 4, inside the note's words. */
const FEW = "<5";

export default function MyTrustCodeRemittance({
  loaderData,
}: Route.ComponentProps) {
  const { _ } = useLingui();
  const localizeHref = useLocalizeHref();
  const locale = useLocale();
  const { statement } = loaderData;
  const back = localizeHref(pagePath("myTrustCode"));
  if (!statement)
    return (
      <main id="main" className="page account-page">
        <h1>{_(REMITTANCE.title)}</h1>
        <p>{_(REMITTANCE.organisationsOnly)}</p>
        <p>
          <a href={back}>{_(REMITTANCE.back)}</a>
        </p>
      </main>
    );
  const { words, organisation, code } = statement.sheet;
  const pdf = `/my-trust-code/remittance.pdf?month=${statement.month}&lang=${locale}`;
  return (
    <main id="main" className="page account-page remittance-page">
      <p className="remittance-brand">{words.brand}</p>
      <h1>{words.title}</h1>
      <p className="remittance-month">{words.subtitle}</p>
      <dl className="remittance-identity">
        <dt>{words.organisationLabel}</dt>
        <dd>
          <bdi>{organisation}</bdi>
        </dd>
        <dt>{words.codeLabel}</dt>
        <dd translate="no">
          <bdi dir="ltr">{code}</bdi>
        </dd>
      </dl>
      <table className="account-table remittance-totals">
        <tbody>
          {words.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>
                {row.values.map((v) => (
                  <span key={v} className="remittance-value">
                    <bdi>{v}</bdi>
                  </span>
                ))}
                {row.notes?.map((n) => (
                  <span key={n} className="remittance-value remittance-aside">
                    {n}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="remittance-note">
        {/* "<5" as the table writes it, isolated left to right: right-to-left
            words around it would mirror it to "5>". */}
        {words.note.split(FEW).flatMap((part, i) =>
          i === 0
            ? [part]
            : [
                <bdi key={i} dir="ltr" translate="no">
                  {FEW}
                </bdi>,
                part,
              ],
        )}
      </p>
      <p className="remittance-note">{words.issued}</p>
      <div className="remittance-controls">
        <p>
          {/* A file download: a plain link, never a client navigation. */}
          <a href={pdf} download>
            {_(REMITTANCE.pdf)}
          </a>
        </p>
        <Form method="get" className="remittance-months">
          <label htmlFor="remittance-month">{_(REMITTANCE.otherMonths)}</label>
          <select
            id="remittance-month"
            name="month"
            defaultValue={statement.month}
          >
            {statement.months.map((m) => (
              <option key={m.month} value={m.month}>
                {m.label}
              </option>
            ))}
          </select>
          <button type="submit" className="button small">
            {_(REMITTANCE.show)}
          </button>
        </Form>
        <p>
          <a href={back}>{_(REMITTANCE.back)}</a>
        </p>
      </div>
    </main>
  );
}
