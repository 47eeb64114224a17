import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { postJson } from "#app/lib/platform/index.ts";
import {
  submissionErrorMessage,
  validateForm,
  type ActionResult,
} from "#app/lib/forms/index.ts";
import { withLocaleParam, useLocale } from "#app/lib/i18n/index.ts";
import { formElementPayload } from "#app/lib/schemas/index.ts";
import {
  focusFirstInvalid,
  serverFieldErrors,
  stateFromAction,
  type FormState,
} from "#app/components/forms.tsx";

interface RequestFormOptions<T> {
  /** Which schema checks the payload in the browser. */
  schema: "organisation" | "individual";
  path: string;
  /** Shown if the server's answer carries no message of its own. */
  successMessage: MessageDescriptor;
  actionData?: ActionResult;
  /** Runs after a successful answer, before the success state is shown. */
  onSuccess: (body: T | undefined, form: HTMLFormElement) => void;
}

/**
 * The submit cycle both request forms share: idle → submitting →
 * success | error; a second submit while one is in flight is ignored; field
 * errors from the browser's schema or the server land on their fields.
 */
export function useRequestForm<T extends { message?: string }>(
  options: RequestFormOptions<T>,
) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const [state, setState] = useState<FormState>(() =>
    stateFromAction(options.actionData),
  );
  // A ref, not state: a double click lands before React re-renders.
  const inFlight = useRef(false);
  // One key per logical submission: kept across retries, renewed after success.
  const requestKey = useRef<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    const form = event.currentTarget;
    const payload = formElementPayload(form);
    const errors = await validateForm(options.schema, payload, i18n);
    if (errors) {
      inFlight.current = false;
      // After the await React would render later; render now so focus lands.
      flushSync(() => setState({ status: "idle", errors }));
      focusFirstInvalid(form);
      return;
    }
    setState({ status: "submitting", errors: {} });
    try {
      const body = await postJson<T>(
        withLocaleParam(options.path, locale),
        payload,
        (requestKey.current ??= crypto.randomUUID()),
      );
      requestKey.current = null;
      options.onSuccess(body, form);
      setState({
        status: "success",
        message: body?.message || i18n._(options.successMessage),
        errors: {},
      });
    } catch (error) {
      setState({
        status: "error",
        message: submissionErrorMessage(error, i18n),
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

  return {
    state,
    onSubmit,
    clearError,
    submitting: state.status === "submitting",
  };
}
