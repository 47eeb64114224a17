import { useId } from "react";
import { Form } from "react-router";

/**
 * An action that asks for confirmation before it runs (approving a run or an
 * organisation): a required checkbox that says what is being confirmed,
 * then the button. The action refuses a post without `confirm=yes` (`confirmed` in
 * app/lib/admin/http.ts), so the
 * question holds without JavaScript too.
 */
export function ConfirmButton({
  intent,
  id,
  label,
  confirm,
  description,
}: {
  intent: string;
  id: string;
  label: string;
  /** What the operator confirms, in a sentence. */
  confirm: string;
  /** Accessible name when the visible label alone is ambiguous in a table. */
  description?: string;
}) {
  const box = useId();
  return (
    <Form method="post" className="admin-confirm-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="checkbox" id={box} name="confirm" value="yes" required />
      <label htmlFor={box}>{confirm}</label>
      <button type="submit" aria-label={description}>
        {label}
      </button>
    </Form>
  );
}
