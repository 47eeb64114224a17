import { useLingui } from "@lingui/react";
import { Form } from "react-router";
import { ACCOUNT } from "#app/content/account.ts";
import { FORM_ANSWERS } from "#app/content/form-answers.ts";
import { ISSUER_FORM } from "#app/content/forms.ts";
import type { AccountAction } from "#app/lib/account/page.server.ts";
import type { Country } from "#app/lib/countries.ts";
import type { MaskedDetails } from "#app/lib/use-cases/email-links.server.ts";
import { DetailsCorrection } from "../details-correction";

/** What confirming makes payable, masked (the confirm page's list, app/routes/verify.tsx). */
function Shown({
  details,
  countries,
}: {
  details: MaskedDetails;
  countries: readonly Country[];
}) {
  const { _ } = useLingui();
  const country =
    countries.find((c) => c.code === details.country)?.name ?? details.country;
  return (
    <dl className="confirm-details">
      <dt>{_(ISSUER_FORM.labels.fullName)}</dt>
      <dd translate="no">{details.nameInitial}</dd>
      <dt>{_(ISSUER_FORM.labels.countryOfResidence)}</dt>
      <dd>{country}</dd>
      {details.paypalEmail !== null && (
        <>
          <dt>{_(ACCOUNT.confirmPaypal)}</dt>
          <dd>
            <bdi translate="no">{details.paypalEmail}</bdi>
          </dd>
        </>
      )}
      {details.postalAddress !== null && (
        <>
          <dt>{_(ACCOUNT.confirmCheque)}</dt>
          <dd>
            <bdi translate="no">{details.postalAddress}</bdi>
          </dd>
        </>
      )}
    </dl>
  );
}

/**
 * "Confirm your payout details": shown to a signed-in individual issuer whose
 * address was not verified yet. Nothing is payable until they confirm the
 * details or correct them (docs/my-trust-code.md).
 */
export function ConfirmDetailsPanel({
  details,
  action,
  countries,
}: {
  details: MaskedDetails;
  action?: AccountAction;
  countries: readonly Country[];
}) {
  const { _ } = useLingui();
  const confirm = action?.form === "confirm" ? action : undefined;
  return (
    <section
      aria-labelledby="account-confirm"
      className="account-confirm notice warning"
    >
      <h2 id="account-confirm">{_(ACCOUNT.confirmHeading)}</h2>
      {confirm?.errors && (
        <p className="notice error" role="alert">
          {_(FORM_ANSWERS.fixFields)}
        </p>
      )}
      <Form method="post">
        <p>{_(ACCOUNT.confirmIntro)}</p>
        <Shown details={details} countries={countries} />
        <input type="hidden" name="intent" value="details-confirm" />
        <button type="submit" className="button primary">
          {_(ACCOUNT.confirmButton)}
        </button>
      </Form>
      <DetailsCorrection
        summary={_(ACCOUNT.correctSummary)}
        intro={_(ACCOUNT.correctIntro)}
        submit={_(ACCOUNT.correctButton)}
        hidden={{ intent: "details-correct" }}
        errors={confirm?.errors ?? {}}
        typed={confirm?.values ?? {}}
        countries={countries}
      />
    </section>
  );
}
