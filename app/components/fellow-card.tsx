import { msg } from "@lingui/core/macro";
import { Link } from "react-router";
import { RichMessage } from "#app/components/rich-message.tsx";
import { useLocalizeHref } from "#app/lib/i18n/index.ts";
import type { ImageAsset } from "#app/content/media.ts";
import type { Fellow } from "#app/content/fellows.ts";

const CARD_LINKS = {
  /** <0> holds the fellow's name, never translated. */
  cv: msg`Curriculum vitae of <0>{name}</0>`,
  profile: msg`Full profile of <0>{name}</0>`,
};

const NAME = { 0: <span translate="no" /> };

/** One fellow on the fellows page: portrait, name, role, area, short bio. */
export function FellowCard({
  fellow,
  portrait,
}: {
  fellow: Fellow;
  portrait: ImageAsset;
}) {
  const localize = useLocalizeHref();
  const name = fellow.name;
  return (
    <article className="fellow-card" aria-labelledby={`fellow-${fellow.slug}`}>
      <img
        src={portrait.src}
        alt={fellow.portraitAlt}
        width={portrait.width}
        height={portrait.height}
        decoding="async"
      />
      <h2 id={`fellow-${fellow.slug}`}>{fellow.name}</h2>
      <p className="role">{fellow.role}</p>
      <p className="area">{fellow.areaLabel}</p>
      {fellow.shortBio.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {fellow.cvHref && (
        <p className="card-link">
          <Link to={localize(fellow.cvHref)}>
            <RichMessage
              message={CARD_LINKS.cv}
              values={{ name }}
              components={NAME}
            />
          </Link>
        </p>
      )}
      {fellow.profile && (
        <p className="card-link">
          <a href={`#profile-${fellow.slug}`}>
            <RichMessage
              message={CARD_LINKS.profile}
              values={{ name }}
              components={NAME}
            />
          </a>
        </p>
      )}
    </article>
  );
}
