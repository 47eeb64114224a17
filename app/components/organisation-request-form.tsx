import { withScheme } from "~/lib/website";
import type { Country } from "~/lib/countries";
import {
  AUDIENCE_SIZE_LABELS,
  labelledOptions,
  REQUEST_FORM,
  TIMEFRAME_LABELS,
  VERTICAL_LABELS,
} from "~/content/programme";
import { ORGANISATION_FORM } from "~/content/forms";
import { AUDIENCE_SIZES, TIMEFRAMES, VERTICALS } from "~/lib/schemas/form-data";
import { ORGANISATION_SUCCESS } from "~/lib/schemas/messages";
import { preloadValidation } from "~/lib/client-validation";
import {
  CheckboxField,
  COUNTRY_PLACEHOLDER,
  Field,
  SelectField,
  useCountryOptions,
  type ActionResult,
} from "./forms";
import { FormCard } from "./form-card";
import { RequestFormSubmit } from "./request-form-submit";
import { useRequestForm } from "./use-request-form";

const VERTICAL_OPTIONS = labelledOptions(VERTICALS, VERTICAL_LABELS);
const AUDIENCE_SIZE_OPTIONS = labelledOptions(
  AUDIENCE_SIZES,
  AUDIENCE_SIZE_LABELS,
);
const TIMEFRAME_OPTIONS = labelledOptions(TIMEFRAMES, TIMEFRAME_LABELS);

/**
 * The organisation request: validated with the API's own schema
 * before sending; without JavaScript it posts to the route action instead.
 */
export function OrganisationRequestForm({
  actionData,
  countries: countryList,
}: {
  actionData?: ActionResult;
  countries: readonly Country[];
}) {
  const countries = useCountryOptions(countryList);
  const { state, onSubmit, clearError, submitting } = useRequestForm<{
    message?: string;
  }>({
    schema: "organisation",
    path: "/contact/trust-code-request",
    successMessage: ORGANISATION_SUCCESS,
    actionData,
    onSuccess: (_body, form) => form.reset(),
  });
  const values = actionData?.success ? undefined : actionData?.values;
  const text = (name: string) =>
    typeof values?.[name] === "string" ? (values[name] as string) : undefined;
  const e = state.errors;

  return (
    <FormCard
      id="request"
      titleId="request-title"
      title={REQUEST_FORM.title}
      intro={REQUEST_FORM.intro}
    >
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
            label={ORGANISATION_FORM.labels.organizationName}
            name="organizationName"
            autoComplete="organization"
            defaultValue={text("organizationName")}
            error={e.organizationName}
          />
          <Field
            label={ORGANISATION_FORM.labels.website}
            name="website"
            type="url"
            inputMode="url"
            placeholder={ORGANISATION_FORM.placeholders.website}
            defaultValue={text("website")}
            onBlur={(event) => {
              // Show the visitor the address we will read (scheme added).
              event.currentTarget.value = withScheme(event.currentTarget.value);
            }}
            error={e.website}
          />
          <SelectField
            label={ORGANISATION_FORM.labels.country}
            name="country"
            options={countries}
            placeholder={COUNTRY_PLACEHOLDER}
            defaultValue={text("country") ?? ""}
            error={e.country}
          />
          <SelectField
            label={ORGANISATION_FORM.labels.vertical}
            name="vertical"
            options={VERTICAL_OPTIONS}
            placeholder={ORGANISATION_FORM.placeholders.vertical}
            defaultValue={text("vertical") ?? ""}
            error={e.vertical}
          />
          <SelectField
            label={ORGANISATION_FORM.labels.audienceSize}
            name="audienceSize"
            options={AUDIENCE_SIZE_OPTIONS}
            placeholder={ORGANISATION_FORM.placeholders.audienceSize}
            defaultValue={text("audienceSize") ?? ""}
            error={e.audienceSize}
          />
          <SelectField
            label={ORGANISATION_FORM.labels.timeframe}
            name="timeframe"
            options={TIMEFRAME_OPTIONS}
            placeholder={ORGANISATION_FORM.placeholders.timeframe}
            defaultValue={text("timeframe") ?? ""}
            error={e.timeframe}
          />
          <Field
            label={ORGANISATION_FORM.labels.contactName}
            name="contactName"
            autoComplete="name"
            defaultValue={text("contactName")}
            error={e.contactName}
          />
          <Field
            label={ORGANISATION_FORM.labels.email}
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={text("email")}
            error={e.email}
          />
        </div>
        <CheckboxField
          label={<AcknowledgeLabel />}
          name="acknowledgeTerms"
          error={e.acknowledgeTerms}
        />
        <RequestFormSubmit
          state={state}
          submitting={submitting}
          label={ORGANISATION_FORM.submit.idle}
          busyLabel={ORGANISATION_FORM.submit.busy}
        />
      </form>
    </FormCard>
  );
}

/** The acknowledgement, with its terms one click away (the same words). */
function AcknowledgeLabel() {
  const { acknowledgeLabel: label, acknowledgeLink: link } = REQUEST_FORM;
  const at = label.indexOf(link.text);
  if (at < 0) return <>{label}</>;
  return (
    <>
      {label.slice(0, at)}
      <a href={link.href}>{link.text}</a>
      {label.slice(at + link.text.length)}
    </>
  );
}
