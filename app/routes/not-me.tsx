import { useLingui } from "@lingui/react";
import { data, Form } from "react-router";
import { RichMessage } from "#app/components/rich-message.tsx";
import { NOT_ME_PAGE } from "#app/content/link-pages.ts";
import { field } from "#app/lib/admin/index.ts";
import { formOrNull } from "#app/lib/platform/index.ts";
import { BRAND } from "#app/lib/brand.ts";
import { oneTimeLinkHeaders } from "#app/lib/identity/index.ts";
import {
  eraseOnRequest,
  notMeState,
  suppressOnRequest,
  type LinkOutcome,
} from "#app/lib/use-cases/index.server.ts";
import { loadCatalogAreas, loadedI18n } from "#app/lib/i18n/index.ts";
import {
  moduleHandle,
  metaLocale,
  pageMeta,
  type MetaArgsLike,
  pagePath,
} from "#app/lib/pages/index.ts";
import type { Route } from "./+types/not-me";

// The areas of this page's words (its declaration, ./not-me.page.ts).
export const handle = moduleHandle("routes/not-me.tsx");
await loadCatalogAreas(handle);

export const meta = ({ location }: MetaArgsLike) => {
  const i18n = loadedI18n(metaLocale(location));
  return pageMeta({
    location,
    title: i18n._(NOT_ME_PAGE.title),
    description: i18n._(NOT_ME_PAGE.description),
    path: pagePath("notMe"),
    noindex: true,
  });
};

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

function SuppressChoice({ token }: { token: string }) {
  const { _ } = useLingui();
  return (
    <Form method="post" className="link-choice">
      <h2>{_(NOT_ME_PAGE.suppressHeading)}</h2>
      <p>{_(NOT_ME_PAGE.suppressIntro)}</p>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="intent" value="suppress" />
      <button type="submit" className="button">
        {_(NOT_ME_PAGE.suppress)}
      </button>
    </Form>
  );
}

export default function NotMe({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { _ } = useLingui();
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
      <h1>{_(NOT_ME_PAGE.title)}</h1>
      {status === "ask" && (
        <Form method="post">
          <p>{_(NOT_ME_PAGE.intro)}</p>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="intent" value="erase" />
          <button type="submit" className="button primary">
            {_(NOT_ME_PAGE.erase)}
          </button>
        </Form>
      )}
      {status === "erased" && (
        <>
          <div className="notice success" role="status">
            {_(NOT_ME_PAGE.erased)}
          </div>
          <SuppressChoice token={token} />
        </>
      )}
      {status === "suppressed" && (
        <div className="notice success" role="status">
          {_(NOT_ME_PAGE.suppressed)}
        </div>
      )}
      {status === "invalid" && (
        <div className="notice error" role="alert">
          <RichMessage
            message={NOT_ME_PAGE.invalid}
            values={{ email: BRAND.contactEmail }}
            components={{
              // eslint-disable-next-line jsx-a11y/anchor-has-content -- the translated message fills the link
              0: <a href={`mailto:${BRAND.contactEmail}`} translate="no" />,
            }}
          />
        </div>
      )}
    </main>
  );
}
