import {
  PayoutDetailsForm,
  type PayoutDetailsFormProps,
} from "#app/components/payout-details-form.tsx";

/**
 * Confirming proposed payout details by typing the destination again
 * (docs/privacy.md "Who is paid"): the method, then the PayPal address or the
 * payee name and whole postal address. Nothing proposed is shown or filled
 * in. A plain form post, so it works without JavaScript; `hidden` names the
 * form's action to its route.
 */
export function DestinationRetype(props: PayoutDetailsFormProps) {
  return (
    <PayoutDetailsForm
      {...props}
      person={false}
      className="destination-retype"
    />
  );
}
