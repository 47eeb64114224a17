import { useLingui } from "@lingui/react";
import { data, Form } from "react-router";
import { field } from "#app/lib/admin/http.ts";
import { formOrNull } from "#app/lib/capped-body.ts";
import { DetailsCorrection } from "#app/components/details-correction.tsx";
import { sortedCountries } from "#app/lib/countries.ts";
import { formCountries } from "#app/lib/form-countries.server.ts";
import { VERIFY_PAGE } from "#app/content/link-pages.ts";
import {
  i18nFor,
  loadCatalogAreas,
  loadedI18n,
} from "#app/lib/i18n/instance.ts";
import { localeFromPath } from "#app/lib/i18n/locale-path.ts";
import { metaLocale, pageMeta, type MetaArgsLike } from "#app/lib/meta.ts";
import { oneTimeLinkHeaders } from "#app/lib/identity/link-page.ts";
import { fieldErrors } from "#app/lib/schemas/fields.ts";
import {
  ISSUER_DETAIL_FIELDS,
  issuerDetailsSchema,
} from "#app/lib/schemas/individual-request.ts";
import {
  confirmState,
  verifyEmail,
  type LinkOutcome,
  type MaskedDetails,
} from "#app/lib/use-cases/email-links.server.ts";
import type { Route } from "./+types/verify";
import { moduleHandle } from "#app/lib/pages/queries.ts";

// The areas of this page's words (its entry in app/lib/pages/manifest.ts):
// in the document, or fetched before the page renders on client navigation.
export const handle = moduleHandle("routes/verify.tsx");
await loadCatalogAreas(handle);

export const meta = ({ location }: MetaArgsLike) => {
  const i18n = loadedI18n(metaLocale(location));
  return pageMeta({
    location,
    title: i18n._(VERIFY_PAGE.title),
    description: i18n._(VERIFY_PAGE.description),
    path: "/verify",
    noindex: true,
  });
};

export const headers = oneTimeLinkHeaders;

/**
 * GET only shows the button: mail scanners that follow links must not use
 * up the one-time token; the POST from the button does. The page shows,
 * masked, the details confirming would make payable.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { status, details } = await confirmState(token);
  // The correction form's country names in the page's language.
  return { token, status, details, countries: formCountries(request) };
}

type ActionData = {
  outcome?: LinkOutcome;
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

/**
 * "confirm" verifies the details as shown; "correct" replaces them with the
 * owner's own (the issuer form's rules) and verifies, in one transaction.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await formOrNull(request);
  if (!form) return data<ActionData>({ outcome: "unknown" }, 400);
  const token = field(form, "token");
  if (field(form, "intent") !== "correct") {
    const outcome = await verifyEmail(token);
    return data<ActionData>({ outcome }, outcome === "done" ? 200 : 400);
  }
  const values: Record<string, string> = {};
  for (const name of ISSUER_DETAIL_FIELDS) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  const parsed = issuerDetailsSchema.safeParse(values);
  if (!parsed.success) {
    // In the language of the page's address (/de/verify in German).
    const i18n = await i18nFor(localeFromPath(new URL(request.url).pathname));
    return data<ActionData>(
      { errors: fieldErrors(parsed.error, i18n), values },
      400,
    );
  }
  const outcome = await verifyEmail(token, new Date(), parsed.data);
  return data<ActionData>({ outcome }, outcome === "done" ? 200 : 400);
}

const PROBLEM = {
  unknown: VERIFY_PAGE.unknown,
  expired: VERIFY_PAGE.expired,
  used: VERIFY_PAGE.used,
} satisfies Record<Exclude<LinkOutcome, "done">, unknown>;

function Shown({ details }: { details: MaskedDetails }) {
  const { _ } = useLingui();
  return (
    <dl className="confirm-details">
      <dt>{_(VERIFY_PAGE.legalName)}</dt>
      <dd translate="no">{details.nameInitial}</dd>
      <dt>{_(VERIFY_PAGE.country)}</dt>
      <dd translate="no">{details.country}</dd>
      {details.paypalEmail !== null && (
        <>
          <dt>{_(VERIFY_PAGE.paypal)}</dt>
          <dd translate="no">{details.paypalEmail}</dd>
        </>
      )}
      {details.postalAddress !== null && (
        <>
          <dt>{_(VERIFY_PAGE.cheque)}</dt>
          <dd translate="no">{details.postalAddress}</dd>
        </>
      )}
    </dl>
  );
}

export default function Verify({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { _ } = useLingui();
  const outcome = actionData?.outcome;
  const problem =
    outcome && outcome !== "done"
      ? PROBLEM[outcome]
      : !outcome && loaderData.status !== "ok"
        ? PROBLEM[loaderData.status]
        : null;
  return (
    <main id="main" className="page link-page">
      <h1>{_(VERIFY_PAGE.title)}</h1>
      {outcome === "done" ? (
        <div className="notice success" role="status">
          <p>
            <strong>{_(VERIFY_PAGE.done)}</strong>
          </p>
          <p>{_(VERIFY_PAGE.doneNote)}</p>
        </div>
      ) : problem ? (
        <div className="notice error" role="alert">
          {_(problem)}
        </div>
      ) : (
        <>
          {actionData?.errors && (
            <div className="notice error" role="alert">
              {_(VERIFY_PAGE.fixFields)}
            </div>
          )}
          <Form method="post">
            <p>{_(VERIFY_PAGE.intro)}</p>
            {loaderData.details && (
              <>
                <p>{_(VERIFY_PAGE.detailsIntro)}</p>
                <Shown details={loaderData.details} />
              </>
            )}
            <input type="hidden" name="token" value={loaderData.token} />
            <input type="hidden" name="intent" value="confirm" />
            <button type="submit" className="button primary">
              {_(VERIFY_PAGE.confirm)}
            </button>
          </Form>
          {loaderData.details && (
            <DetailsCorrection
              summary={_(VERIFY_PAGE.correctSummary)}
              intro={_(VERIFY_PAGE.correctIntro)}
              submit={_(VERIFY_PAGE.correctButton)}
              hidden={{ token: loaderData.token, intent: "correct" }}
              errors={actionData?.errors ?? {}}
              typed={actionData?.values ?? {}}
              countries={loaderData.countries ?? sortedCountries()}
            />
          )}
        </>
      )}
    </main>
  );
}
