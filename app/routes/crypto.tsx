import { Link } from "react-router";
import { EnglishContent } from "#app/components/english-content.tsx";
import { HomeButton } from "#app/components/home-button.tsx";
import { CRYPTO_STATEMENT, SAMPLE_NOTICE } from "#app/content/crypto.ts";
import { CRYPTO_JOKE_IMAGE } from "#app/content/page-media.ts";
import { useLocalizeHref } from "#app/lib/i18n/index.ts";
import { translatedPageMeta } from "#app/lib/pages/index.ts";
import { cryptoTranslation } from "#app/lib/i18n/index.server.ts";
import type { Route } from "./+types/crypto";

/** The page's language version when one exists (app/content/translations/), else null. */
export const loader = async ({ request }: Route.LoaderArgs) => ({
  translation: await cryptoTranslation(request, null),
});

export const meta = translatedPageMeta(
  CRYPTO_STATEMENT.route,
  (t: Route.ComponentProps["loaderData"]["translation"] | undefined) => {
    const s = t?.statement ?? CRYPTO_STATEMENT;
    return { title: s.heading, description: s.intro[0] ?? s.heading };
  },
);

export default function CryptoStatement({ loaderData }: Route.ComponentProps) {
  const t = loaderData.translation;
  const s = t?.statement ?? CRYPTO_STATEMENT;
  const localize = useLocalizeHref();
  const content = (
    <article>
      <h1>{s.heading}</h1>
      {s.intro.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <figure className="crypto-figure">
        <img
          src={CRYPTO_JOKE_IMAGE.src}
          alt={s.jokeImage.alt}
          width={CRYPTO_JOKE_IMAGE.width}
          height={CRYPTO_JOKE_IMAGE.height}
          decoding="async"
        />
        <figcaption>{s.jokeImage.caption}</figcaption>
      </figure>
      <h2>{s.linksHeading}</h2>
      <ul className="crypto-links">
        {s.links.map((link) => (
          <li key={link.slug}>
            <Link to={localize(link.href)}>
              <strong>{link.label}</strong>
              <span>{link.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="signature">{s.signature}</p>
      <p className="sample-notice">{t?.sampleNotice ?? SAMPLE_NOTICE}</p>
    </article>
  );
  return (
    <main id="main" className="page prose-page crypto-statement">
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
