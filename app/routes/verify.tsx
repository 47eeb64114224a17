import { useLingui } from "@lingui/react";
import { data, Form } from "react-router";
import { field } from "#app/lib/admin/index.ts";
import { formOrNull } from "#app/lib/platform/index.ts";
import { DestinationRetype } from "#app/components/destination-retype.tsx";
import { DetailsCorrection } from "#app/components/details-correction.tsx";
import { sortedCountries } from "#app/lib/compliance/index.ts";
import { formCountries } from "#app/lib/compliance/index.server.ts";
import { VERIFY_PAGE } from "#app/content/link-pages.ts";
import { IssuerAfterConfirm } from "#app/components/issuer-deal.tsx";
import {
  loadCatalogAreas,
  loadedI18n,
  localeFromPath,
} from "#app/lib/i18n/index.ts";
import {
  metaLocale,
  pageMeta,
  type MetaArgsLike,
  moduleHandle,
  pagePath,
} from "#app/lib/pages/index.ts";
import { oneTimeLinkHeaders } from "#app/lib/identity/index.ts";
import {
  parseConfirmation,
  type Confirmation,
  confirmState,
  verifyEmail,
  type LinkOutcome,
  type VerifyOutcome,
} from "#app/lib/use-cases/index.server.ts";
import type { Route } from "./+types/verify";

// The areas of this page's words (its declaration, ./verify.page.ts):
// in the document, or fetched before the page renders on client navigation.
export const handle = moduleHandle("routes/verify.tsx");
await loadCatalogAreas(handle);

export const meta = ({ location }: MetaArgsLike) => {
  const i18n = loadedI18n(metaLocale(location));
  return pageMeta({
    location,
    title: i18n._(VERIFY_PAGE.title),
    description: i18n._(VERIFY_PAGE.description),
    path: pagePath("verify"),
    noindex: true,
  });
};

export const headers = oneTimeLinkHeaders;

/**
 * GET only shows the page: mail scanners that follow links must not use up
 * the one-time token; the POST from a button does. An individual issuer's
 * page asks for the payout destination again (or new details) and shows
 * nothing of the proposed one (docs/privacy.md, "Who is paid").
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { status, needsDetails } = await confirmState(token);
  // The forms' country names in the page's language.
  return { token, status, needsDetails, countries: formCountries(request) };
}

type ActionData = {
  outcome?: VerifyOutcome;
  intent?: "confirm" | "correct";
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

/**
 * "confirm" proves the address, with the destination typed again when the
 * details are unconfirmed; "correct" replaces them with the owner's own (the
 * issuer form's rules); each in one transaction.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await formOrNull(request);
  if (!form) return data<ActionData>({ outcome: "unknown" }, 400);
  const token = field(form, "token");
  const intent = field(form, "intent") === "correct" ? "correct" : "confirm";
  const { needsDetails } = await confirmState(token);
  let confirmation: Confirmation | null = null;
  if (needsDetails || intent === "correct") {
    // In the language of the page's address (/de/verify in German).
    const locale = localeFromPath(new URL(request.url).pathname);
    const parsed = await parseConfirmation(
      form,
      intent === "correct" ? "replace" : "retype",
      locale,
    );
    if (!parsed.ok)
      return data<ActionData>(
        { intent, errors: parsed.errors, values: parsed.values },
        400,
      );
    confirmation = parsed.confirmation;
  }
  const outcome = await verifyEmail(token, new Date(), confirmation);
  return data<ActionData>(
    outcome === "mismatch" ? { outcome, intent } : { outcome },
    outcome === "done" ? 200 : 400,
  );
}

const PROBLEM = {
  unknown: VERIFY_PAGE.unknown,
  expired: VERIFY_PAGE.expired,
  used: VERIFY_PAGE.used,
} satisfies Record<Exclude<LinkOutcome, "done">, unknown>;

export default function Verify({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { _ } = useLingui();
  const outcome = actionData?.outcome;
  const problem =
    outcome && outcome in PROBLEM
      ? PROBLEM[outcome as keyof typeof PROBLEM]
      : !outcome && loaderData.status !== "ok"
        ? PROBLEM[loaderData.status]
        : null;
  const countries = loaderData.countries ?? sortedCountries();
  const errorsOf = (intent: "confirm" | "correct") =>
    actionData?.intent === intent ? (actionData.errors ?? {}) : {};
  const typedOf = (intent: "confirm" | "correct") =>
    actionData?.intent === intent ? (actionData.values ?? {}) : {};
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
      ) : null}
      {outcome === "done" ? (
        <IssuerAfterConfirm />
      ) : problem ? (
        <div className="notice error" role="alert">
          {_(problem)}
        </div>
      ) : (
        <>
          {(actionData?.errors || outcome === "details-needed") && (
            <div className="notice error" role="alert">
              {_(VERIFY_PAGE.fixFields)}
            </div>
          )}
          {outcome === "mismatch" && (
            <div className="notice error" role="alert">
              {_(VERIFY_PAGE.mismatch)}
            </div>
          )}
          {loaderData.needsDetails ? (
            <>
              <p>{_(VERIFY_PAGE.intro)}</p>
              <DestinationRetype
                intro={_(VERIFY_PAGE.detailsIntro)}
                submit={_(VERIFY_PAGE.confirmDetails)}
                hidden={{ token: loaderData.token, intent: "confirm" }}
                errors={errorsOf("confirm")}
                typed={typedOf("confirm")}
                countries={countries}
              />
              <DetailsCorrection
                summary={_(VERIFY_PAGE.correctSummary)}
                intro={_(VERIFY_PAGE.correctIntro)}
                submit={_(VERIFY_PAGE.correctButton)}
                hidden={{ token: loaderData.token, intent: "correct" }}
                errors={errorsOf("correct")}
                typed={typedOf("correct")}
                countries={countries}
              />
            </>
          ) : (
            <Form method="post">
              <p>{_(VERIFY_PAGE.intro)}</p>
              <input type="hidden" name="token" value={loaderData.token} />
              <input type="hidden" name="intent" value="confirm" />
              <button type="submit" className="button primary">
                {_(VERIFY_PAGE.confirm)}
              </button>
            </Form>
          )}
        </>
      )}
    </main>
  );
}
