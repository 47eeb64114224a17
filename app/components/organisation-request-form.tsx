import type { Country } from "~/lib/countries";
import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import {
  AUDIENCE_SIZES,
  REQUEST_FORM,
  TIMEFRAMES,
  VERTICALS,
} from "~/content/programme";
import { submissionErrorMessage } from "~/lib/api-client";
import { formPayload, ORGANISATION_CHECKBOXES } from "~/lib/schemas/form-data";
import { ORGANISATION_SUCCESS } from "~/lib/schemas/messages";
import { preloadValidation, validateForm } from "~/lib/client-validation";
import {
  CheckboxField,
  countryPlaceholder,
  Field,
  focusFirstInvalid,
  postWithKey,
  Honeypot,
  SelectField,
  serverFieldErrors,
  stateFromAction,
  useCountries,
  type ActionResult,
  type FormState,
} from "./forms";

/**
 * The organisation request (SPEC §2, §4): validated with the API's own schema
 * before sending; without JavaScript it posts to the route action instead.
 */
export function OrganisationRequestForm({
  actionData,
  countries: initialCountries,
}: {
  actionData?: ActionResult;
  countries?: readonly Country[];
}) {
  const countries = useCountries(initialCountries);
  const [state, setState] = useState<FormState>(() =>
    stateFromAction(actionData),
  );
  // A ref, not state: a double click lands before React re-renders.
  const inFlight = useRef(false);
  // One key per logical submission: kept across retries, renewed after success.
  const requestKey = useRef<string | null>(null);
  const values = actionData?.success ? undefined : actionData?.values;
  const text = (name: string) =>
    typeof values?.[name] === "string" ? (values[name] as string) : undefined;
  const e = state.errors;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    const form = event.currentTarget;
    const payload = formPayload(new FormData(form), ORGANISATION_CHECKBOXES);
    const errors = await validateForm("organisation", payload);
    if (errors) {
      inFlight.current = false;
      // After the await React would render later; render now so focus lands.
      flushSync(() => setState({ status: "idle", errors }));
      focusFirstInvalid(form);
      return;
    }
    setState({ status: "submitting", errors: {} });
    try {
      const body = await postWithKey<{ message?: string }>(
        "/contact/trust-code-request",
        payload,
        (requestKey.current ??= crypto.randomUUID()),
      );
      requestKey.current = null;
      form.reset();
      setState({
        status: "success",
        message: body?.message || ORGANISATION_SUCCESS,
        errors: {},
      });
    } catch (error) {
      setState({
        status: "error",
        message: submissionErrorMessage(error),
        errors: serverFieldErrors(error),
      });
      focusFirstInvalid(form);
    } finally {
      inFlight.current = false;
    }
  }

  function clearError(name: string) {
    if (state.errors[name])
      setState((s) => {
        const { [name]: _, ...rest } = s.errors;
        return { ...s, errors: rest };
      });
  }

  const submitting = state.status === "submitting";
  return (
    <section
      id="request"
      className="programme-section form-card"
      aria-labelledby="request-title"
    >
      <h2 id="request-title">{REQUEST_FORM.title}</h2>
      <p>{REQUEST_FORM.intro}</p>
      <form
        method="post"
        noValidate
        onSubmit={onSubmit}
        onFocus={preloadValidation}
        onChange={(ev) =>
          clearError((ev.target as { name?: string }).name ?? "")
        }
        aria-busy={submitting}
      >
        <div className="form-grid">
          <Field
            label="Organisation name"
            name="organizationName"
            autoComplete="organization"
            defaultValue={text("organizationName")}
            error={e.organizationName}
          />
          <Field
            label="Website"
            name="website"
            type="url"
            inputMode="url"
            placeholder="https://"
            defaultValue={text("website")}
            error={e.website}
          />
          <SelectField
            label="Country"
            name="country"
            options={countries ?? []}
            placeholder={countryPlaceholder(countries)}
            defaultValue={text("country") ?? ""}
            error={e.country}
          />
          <SelectField
            label="Vertical"
            name="vertical"
            options={VERTICALS}
            placeholder="Select a vertical"
            defaultValue={text("vertical") ?? ""}
            error={e.vertical}
          />
          <SelectField
            label="Audience size"
            name="audienceSize"
            options={AUDIENCE_SIZES}
            placeholder="Select an audience band"
            defaultValue={text("audienceSize") ?? ""}
            error={e.audienceSize}
          />
          <SelectField
            label="Timeframe"
            name="timeframe"
            options={TIMEFRAMES}
            placeholder="Select a timeframe"
            defaultValue={text("timeframe") ?? ""}
            error={e.timeframe}
          />
          <Field
            label="Contact name"
            name="contactName"
            autoComplete="name"
            defaultValue={text("contactName")}
            error={e.contactName}
          />
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={text("email")}
            error={e.email}
          />
        </div>
        <CheckboxField
          label={REQUEST_FORM.acknowledgeLabel}
          name="acknowledgeTerms"
          error={e.acknowledgeTerms}
        />
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
          {submitting ? "Submitting..." : "Submit request"}
        </button>
      </form>
    </section>
  );
}
