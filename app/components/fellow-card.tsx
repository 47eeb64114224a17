import { Link } from "react-router";
import type { ImageAsset } from "~/content/media";
import type { Fellow } from "~/content/fellows";

/** One fellow on the fellows page: portrait, name, role, area, short bio. */
export function FellowCard({
  fellow,
  portrait,
}: {
  fellow: Fellow;
  portrait: ImageAsset;
}) {
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
          <Link to={fellow.cvHref}>Curriculum vitae of {fellow.name}</Link>
        </p>
      )}
      {fellow.profile && (
        <p className="card-link">
          <a href={`#profile-${fellow.slug}`}>Full profile of {fellow.name}</a>
        </p>
      )}
    </article>
  );
}
