import {
  PayoutDetailsForm,
  type PayoutDetailsFormProps,
} from "#app/components/payout-details-form.tsx";

/**
 * The owner's own person and payout details, replacing ones typed before the
 * address was proven (docs/privacy.md "Who is paid"): the confirm page and
 * the payee page's confirm panel. A plain form post, so it works without
 * JavaScript; `hidden` names the form's action to its route.
 */
export function DetailsCorrection({
  summary,
  ...form
}: PayoutDetailsFormProps & { summary: string }) {
  return (
    <details className="link-choice" open={Object.keys(form.errors).length > 0}>
      <summary>{summary}</summary>
      <PayoutDetailsForm {...form} person />
    </details>
  );
}
