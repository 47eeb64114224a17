import { env } from "cloudflare:workers";
import { data, redirect } from "react-router";
import {
  clientKey,
  accountBrowserCookie,
  accountBrowserFrom,
  accountSessionCookie,
  accountSessionDeletion,
  accountSessionFrom,
  readCappedForm,
  withinRateLimit,
} from "#app/lib/platform/index.ts";
import { localeFromPath, localizePath } from "#app/lib/i18n/index.ts";
import { MAX_FORM_BODY_BYTES } from "#app/lib/policies.ts";
import { z, PAYOUT_DETAIL_FIELDS } from "#app/lib/schemas/index.ts";
import {
  currentSession,
  requestSignInCode,
  signInWithCode,
  signOut,
  signOutEverywhere,
  type Session,
} from "#app/lib/use-cases/account-sign-in.server.ts";
import {
  changePayoutDetails,
  requestDetailsCode,
} from "#app/lib/use-cases/payout-details.server.ts";
import { setMonthlySummary } from "#app/lib/use-cases/monthly-summary.server.ts";
import {
  confirmPayoutDetails,
  parseConfirmation,
} from "#app/lib/use-cases/confirm-details.server.ts";
import { pagePath as pathOfPage } from "#app/lib/pages/index.ts";
import { countriesIn, type Country } from "#app/lib/compliance/index.ts";

/**
 * The server side of /my-trust-code (docs/my-trust-code.md): one POST target
 * for every button, so each works with and without JavaScript. Answers carry
 * no secret: a code or link is only ever in the e-mail.
 */
export type Problem =
  | "email-invalid"
  | "limited"
  | "rate-limited"
  | "too-large"
  | "invalid"
  | "wrong"
  | "spent";

export type AccountAction =
  | { form: "email"; email: string; problem: Problem }
  | { form: "code"; email: string; problem?: Problem }
  | {
      form: "confirm";
      mode: "confirm" | "correct";
      state: "done" | "retry" | "mismatch";
      errors?: Record<string, string>;
      values?: Record<string, string>;
    }
  | {
      form: "details";
      state: "code-sent";
      /** The form's country list in the page's language (the browser bundles none). */
      countries: readonly Country[];
      problem?: Problem;
      errors?: Record<string, string>;
      values?: Record<string, string>;
    }
  | {
      form: "details";
      state: "saved" | "retry";
      problem?: Problem;
      values?: Record<string, string>;
    }
  | { form: "mail"; state: "saved" };

export const isHttps = (request: Request) =>
  new URL(request.url).protocol === "https:";

const localeOf = (request: Request) =>
  localeFromPath(new URL(request.url).pathname);

/** The page's own address in the request's language (redirects after a POST). */
const pagePath = (request: Request) =>
  localizePath(pathOfPage("myTrustCode"), localeOf(request));

/** The session behind the request's cookie, if it still lives. */
export const sessionOf = (request: Request): Promise<Session | null> =>
  currentSession(
    accountSessionFrom(request.headers.get("cookie"), isHttps(request)),
  );

/**
 * Signed in: a fresh session cookie and the browser's nir_device cookie (it
 * is known to the address from now on), then the page by GET.
 */
export function signedInRedirect(
  request: Request,
  signedIn: { token: string; device: string },
) {
  const headers = new Headers();
  headers.append(
    "Set-Cookie",
    accountSessionCookie(signedIn.token, isHttps(request)),
  );
  headers.append(
    "Set-Cookie",
    accountBrowserCookie("device", signedIn.device, isHttps(request)),
  );
  return redirect(pagePath(request), { status: 303, headers });
}

/** The browser cookies a sign-in request reads. */
export const browserCookies = (request: Request) => {
  const header = request.headers.get("cookie");
  return {
    browser: accountBrowserFrom(header, "signIn"),
    device: accountBrowserFrom(header, "device"),
  };
};

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

const emailSchema = z.string().trim().max(254).pipe(z.email());

