import type { I18n, MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { RichMessage } from "#app/components/rich-message.tsx";
import { useMemo } from "react";
import {
  withScheme,
  preloadValidation,
  type ActionResult,
} from "#app/lib/forms/index.ts";
import type { Country } from "#app/lib/compliance/index.ts";
import {
  AUDIENCE_SIZE_LABELS,
  labelledOptions,
  REQUEST_FORM,
  TIMEFRAME_LABELS,
  VERTICAL_LABELS,
} from "#app/content/programme.ts";
import { ORGANISATION_FORM } from "#app/content/forms.ts";
import {
  AUDIENCE_SIZES,
  TIMEFRAMES,
  VERTICALS,
} from "#app/lib/schemas/index.ts";
import { FORM_ANSWERS } from "#app/content/form-answers.ts";
import {
  CheckboxField,
  COUNTRY_PLACEHOLDER,
  Field,
  SelectField,
  useCountryOptions,
  type Option,
} from "#app/components/forms.tsx";
import { FormCard } from "#app/components/form-card.tsx";
import { RequestFormSubmit } from "#app/components/request-form-submit.tsx";
import { useRequestForm } from "#app/components/use-request-form.ts";

const VERTICAL_OPTIONS = labelledOptions(VERTICALS, VERTICAL_LABELS);
const AUDIENCE_SIZE_OPTIONS = labelledOptions(
  AUDIENCE_SIZES,
  AUDIENCE_SIZE_LABELS,
);
const TIMEFRAME_OPTIONS = labelledOptions(TIMEFRAMES, TIMEFRAME_LABELS);

/** Select options with their labels in the page's language. */
function translated(
  i18n: I18n,
  options: readonly { value: string; label: MessageDescriptor }[],
): Option[] {
  return options.map((o) => ({ value: o.value, label: i18n._(o.label) }));
}

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
  const { _, i18n } = useLingui();
  const countries = useCountryOptions(countryList);
  const lists = useMemo(
    () => ({
      vertical: translated(i18n, VERTICAL_OPTIONS),
      audienceSize: translated(i18n, AUDIENCE_SIZE_OPTIONS),
      timeframe: translated(i18n, TIMEFRAME_OPTIONS),
    }),
    [i18n],
  );
  const { state, onSubmit, clearError, submitting } = useRequestForm<{
    message?: string;
  }>({
    schema: "organisation",
    path: "/contact/trust-code-request",
    successMessage: FORM_ANSWERS.organisationSuccess,
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
      title={_(REQUEST_FORM.title)}
      intro={_(REQUEST_FORM.intro)}
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
            label={_(ORGANISATION_FORM.labels.organizationName)}
            name="organizationName"
            autoComplete="organization"
            defaultValue={text("organizationName")}
            error={e.organizationName}
          />
          <Field
            label={_(ORGANISATION_FORM.labels.website)}
            name="website"
            type="url"
            inputMode="url"
            placeholder={_(ORGANISATION_FORM.placeholders.website)}
            defaultValue={text("website")}
            onBlur={(event) => {
              // Show the visitor the address we will read (scheme added).
              event.currentTarget.value = withScheme(event.currentTarget.value);
            }}
            error={e.website}
          />
          <SelectField
            label={_(ORGANISATION_FORM.labels.country)}
            name="country"
            options={countries}
            placeholder={_(COUNTRY_PLACEHOLDER)}
            defaultValue={text("country") ?? ""}
            error={e.country}
          />
          <SelectField
            label={_(ORGANISATION_FORM.labels.vertical)}
            name="vertical"
            options={lists.vertical}
            placeholder={_(ORGANISATION_FORM.placeholders.vertical)}
            defaultValue={text("vertical") ?? ""}
            error={e.vertical}
          />
          <SelectField
            label={_(ORGANISATION_FORM.labels.audienceSize)}
            name="audienceSize"
            options={lists.audienceSize}
            placeholder={_(ORGANISATION_FORM.placeholders.audienceSize)}
            defaultValue={text("audienceSize") ?? ""}
            error={e.audienceSize}
          />
          <SelectField
            label={_(ORGANISATION_FORM.labels.timeframe)}
            name="timeframe"
            options={lists.timeframe}
            placeholder={_(ORGANISATION_FORM.placeholders.timeframe)}
            defaultValue={text("timeframe") ?? ""}
            error={e.timeframe}
          />
          <Field
            label={_(ORGANISATION_FORM.labels.contactName)}
            name="contactName"
            autoComplete="name"
            defaultValue={text("contactName")}
            error={e.contactName}
          />
          <Field
            label={_(ORGANISATION_FORM.labels.email)}
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
          label={_(ORGANISATION_FORM.submit.idle)}
          busyLabel={_(ORGANISATION_FORM.submit.busy)}
        />
      </form>
    </FormCard>
  );
}

/** The acknowledgement, with its terms one click away (the same words). */
function AcknowledgeLabel() {
  return (
    <RichMessage
      message={REQUEST_FORM.acknowledgeLabel}
      // eslint-disable-next-line jsx-a11y/anchor-has-content -- the translated message fills the link
      components={{ 0: <a href={REQUEST_FORM.acknowledgeHref} /> }}
    />
  );
}
