import { data, Form } from "react-router";
import { field } from "~/lib/admin/http";
import { formOrNull } from "~/lib/capped-body";
import { BRAND } from "~/lib/brand";
import { oneTimeLinkHeaders } from "~/lib/identity/link-page";
import {
  eraseOnRequest,
  notMeState,
  suppressOnRequest,
  type LinkOutcome,
} from "~/lib/use-cases/email-links.server";
import { pageMeta, type MetaArgsLike } from "~/lib/meta";
import type { Route } from "./+types/not-me";

export const meta = ({ location }: MetaArgsLike) =>
  pageMeta({
    location,
    title: "I did not ask for this",
    description: "Erase a Trust Code request made with your e-mail address.",
    path: "/not-me",
    noindex: true,
  });

export const headers = oneTimeLinkHeaders;

/** GET only shows the choices, so a mail scanner following the link erases nothing. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, status: await notMeState(token) };
}

type Intent = "erase" | "suppress";

export async function action({ request }: Route.ActionArgs) {
  const form = await formOrNull(request);
  if (!form)
    return data(
      { intent: "erase" as Intent, outcome: "unknown" as LinkOutcome },
      400,
    );
  const token = field(form, "token");
  const intent: Intent =
    field(form, "intent") === "suppress" ? "suppress" : "erase";
  const outcome: LinkOutcome =
    intent === "suppress"
      ? await suppressOnRequest(token)
      : await eraseOnRequest(token);
  return data(
    { intent, outcome },
    { status: outcome === "done" || outcome === "used" ? 200 : 400 },
  );
}

const INVALID =
  "This link is not valid or has expired. If you still receive e-mails you did not ask for, write to ";

function SuppressChoice({ token }: { token: string }) {
  return (
    <Form method="post" className="link-choice">
      <h2>Never e-mail this address again?</h2>
      <p>
        If you also want us never to write to this address again, and never to
        issue a Trust Code for it, press the button below. We keep only a keyed
        fingerprint of the address, not the address itself.
      </p>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="intent" value="suppress" />
      <button type="submit" className="button">
        Never e-mail this address again
      </button>
    </Form>
  );
}

export default function NotMe({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { token } = loaderData;
  const status = actionData
    ? actionData.intent === "suppress"
      ? actionData.outcome === "done"
        ? "suppressed"
        : "invalid"
      : actionData.outcome === "done" || actionData.outcome === "used"
        ? "erased"
        : "invalid"
    : loaderData.status === "ok"
      ? "ask"
      : loaderData.status === "used"
        ? "erased"
        : "invalid";
  return (
    <main id="main" className="page link-page">
      <h1>I did not ask for this</h1>
      {status === "ask" && (
        <Form method="post">
          <p>
            Someone asked for a {BRAND.name} Trust Code with your e-mail
            address. If it was not you, erase the request and its code now: the
            code stops working at once and we delete what was submitted.
          </p>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="intent" value="erase" />
          <button type="submit" className="button primary">
            Erase the request and its code
          </button>
        </Form>
      )}
      {status === "erased" && (
        <>
          <div className="notice success" role="status">
            The request and its code have been erased.
          </div>
          <SuppressChoice token={token} />
        </>
      )}
      {status === "suppressed" && (
        <div className="notice success" role="status">
          Done: we will not e-mail this address again, and no Trust Code will be
          issued for it.
        </div>
      )}
      {status === "invalid" && (
        <div className="notice error" role="alert">
          {INVALID}
          <a href={`mailto:${BRAND.contactEmail}`}>{BRAND.contactEmail}</a>.
        </div>
      )}
    </main>
  );
}