export async function accountAction(request: Request, now = new Date()) {
  if (!(await withinRateLimit(env.RATE_LIMITER, request.headers, "account")))
    return data<AccountAction>(
      { form: "email", email: "", problem: "rate-limited" },
      429,
    );
  const form = await readCappedForm(request, MAX_FORM_BODY_BYTES);
  if (form === "too-large")
    return data<AccountAction>(
      { form: "email", email: "", problem: "too-large" },
      413,
    );
  if (form === "not-a-form")
    return data<AccountAction>(
      { form: "email", email: "", problem: "invalid" },
      400,
    );
  const intent = text(form, "intent");
  const email = text(form, "email").trim();

  if (intent === "send-code") {
    if (!emailSchema.safeParse(email).success)
      return data<AccountAction>(
        { form: "email", email, problem: "email-invalid" },
        400,
      );
    const asked = await requestSignInCode(
      email,
      { client: clientKey(request.headers), ...browserCookies(request) },
      now,
    );
    // The code works only in this browser: the cookie goes with the answer.
    return asked.outcome === "sent"
      ? data<AccountAction>(
          { form: "code", email },
          {
            headers: {
              "Set-Cookie": accountBrowserCookie(
                "signIn",
                asked.browser,
                isHttps(request),
              ),
            },
          },
        )
      : data<AccountAction>({ form: "email", email, problem: "limited" }, 429);
  }
  if (intent === "verify-code") {
    const { browser, device } = browserCookies(request);
    const result = await signInWithCode(
      email,
      text(form, "code"),
      browser,
      now,
      device,
    );
    if (result.ok) return signedInRedirect(request, result);
    return data<AccountAction>(
      { form: "code", email, problem: result.reason },
      400,
    );
  }
  if (intent === "sign-out" || intent === "sign-out-everywhere") {
    await (intent === "sign-out" ? signOut : signOutEverywhere)(
      accountSessionFrom(request.headers.get("cookie"), isHttps(request)),
      now,
    );
    return redirect(pagePath(request), {
      status: 303,
      headers: { "Set-Cookie": accountSessionDeletion(isHttps(request)) },
    });
  }

  const session = await currentSession(
    accountSessionFrom(request.headers.get("cookie"), isHttps(request)),
    now,
  );
  if (!session) return redirect(pagePath(request), 303);
  if (intent === "details-confirm" || intent === "details-correct") {
    const mode = intent === "details-correct" ? "correct" : "confirm";
    const parsed = await parseConfirmation(
      form,
      mode === "correct" ? "replace" : "retype",
      localeOf(request),
    );
    if (!parsed.ok)
      return data<AccountAction>(
        {
          form: "confirm",
          mode,
          state: "retry",
          errors: parsed.errors,
          values: parsed.values,
        },
        400,
      );
    const result = await confirmPayoutDetails(
      session,
      parsed.confirmation,
      now,
    );
    if (result.ok)
      return data<AccountAction>({ form: "confirm", mode, state: "done" });
    // A mismatch keeps nothing typed; not allowed: confirmed meanwhile (a second press).
    return data<AccountAction>(
      {
        form: "confirm",
        mode,
        state: result.reason === "mismatch" ? "mismatch" : "retry",
      },
      400,
    );
  }
  if (intent === "mail-preferences") {
    // The monthly summary on or off (app/lib/use-cases/monthly-summary.server.ts).
    await setMonthlySummary(
      session.holder.kind === "issuer" ? "individual" : "organisation",
      session.holder.id,
      form.get("monthly-summary") === "on",
      now,
    );
    return data<AccountAction>({ form: "mail", state: "saved" });
  }
  if (intent === "details-code") {
    const outcome = await requestDetailsCode(session, now);
    return outcome === "sent"
      ? data<AccountAction>({
          form: "details",
          state: "code-sent",
          countries: countriesIn(localeOf(request)),
        })
      : data<AccountAction>(
          { form: "details", state: "retry", problem: "limited" },
          429,
        );
  }
  if (intent === "details-save") {
    const fields: Record<string, string> = {};
    for (const name of PAYOUT_DETAIL_FIELDS) {
      const v = form.get(name);
      if (typeof v === "string") fields[name] = v;
    }
    const result = await changePayoutDetails(
      session,
      text(form, "code"),
      fields,
      localeOf(request),
      now,
    );
    if (result.ok)
      return data<AccountAction>({ form: "details", state: "saved" });
    // A spent code needs a new one; anything else is typed again.
    if (result.reason === "spent")
      return data<AccountAction>(
        { form: "details", state: "retry", problem: "spent", values: fields },
        400,
      );
    return data<AccountAction>(
      {
        form: "details",
        state: "code-sent",
        countries: countriesIn(localeOf(request)),
        problem:
          result.reason === "invalid-fields"
            ? undefined
            : result.reason === "not-allowed"
              ? "invalid"
              : result.reason,
        errors: result.reason === "invalid-fields" ? result.errors : undefined,
        values: fields,
      },
      400,
    );
  }
  return data<AccountAction>(
    { form: "email", email: "", problem: "invalid" },
    400,
  );
}
