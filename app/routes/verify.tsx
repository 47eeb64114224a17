import { data, Form } from "react-router";
import { lookupToken } from "~/lib/db/email-tokens";
import {
  verifyEmail,
  type LinkOutcome,
} from "~/lib/use-cases/email-links.server";
import { field } from "~/lib/admin/http";
import { pageMeta, type MetaArgsLike } from "~/lib/meta";
import { oneTimeLinkHeaders } from "~/lib/identity/link-page";
import type { Route } from "./+types/verify";

export const meta = ({ location }: MetaArgsLike) =>
  pageMeta({
    location,
    title: "Confirm your e-mail address",
    description: "Confirm the e-mail address of your Trust Code.",
    path: "/verify",
    noindex: true,
  });

export const headers = oneTimeLinkHeaders;

/**
 * GET only shows the button: mail scanners that follow links must not use
 * up the one-time token; the POST from the button does.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { status } = await lookupToken(token, "verify", new Date());
  return { token, status };
}

export async function action({ request }: Route.ActionArgs) {
  const outcome = await verifyEmail(field(await request.formData(), "token"));
  return data({ outcome }, { status: outcome === "done" ? 200 : 400 });
}

const PROBLEM: Record<Exclude<LinkOutcome, "done"> | "ok", string> = {
  ok: "",
  unknown:
    "This link is not valid. Please use the link from your most recent Trust Code e-mail.",
  expired:
    "This link has expired. Ask for your Trust Code again with the same e-mail address and we will send a new link.",
  used: "This link has already been used. Your e-mail address was confirmed when it was first opened.",
};

export default function Verify({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const outcome = actionData?.outcome;
  const problem =
    outcome && outcome !== "done"
      ? PROBLEM[outcome]
      : !outcome && loaderData.status !== "ok"
        ? PROBLEM[loaderData.status]
        : "";
  return (
    <main id="main" className="page link-page">
      <h1>Confirm your e-mail address</h1>
      {outcome === "done" ? (
        <div className="notice success" role="status">
          <p>
            <strong>Thank you: your e-mail address is confirmed.</strong>
          </p>
          <p>
            Your Trust Code is now linked to a verified e-mail address and can
            earn referral payouts.
          </p>
        </div>
      ) : problem ? (
        <div className="notice error" role="alert">
          {problem}
        </div>
      ) : (
        <Form method="post">
          <p>
            Press the button to confirm that this e-mail address belongs to you
            and that you asked for this Trust Code.
          </p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="button primary">
            Confirm my e-mail address
          </button>
        </Form>
      )}
    </main>
  );
}
