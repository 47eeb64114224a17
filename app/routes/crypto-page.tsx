import { useLingui } from "@lingui/react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { ERROR_PAGE } from "#app/content/shell.ts";
import {
  useLocalizeHref,
  fillWords,
  splitLocale,
} from "#app/lib/i18n/index.ts";
import { ExternalLink } from "#app/components/external-link.tsx";
import { EnglishContent } from "#app/components/english-content.tsx";
import { HomeButton } from "#app/components/home-button.tsx";
import { NotFoundPage, notFoundMeta } from "#app/components/not-found.tsx";
import {
  CRYPTO_STATEMENT,
  getCryptoPage,
  type CryptoSubPage,
} from "#app/content/crypto.ts";
import { pageMeta } from "#app/lib/pages/index.ts";
import { cryptoTranslation } from "#app/lib/i18n/index.server.ts";
import type { Route } from "./+types/crypto-page";

/** Machine-readable form of the pages' shared date, "20 September 2025". */
const CRYPTO_PAGE_ISO_DATE = "2025-09-20";

export const meta = ({ loaderData, location }: Route.MetaArgs) => {
  const page =
    loaderData &&
    (loaderData.translation?.page ?? getCryptoPage(loaderData.slug));
  if (!page) return notFoundMeta(location);
  return pageMeta({
    title: page.title,
    description: page.intro[0] ?? page.title,
    path: page.route,
    location,
  });
};

/**
 * One module serves /bitcoin, /ether and /stablecoins: the matched route
 * pattern (not request.url, which carries ".data" on client navigations)
 * picks the page; its language version comes with it when one exists
 * (app/content/translations/).
 */
export async function loader({ pattern, request }: Route.LoaderArgs) {
  const slug = splitLocale(`/${pattern.replace(/^\/+/, "")}`)
    .path.replace(/^\/+|\/+$/g, "")
    .toLowerCase();
  const page = getCryptoPage(slug);
  if (!page) throw data(null, { status: 404 });
  return { slug, translation: await cryptoTranslation(request, page.slug) };
}

export default function CryptoPage({ loaderData }: Route.ComponentProps) {
  const localize = useLocalizeHref();
  const t = loaderData.translation;
  const page = t?.page ?? (getCryptoPage(loaderData.slug) as CryptoSubPage);
  const statementHeading = t?.statement.heading ?? CRYPTO_STATEMENT.heading;
  const content = (
    <>
      <article>
        <header>
          <h1>{page.title}</h1>
          <p className="page-date">
            <time dateTime={CRYPTO_PAGE_ISO_DATE}>{page.date}</time>
          </p>
        </header>
        <p className="notice info disclaimer">{page.disclaimer}</p>
        <aside
          role="note"
          aria-labelledby="risk-warning"
          className="risk-warning"
        >
          <h2 id="risk-warning">{page.riskWarning.heading}</h2>
          <p>{page.riskWarning.text}</p>
          <ExternalLink href={page.riskWarning.learnMoreHref}>
            {page.riskWarning.learnMoreLabel}
          </ExternalLink>
        </aside>
        {page.intro.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {page.riskSections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
        <section className="bottom-line">
          <h2>{page.bottomLineHeading}</h2>
          {page.bottomLine.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
        <section aria-labelledby="sources">
          <h2 id="sources">{t?.sourcesHeading ?? "Sources"}</h2>
          {/* Sources are cited by their own (English) titles. */}
          <ol className="sources" lang={t ? "en" : undefined}>
            {page.sources.map((s) => (
              <li key={s.href + s.label}>
                <ExternalLink href={s.href}>{s.label}</ExternalLink>
              </li>
            ))}
          </ol>
        </section>
        <section className="legal-notes">
          <h2>{page.legalNotesHeading}</h2>
          {page.legalNotes.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      </article>
      <p>
        <Link to={localize(CRYPTO_STATEMENT.route)}>
          {t ? (
            fillWords(t.back, { heading: statementHeading })
          ) : (
            // Three text nodes, as the English page has always rendered.
            <>← Back to “{statementHeading}”</>
          )}
        </Link>
      </p>
    </>
  );
  return (
    <main id="main" className="page prose-page crypto-page">
      <HomeButton />
      {t ? (
        // Words from a translation file, not a catalog (the pseudo-locale walk skips them).
        <div data-content-translation="">{content}</div>
      ) : (
        <EnglishContent>{content}</EnglishContent>
      )}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { _ } = useLingui();
  const localize = useLocalizeHref();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFoundPage home={localize("/?fromsubpage=true")} />;
  return (
    <main id="main" className="page page-error">
      <h1>{_(ERROR_PAGE.heading)}</h1>
      <p className="error-message">
        {error instanceof Error ? error.message : _(ERROR_PAGE.fallbackMessage)}
      </p>
    </main>
  );
}
