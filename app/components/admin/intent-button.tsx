import { Form } from "react-router";

/**
 * One action on one row: a POST with an intent field, so it works without
 * JavaScript and the route's action knows what was asked.
 */
export function IntentButton({
  intent,
  id,
  label,
  danger = false,
  description,
}: {
  intent: string;
  id: string;
  label: string;
  danger?: boolean;
  /** Accessible name when the visible label alone is ambiguous in a table. */
  description?: string;
}) {
  return (
    <Form method="post" className="admin-inline-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className={danger ? "danger" : undefined}
        aria-label={description}
      >
        {label}
      </button>
    </Form>
  );
}
