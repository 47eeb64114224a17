import { Link } from "react-router";
import { EnglishContent } from "#app/components/english-content.tsx";
import { HomeButton } from "#app/components/home-button.tsx";
import { CRYPTO_STATEMENT, SAMPLE_NOTICE } from "#app/content/crypto.ts";
import { CRYPTO_JOKE_IMAGE } from "#app/content/page-media.ts";
import { pageMeta, type MetaArgsLike } from "#app/lib/meta.ts";

export const meta = ({ location }: MetaArgsLike) =>
  pageMeta({
    location,
    title: CRYPTO_STATEMENT.heading,
    description: CRYPTO_STATEMENT.intro[0] ?? CRYPTO_STATEMENT.heading,
    path: CRYPTO_STATEMENT.route,
  });

export default function CryptoStatement() {
  const s = CRYPTO_STATEMENT;
  return (
    <main id="main" className="page prose-page crypto-statement">
      <HomeButton />
      <EnglishContent>
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
                <Link to={link.href}>
                  <strong>{link.label}</strong>
                  <span>{link.description}</span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="signature">{s.signature}</p>
          <p className="sample-notice">{SAMPLE_NOTICE}</p>
        </article>
      </EnglishContent>
    </main>
  );
}
