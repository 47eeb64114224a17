import { useId, useState, type FormEvent } from "react";
import { DID_YOU_MEAN } from "~/content/code-check";
import { CODE_ENTRY } from "~/content/have-a-code";
import { HttpError, postJson, submissionErrorMessage } from "~/lib/api-client";
import { CHECKOUT_AFTER_CODE } from "~/content/navigation";
import { APPLIED_CODE_KEY, BRAND } from "~/lib/brand";
import {
  ALREADY_APPLIED,
  APPLY_SUCCESS,
  INVALID_CODE_MESSAGE,
} from "~/lib/schemas/messages";
import { storage } from "~/lib/storage";
import { normaliseTrustCode } from "~/lib/trust-code-syntax";
import type { ActionResult } from "./forms";

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

/** The notice a no-JS post left on the page (the route action's answer). */
function noticeFromAction(result: ActionResult | undefined): ApplyState {
  if (!result) return { status: "idle" };
  if (result.success) return { status: "success", message: result.message };
  if (result.message === INVALID_CODE_MESSAGE)
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
  const [code, setCode] = useState(() =>
    typeof actionData?.values?.code === "string" ? actionData.values.code : "",
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
      setState({ status: "invalid", message: INVALID_CODE_MESSAGE });
      return;
    }
    if (storage.get(APPLIED_CODE_KEY) === normalised) {
      setState({ status: "already", message: ALREADY_APPLIED(normalised) });
      return;
    }
    setState({ status: "submitting" });
    try {
      const body = await postJson<{
        success?: boolean;
        message?: string;
        trust_code?: string;
        suggestion?: string;
      }>("/contact/apply-trust-code", { code: normalised });
      if (body?.success) {
        // A code typed with look-alikes is applied as the code it reads as.
        const applied = body.trust_code ?? normalised;
        storage.set(APPLIED_CODE_KEY, applied);
        if (applied !== normalised) setCode(applied);
        setState({ status: "success", message: APPLY_SUCCESS(applied) });
      } else {
        setState({
          status: "invalid",
          message: INVALID_CODE_MESSAGE,
          suggestion: body?.suggestion,
        });
      }
    } catch (error) {
      // A 400 is the server refusing the syntax: the same yellow notice.
      if (error instanceof HttpError && error.status === 400)
        setState({ status: "invalid", message: INVALID_CODE_MESSAGE });
      else
        setState({ status: "error", message: submissionErrorMessage(error) });
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
        <label htmlFor={id}>{CODE_ENTRY.label}</label>
        <div className="apply-row">
          <input
            id={id}
            name="code"
            value={code}
            placeholder={CODE_ENTRY.placeholder}
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
              ? CODE_ENTRY.submittingLabel
              : CODE_ENTRY.submitLabel}
          </button>
        </div>
        {/* Always present so screen readers announce the notice when it appears. */}
        <div aria-live="polite">
          {notice && (
            <p id={noticeId} className={NOTICE_CLASS[notice.status]}>
              {notice.message}
            </p>
          )}
          {state.status === "success" && (
            <p className="apply-next">
              {CHECKOUT_AFTER_CODE.text}{" "}
              <a href={BRAND.signInUrl} className="button primary">
                {CHECKOUT_AFTER_CODE.link}
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
            <p>{DID_YOU_MEAN.question(suggestion)}</p>
            <input type="hidden" name="code" value={suggestion} />
            <button type="submit" className="button">
              {DID_YOU_MEAN.apply(suggestion)}
            </button>
          </form>
        )}
      </div>
    </>
  );
}
