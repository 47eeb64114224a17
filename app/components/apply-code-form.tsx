import { useLingui } from "@lingui/react";
import { useId, useState, type FormEvent } from "react";
import { useRouteLoaderData } from "react-router";
import { CodePrice } from "#app/components/code-price.tsx";
import { CodeMessage } from "#app/components/rich-message.tsx";
import { DID_YOU_MEAN } from "#app/content/code-check.ts";
import { CHECKOUT_AFTER_CODE, CODE_ENTRY } from "#app/content/have-a-code.ts";
import { FORM_ANSWERS } from "#app/content/form-answers.ts";
import { VALIDATION } from "#app/content/validation.ts";
import { HttpError, postJson, storage } from "#app/lib/platform/index.ts";
import {
  submissionErrorMessage,
  type ActionResult,
  type FormError,
} from "#app/lib/forms/index.ts";
import { withLocaleParam, useLocale } from "#app/lib/i18n/index.ts";
import { APPLIED_CODE_KEY, BRAND } from "#app/lib/brand.ts";
import { normaliseTrustCode } from "#app/lib/trust-codes/index.ts";
import type { ScanGreeting } from "#app/lib/scans/index.ts";

type ApplyState =
  | { status: "idle" | "submitting" }
  | {
      status: "invalid" | "error" | "already" | "success";
      message: string;
      /** The one active code a single edit from what was typed (invalid only). */
      suggestion?: string;
    };

const NOTICE_CLASS = {
  invalid: "notice warning",
  already: "notice info",
  success: "notice success",
  error: "notice error",
} as const;

/** A refusal that gets the yellow "not a valid code" notice: bad syntax or no such live code. */
const isInvalidCode = (error: FormError | undefined) =>
  error === "invalid_input" || error === "unknown_code";

/** The notice a no-JS post left on the page (the route action's answer). */
function noticeFromAction(result: ActionResult | undefined): ApplyState {
  if (!result) return { status: "idle" };
  if (result.success) return { status: "success", message: result.message };
  if (isInvalidCode(result.error))
    return {
      status: "invalid",
      message: result.message,
      suggestion: result.suggestion,
    };
  return { status: "error", message: result.message };
}

/**
 * Apply-a-code states; any edit to the code returns to idle, so old notices
 * never describe a new code. Without JavaScript the form posts to the page's
 * action, which answers the same.
 */
export function ApplyCodeForm({ actionData }: { actionData?: ActionResult }) {
  const { _, i18n } = useLingui();
  const locale = useLocale();
  const invalidCode = _(VALIDATION.invalidCode);
  // The code the visitor arrived with (root loader), until they type another.
  const carried = useRouteLoaderData<{ scanGreeting: ScanGreeting | null }>(
    "root",
  )?.scanGreeting?.code;
  const [code, setCode] = useState(() =>
    typeof actionData?.values?.code === "string"
      ? actionData.values.code
      : (carried ?? ""),
  );
  const [state, setState] = useState<ApplyState>(() =>
    noticeFromAction(actionData),
  );
  const id = useId();
  const noticeId = `${id}-notice`;

  async function apply(typed: string) {
    if (state.status === "submitting") return;
    const normalised = normaliseTrustCode(typed);
    if (!normalised) {
      setState({ status: "invalid", message: invalidCode });
      return;
    }
    if (storage.get(APPLIED_CODE_KEY) === normalised) {
      setState({
        status: "already",
        message: _({
          ...FORM_ANSWERS.alreadyApplied,
          values: { code: normalised },
        }),
      });
      return;
    }
    setState({ status: "submitting" });
    try {
      const body = await postJson<{
        success?: boolean;
        message?: string;
        trust_code?: string;
        suggestion?: string;
        error?: FormError;
      }>(withLocaleParam("/contact/apply-trust-code", locale), {
        code: normalised,
      });
      if (body?.success) {
        // A code typed with look-alikes is applied as the code it reads as.
        const applied = body.trust_code ?? normalised;
        storage.set(APPLIED_CODE_KEY, applied);
        if (applied !== normalised) setCode(applied);
        setState({
          status: "success",
          message: _({
            ...FORM_ANSWERS.applySuccess,
            values: { code: applied },
          }),
        });
      } else if (isInvalidCode(body?.error)) {
        setState({
          status: "invalid",
          message: invalidCode,
          suggestion: body?.suggestion,
        });
      } else {
        setState({
          status: "error",
          message: body?.message || submissionErrorMessage(null, i18n),
        });
      }
    } catch (error) {
      // The server refusing the syntax: the same yellow notice.
      const refusal = error instanceof HttpError ? error.body : null;
      if (isInvalidCode((refusal as { error?: FormError } | null)?.error))
        setState({ status: "invalid", message: invalidCode });
      else
        setState({
          status: "error",
          message: submissionErrorMessage(error, i18n),
        });
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void apply(code);
  }

  /** "Did you mean …?": the suggestion goes in the field and is applied. */
  function onApplySuggestion(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const suggestion = "suggestion" in state ? state.suggestion : undefined;
    if (!suggestion) return;
    setCode(suggestion);
    void apply(suggestion);
  }

  const notice = "message" in state ? state : null;
  const suggestion = notice?.suggestion;
  return (
    <>
      <form method="post" className="apply-form" onSubmit={onSubmit} noValidate>
        <label htmlFor={id}>{_(CODE_ENTRY.label)}</label>
        <div className="apply-row">
          <input
            id={id}
            name="code"
            value={code}
            placeholder={_(CODE_ENTRY.placeholder)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={state.status === "invalid" ? true : undefined}
            aria-describedby={notice ? noticeId : undefined}
            onChange={(e) => {
              setCode(e.target.value);
              setState({ status: "idle" });
            }}
          />
          <button
            type="submit"
            className="button primary"
            disabled={state.status === "submitting"}
          >
            {state.status === "submitting"
              ? _(CODE_ENTRY.submittingLabel)
              : _(CODE_ENTRY.submitLabel)}
          </button>
        </div>
        {/* Always present so screen readers announce the notice when it appears. */}
        <div aria-live="polite">
          {notice && (
            <p id={noticeId} className={NOTICE_CLASS[notice.status]}>
              {notice.message}
            </p>
          )}
          {state.status === "success" && <CodePrice />}
          {state.status === "success" && (
            <p className="apply-next">
              {_(CHECKOUT_AFTER_CODE.text)}{" "}
              <a href={BRAND.signInUrl} className="button primary">
                {_(CHECKOUT_AFTER_CODE.link)}
              </a>
            </p>
          )}
        </div>
      </form>
      {/* Its own form (forms cannot nest): without JavaScript it posts the suggestion. */}
      <div aria-live="polite">
        {suggestion && (
          <form
            method="post"
            className="apply-suggestion"
            onSubmit={onApplySuggestion}
          >
            <p>
              <CodeMessage
                message={DID_YOU_MEAN.question}
                codes={{ code: suggestion }}
              />
            </p>
            <input type="hidden" name="code" value={suggestion} />
            <button type="submit" className="button">
              <CodeMessage
                message={DID_YOU_MEAN.apply}
                codes={{ code: suggestion }}
              />
            </button>
          </form>
        )}
      </div>
    </>
  );
}
