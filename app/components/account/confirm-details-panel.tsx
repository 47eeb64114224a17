import { useLingui } from "@lingui/react";
import { ACCOUNT } from "#app/content/account.ts";
import { FORM_ANSWERS } from "#app/content/form-answers.ts";
import type { AccountAction } from "#app/lib/use-cases/index.server.ts";
import type { Country } from "#app/lib/compliance/index.ts";
import { DestinationRetype } from "#app/components/destination-retype.tsx";
import { DetailsCorrection } from "#app/components/details-correction.tsx";

/**
 * "Confirm your payout details": shown to a signed-in individual issuer whose
 * details were proposed before the address was proven. Nothing of them is
 * shown; nothing is payable until the owner types the destination again and
 * it matches, or enters new details (docs/my-trust-code.md).
 */
export function ConfirmDetailsPanel({
  action,
  countries,
}: {
  action?: AccountAction;
  countries: readonly Country[];
}) {
  const { _ } = useLingui();
  const confirm = action?.form === "confirm" ? action : undefined;
  const of = (mode: "confirm" | "correct") =>
    confirm?.mode === mode ? confirm : undefined;
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
      {confirm?.state === "mismatch" && (
        <p className="notice error" role="alert">
          {_(ACCOUNT.confirmMismatch)}
        </p>
      )}
      <DestinationRetype
        intro={_(ACCOUNT.confirmIntro)}
        submit={_(ACCOUNT.confirmButton)}
        hidden={{ intent: "details-confirm" }}
        errors={of("confirm")?.errors ?? {}}
        typed={of("confirm")?.values ?? {}}
        countries={countries}
      />
      <DetailsCorrection
        summary={_(ACCOUNT.correctSummary)}
        intro={_(ACCOUNT.correctIntro)}
        submit={_(ACCOUNT.correctButton)}
        hidden={{ intent: "details-correct" }}
        errors={of("correct")?.errors ?? {}}
        typed={of("correct")?.values ?? {}}
        countries={countries}
      />
    </section>
  );
}
