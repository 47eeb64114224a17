import { Honeypot, type FormState } from "#app/components/forms.tsx";

/** The end of both request forms: bot trap, outcome notice and submit button. */
export function RequestFormSubmit({
  state,
  submitting,
  label,
  busyLabel,
}: {
  state: FormState;
  submitting: boolean;
  label: string;
  /** Shown on the disabled button while the request is in flight. */
  busyLabel: string;
}) {
  return (
    <>
      <Honeypot />
      {state.status === "error" && state.message && (
        <div className="notice error" role="alert">
          {state.message}
        </div>
      )}
      {state.status === "success" && (
        <div className="notice success" role="status">
          {state.message}
        </div>
      )}
      <button type="submit" className="button primary" disabled={submitting}>
        {submitting ? busyLabel : label}
      </button>
    </>
  );
}
