import { data, Form } from "react-router";
import { field } from "~/lib/admin/http";
import { formOrNull } from "~/lib/capped-body";
import { DetailsCorrection } from "~/components/details-correction";
import { sortedCountries } from "~/lib/countries";
import { i18nFor } from "~/lib/i18n/instance";
import { DEFAULT_LOCALE } from "~/lib/i18n/locales";
import { pageMeta, type MetaArgsLike } from "~/lib/meta";
import { oneTimeLinkHeaders } from "~/lib/identity/link-page";
import { fieldErrors } from "~/lib/schemas/fields";
import {
  ISSUER_DETAIL_FIELDS,
  issuerDetailsSchema,
} from "~/lib/schemas/individual-request";
import {
  confirmState,
  verifyEmail,
  type LinkOutcome,
  type MaskedDetails,
} from "~/lib/use-cases/email-links.server";
import type { Route } from "./+types/verify";
import { loadCatalogAreas } from "~/lib/i18n/instance";
import { moduleHandle } from "~/lib/pages/queries";

// The areas of this page's words (its entry in app/lib/pages/manifest.ts):
// in the document, or fetched before the page renders on client navigation.
export const handle = moduleHandle("routes/verify.tsx");
await loadCatalogAreas(handle);

export const meta = ({ location }: MetaArgsLike) =>
  pageMeta({
    location,
    title: "Confirm your e-mail address",
    description: "Confirm the e-mail address of your Trust Code.",
    path: "/verify",
    noindex: true,
  });

export const headers = oneTimeLinkHeaders;

/**
 * GET only shows the button: mail scanners that follow links must not use
 * up the one-time token; the POST from the button does. The page shows,
 * masked, the details confirming would make payable.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { status, details } = await confirmState(token);
  return { token, status, details };
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
  if (!parsed.success)
    return data<ActionData>(
      {
        errors: fieldErrors(parsed.error, await i18nFor(DEFAULT_LOCALE)),
        values,
      },
      400,
    );
  const outcome = await verifyEmail(token, new Date(), parsed.data);
  return data<ActionData>({ outcome }, outcome === "done" ? 200 : 400);
}

const PROBLEM: Record<Exclude<LinkOutcome, "done"> | "ok", string> = {
  ok: "",
  unknown:
    "This link is not valid. Please use the link from your most recent Trust Code e-mail.",
  expired:
    "This link has expired. Ask for your Trust Code again with the same e-mail address and we will send a new link.",
  used: "This link has already been used. Your e-mail address was confirmed when it was first opened.",
};

function Shown({ details }: { details: MaskedDetails }) {
  return (
    <dl className="confirm-details">
      <dt>Legal name</dt>
      <dd>{details.nameInitial}</dd>
      <dt>Country of residence</dt>
      <dd>{details.country}</dd>
      {details.paypalEmail !== null && (
        <>
          <dt>Payouts by PayPal to</dt>
          <dd>{details.paypalEmail}</dd>
        </>
      )}
      {details.postalAddress !== null && (
        <>
          <dt>Payouts by cheque to</dt>
          <dd>{details.postalAddress}</dd>
        </>
      )}
    </dl>
  );
}

export default function Verify({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const outcome = actionData?.outcome;
  const problem =
    outcome && outcome !== "done"
      ? PROBLEM[outcome]
      : !outcome && loaderData.status !== "ok"
        ? PROBLEM[loaderData.status]
        : "";
  return (
    <main id="main" className="page link-page">
      <h1>Confirm your e-mail address</h1>
      {outcome === "done" ? (
        <div className="notice success" role="status">
          <p>
            <strong>Thank you: your e-mail address is confirmed.</strong>
          </p>
          <p>
            Your Trust Code is now linked to a verified e-mail address and can
            earn referral payouts.
          </p>
        </div>
      ) : problem ? (
        <div className="notice error" role="alert">
          {problem}
        </div>
      ) : (
        <>
          {actionData?.errors && (
            <div className="notice error" role="alert">
              Please correct the marked fields.
            </div>
          )}
          <Form method="post">
            <p>
              Press the button to confirm that this e-mail address belongs to
              you and that you asked for this Trust Code.
            </p>
            {loaderData.details && (
              <>
                <p>
                  Referral payouts for this Trust Code will go to the details
                  below (shown in part). Confirm only if they are yours.
                </p>
                <Shown details={loaderData.details} />
              </>
            )}
            <input type="hidden" name="token" value={loaderData.token} />
            <input type="hidden" name="intent" value="confirm" />
            <button type="submit" className="button primary">
              Confirm my e-mail address
            </button>
          </Form>
          {loaderData.details && (
            <DetailsCorrection
              summary="These are not my details: correct them"
              intro="Enter your own details. They replace the ones above, and your e-mail address is confirmed with them."
              submit="Correct my details and confirm"
              hidden={{ token: loaderData.token, intent: "correct" }}
              errors={actionData?.errors ?? {}}
              typed={actionData?.values ?? {}}
              countries={sortedCountries()}
            />
          )}
        </>
      )}
    </main>
  );
}
