import { useLingui } from "@lingui/react";
import { Form, Link } from "react-router";
import { ACCOUNT } from "#app/content/account.ts";
import type {
  AccountAction,
  Problem,
} from "#app/lib/use-cases/index.server.ts";
import { ProblemNotice } from "#app/components/account/problem-notice.tsx";
import { ACCOUNT_CODE_TTL_MS } from "#app/lib/policies.ts";
import { useLocalizeHref } from "#app/lib/i18n/index.ts";
import { Field } from "#app/components/forms.tsx";
import { pagePath } from "#app/lib/pages/index.ts";

/** Step 1: the address. Plain forms: the same with and without JavaScript. */
function EmailForm({ email, problem }: { email: string; problem?: Problem }) {
  const { _ } = useLingui();
  return (
    <Form method="post" className="account-form">
      <p>{_(ACCOUNT.signInIntro)}</p>
      <ProblemNotice problem={problem} />
      <input type="hidden" name="intent" value="send-code" />
      <Field
        label={_(ACCOUNT.emailLabel)}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={email}
      />
      <button type="submit" className="button primary">
        {_(ACCOUNT.sendCode)}
      </button>
    </Form>
  );
}

/** Step 2: the 8-digit code from the e-mail (the address rides along, hidden). */
function CodeForm({ email, problem }: { email: string; problem?: Problem }) {
  const { _ } = useLingui();
  const localize = useLocalizeHref();
  return (
    <Form method="post" className="account-form">
      {problem ? (
        <ProblemNotice problem={problem} />
      ) : (
        <p className="notice success" role="status">
          {_({
            ...ACCOUNT.codeSent,
            values: { minutes: ACCOUNT_CODE_TTL_MS / 60_000 },
          })}
        </p>
      )}
      <input type="hidden" name="intent" value="verify-code" />
      <input type="hidden" name="email" value={email} />
      <Field
        label={_(ACCOUNT.codeLabel)}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 \-]{8,10}"
        maxLength={10}
        required
        className="code-field"
      />
      <button type="submit" className="button primary">
        {_(ACCOUNT.signIn)}
      </button>
      <p>
        <Link to={localize(pagePath("myTrustCode"))} reloadDocument>
          {_(ACCOUNT.otherAddress)}
        </Link>
      </p>
    </Form>
  );
}

export function SignInForms({ action }: { action?: AccountAction }) {
  if (action?.form === "code")
    return <CodeForm email={action.email} problem={action.problem} />;
  return (
    <EmailForm
      email={action?.form === "email" ? action.email : ""}
      problem={action?.form === "email" ? action.problem : undefined}
    />
  );
}
