import { useLingui } from "@lingui/react";
import { RichMessage } from "#app/components/rich-message.tsx";
import type { Country } from "#app/lib/compliance/index.ts";
import { useState } from "react";
import { AGREEMENT_NOTE, FORM } from "#app/content/issuer.ts";
import { DEFAULT_LOCALE, useLocale } from "#app/lib/i18n/index.ts";
import { ISSUER_FORM } from "#app/content/forms.ts";
import { CODE_CREATED_MODAL_AUTO_CLOSE_MS } from "#app/lib/policies.ts";
import { preloadValidation, type ActionResult } from "#app/lib/forms/index.ts";
import { FORM_ANSWERS } from "#app/content/form-answers.ts";
import {
  CheckboxField,
  COUNTRY_PLACEHOLDER,
  Field,
  SelectField,
  useCountryOptions,
} from "#app/components/forms.tsx";
import { Modal } from "#app/components/modal.tsx";
import { PayoutFields } from "#app/components/issuer-payout-fields.tsx";
import { IssuerDeal } from "#app/components/issuer-deal.tsx";
import { QrResult } from "#app/components/qr-result.tsx";
import { FormCard } from "#app/components/form-card.tsx";
import { RequestFormSubmit } from "#app/components/request-form-submit.tsx";
import { useRequestForm } from "#app/components/use-request-form.ts";

type Values = Record<string, string | boolean>;

const EMPTY: Values = {
  fullName: "",
  email: "",
  countryOfResidence: "",
  payoutMethod: "paypal",
  paypalEmail: "",
  dateOfBirth: "",
  postalName: "",
  postalAddressLine1: "",
  postalAddressLine2: "",
  postalCity: "",
  postalZip: "",
  postalCountry: "",
  confirm18OrOlder: false,
  acceptTerms: false,
  sanctionsDeclaration: false,
  singleCodeRule: false,
  consentElectronicDelivery: false,
};

/** While cheque is chosen, the postal name and country follow these fields. */
const CHEQUE_MIRRORS: Record<string, string> = {
  fullName: "postalName",
  countryOfResidence: "postalCountry",
};

interface Minted {
  code: string;
  qrUrl: string;
}

interface MintResponse {
  message?: string;
  trust_code?: string | null;
  qr_code?: { qr_code_url?: string; trust_code?: string } | null;
}

