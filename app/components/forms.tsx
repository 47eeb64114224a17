import { useLingui } from "@lingui/react";
import { useId, useMemo, type ReactNode } from "react";
import { FORM_COMMON } from "#app/content/forms.ts";
import type { Country } from "#app/lib/compliance/index.ts";
import { HONEYPOT_FIELD } from "#app/lib/schemas/index.ts";
import type { ActionResult } from "#app/lib/forms/index.ts";

/**
 * Accessible form controls after epic-stack's forms.tsx: every control is
 * labelled, and its error is linked with aria-invalid + aria-describedby so
 * screen readers announce it with the field.
 */

export function ErrorList({ id, errors }: { id?: string; errors?: string[] }) {
  const list = errors?.filter(Boolean);
  if (!list?.length) return null;
  return (
    <ul id={id} className="field-errors">
      {list.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

function describedBy(errorId: string, error?: string, hintId?: string) {
  return (
    [hintId, error ? errorId : null].filter(Boolean).join(" ") || undefined
  );
}

/**
 * A field's ids (its error list's and hint's) and the attributes that label
 * its control: its id and name, aria-invalid while it has an error, and
 * aria-describedby naming the hint and the error.
 */
function useFieldControl(name: string, error?: string, hint?: string) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : undefined;
  return {
    errorId,
    hintId,
    control: {
      id,
      name,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy(errorId, error, hintId),
    },
  };
}

interface BaseProps {
  label: ReactNode;
  name: string;
  error?: string;
  hint?: string;
  className?: string;
}

type InputProps = BaseProps &
  Omit<React.InputHTMLAttributes<HTMLInputElement>, "name">;

export function Field({
  label,
  name,
  error,
  hint,
  className,
  ...inputProps
}: InputProps) {
  const { errorId, hintId, control } = useFieldControl(name, error, hint);
  return (
    <div className={["field", className].filter(Boolean).join(" ")}>
      <label htmlFor={control.id}>{label}</label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <input {...control} {...inputProps} />
      <ErrorList id={errorId} errors={error ? [error] : undefined} />
    </div>
  );
}

export interface Option {
  value: string;
  label: string;
}

type SelectProps = BaseProps &
  Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "name"> & {
    options: readonly Option[];
    placeholder: string;
  };

export function SelectField({
  label,
  name,
  error,
  hint,
  className,
  options,
  placeholder,
  ...selectProps
}: SelectProps) {
  const { errorId, control } = useFieldControl(name, error, hint);
  return (
    <div className={["field", className].filter(Boolean).join(" ")}>
      <label htmlFor={control.id}>{label}</label>
      <select {...control} {...selectProps}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorList id={errorId} errors={error ? [error] : undefined} />
    </div>
  );
}

type CheckboxProps = BaseProps &
  Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "type"> & {
    /** A note under the box, read with it (e.g. which language governs). */
    note?: React.ReactNode;
  };

export function CheckboxField({
  label,
  name,
  error,
  className,
  note,
  ...inputProps
}: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const describedBy =
    [note ? noteId : "", error ? errorId : ""].filter(Boolean).join(" ") ||
    undefined;
  return (
    <div className={className}>
      <div className="check">
        <input
          id={id}
          type="checkbox"
          name={name}
          value="on"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {note && (
        <p id={noteId} className="field-hint">
          {note}
        </p>
      )}
      <ErrorList id={errorId} errors={error ? [error] : undefined} />
    </div>
  );
}

/**
 * The bot trap: off-screen (not display:none, which some bots skip), hidden
 * from assistive tech and out of the tab order so people never fill it.
 */
export function Honeypot() {
  const { _ } = useLingui();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={`hp-${HONEYPOT_FIELD}`}>
        {_(FORM_COMMON.honeypotLabel)}
      </label>
      <input
        id={`hp-${HONEYPOT_FIELD}`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/** Moves focus to the first control marked invalid, after React has rendered it. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() =>
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
  );
}

/** Country options for the request forms' selects, named in the page's language. */
export function useCountryOptions(countries: readonly Country[]): Option[] {
  return useMemo(
    () => countries.map((c) => ({ value: c.code, label: c.name })),
    [countries],
  );
}

export const COUNTRY_PLACEHOLDER = FORM_COMMON.countryPlaceholder;

/** What a form shows: its phase, the red-box or success text, per-field errors. */
export interface FormState {
  status: "idle" | "submitting" | "success" | "error";
  message?: string;
  errors: Record<string, string>;
}

export function stateFromAction(result: ActionResult | undefined): FormState {
  if (!result) return { status: "idle", errors: {} };
  return {
    status: result.success ? "success" : "error",
    message: result.message,
    errors: result.errors ?? {},
  };
}

/** The API's field map from a failed call, if it sent one. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const body = (error as { body?: { errors?: unknown } })?.body;
  const errors = body?.errors;
  return errors && typeof errors === "object"
    ? (errors as Record<string, string>)
    : {};
}