export function IndividualIssuerForm({
  actionData,
  countries: countryList,
  onOpenAgreement,
}: {
  actionData?: ActionResult;
  countries: readonly Country[];
  onOpenAgreement: () => void;
}) {
  const { _ } = useLingui();
  const locale = useLocale();
  const countries = useCountryOptions(countryList);
  const [values, setValues] = useState<Values>(() =>
    actionData && !actionData.success && actionData.values
      ? { ...EMPTY, ...actionData.values }
      : EMPTY,
  );
  const [minted, setMinted] = useState<Minted | null>(() =>
    actionData?.trust_code && actionData.qr_code
      ? { code: actionData.trust_code, qrUrl: actionData.qr_code.qr_code_url }
      : null,
  );
  const [modalCode, setModalCode] = useState<string | null>(null);
  const { state, onSubmit, clearError, submitting } =
    useRequestForm<MintResponse>({
      schema: "individual",
      path: "/contact/individual-trust-code-request",
      successMessage: FORM_ANSWERS.individualSuccess,
      actionData,
      onSuccess: (body) => {
        const code = body?.trust_code ?? body?.qr_code?.trust_code;
        const qrUrl = body?.qr_code?.qr_code_url;
        if (code && qrUrl) {
          setMinted({ code, qrUrl });
          setModalCode(code);
        } else {
          // A repeated address: the message alone, no QR (the holder is e-mailed).
          setMinted(null);
        }
        setValues(EMPTY);
      },
    });
  const e = state.errors;

  function set(name: string, value: string | boolean) {
    setValues((v) => {
      const next = { ...v, [name]: value };
      if (name === "payoutMethod" && value === "cheque") {
        next.postalName = v.fullName;
        next.postalCountry = v.countryOfResidence;
      }
      if (v.payoutMethod === "cheque" && CHEQUE_MIRRORS[name])
        next[CHEQUE_MIRRORS[name]] = value;
      return next;
    });
    clearError(name);
  }

  const text = (name: string) => ({
    name,
    value: values[name] as string,
    onChange: (ev: { target: { value: string } }) => set(name, ev.target.value),
    error: e[name],
  });
  const box = (name: string) => ({
    name,
    // A refused no-JS post sends a ticked box back as "on".
    checked: Boolean(values[name]),
    onChange: (ev: { target: { checked: boolean } }) =>
      set(name, ev.target.checked),
    error: e[name],
  });

  return (
    <FormCard
      id="issuer-form"
      titleId="issuer-form-title"
      title={_(FORM.title)}
      intro={_(FORM.intro)}
    >
      <IssuerDeal />
      <form
        method="post"
        noValidate
        onSubmit={onSubmit}
        onFocus={preloadValidation}
        aria-busy={submitting}
        className="issuer-form"
      >
        <div className="form-grid">
          <Field
            label={_(ISSUER_FORM.labels.fullName)}
            autoComplete="name"
            {...text("fullName")}
          />
          <Field
            label={_(ISSUER_FORM.labels.email)}
            type="email"
            autoComplete="email"
            {...text("email")}
          />
          <SelectField
            label={_(ISSUER_FORM.labels.countryOfResidence)}
            options={countries}
            placeholder={_(COUNTRY_PLACEHOLDER)}
            {...text("countryOfResidence")}
          />
        </div>

        <PayoutFields
          method={values.payoutMethod as string}
          onMethod={(m) => set("payoutMethod", m)}
          text={text}
          countries={countries}
        />

        <CheckboxField
          label={_(ISSUER_FORM.labels.confirm18OrOlder)}
          {...box("confirm18OrOlder")}
        />
        <CheckboxField
          label={
            // A link, so it wraps with the sentence; without JavaScript it
            // leads to the agreement's section of the page.
            <RichMessage
              message={ISSUER_FORM.acceptTerms}
              components={{
                0: (
                  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the translated message fills the link
                  <a
                    href="#agreement-cta"
                    onClick={(event) => {
                      event.preventDefault();
                      onOpenAgreement();
                    }}
                  />
                ),
              }}
            />
          }
          note={
            // The agreement is English only; say so beside the box that accepts it.
            locale === DEFAULT_LOCALE ? undefined : _(AGREEMENT_NOTE)
          }
          {...box("acceptTerms")}
        />
        <CheckboxField
          label={_(ISSUER_FORM.labels.sanctionsDeclaration)}
          {...box("sanctionsDeclaration")}
        />
        <CheckboxField
          label={_(ISSUER_FORM.labels.singleCodeRule)}
          {...box("singleCodeRule")}
        />
        <CheckboxField
          label={_(ISSUER_FORM.labels.consentElectronicDelivery)}
          {...box("consentElectronicDelivery")}
        />
        <RequestFormSubmit
          state={state}
          submitting={submitting}
          label={_(ISSUER_FORM.submit.idle)}
          busyLabel={_(ISSUER_FORM.submit.busy)}
        />
      </form>
      {minted && (
        // Keyed so a second code scrolls into view and takes focus again.
        <QrResult key={minted.code} code={minted.code} qrUrl={minted.qrUrl} />
      )}
      {modalCode && (
        <Modal
          kind="success"
          title={_(ISSUER_FORM.createdModalTitle)}
          message={_({
            ...FORM_ANSWERS.codeCreated,
            values: { code: modalCode },
          })}
          autoCloseMs={CODE_CREATED_MODAL_AUTO_CLOSE_MS}
          onClose={() => setModalCode(null)}
        />
      )}
    </FormCard>
  );
}
