import { CvRows } from "#app/components/cv-section.tsx";
import {
  FELLOW_PROFILE,
  type Fellow,
  type FellowFullProfile,
} from "#app/content/fellows.ts";

/** The full profile one fellow has: details, education, biography, interests. */
export function FellowProfile({
  fellow,
  profile,
  labels = FELLOW_PROFILE,
}: {
  fellow: Fellow;
  profile: FellowFullProfile;
  /** The headings in the page's language (a translation's own). */
  labels?: typeof FELLOW_PROFILE;
}) {
  const id = `profile-${fellow.slug}`;
  return (
    <section className="fellow-profile" id={id} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>
        {labels.headingPrefix} {fellow.name}
      </h2>
      <h3>{labels.personalDetails}</h3>
      <dl className="key-values fellow-details">
        {profile.personalDetails.map((d) => (
          <div key={d.key}>
            <dt>{d.key}</dt>
            <dd>{d.value}</dd>
          </div>
        ))}
      </dl>
      <h3>{labels.education}</h3>
      <CvRows rows={profile.education} />
      <h3>{labels.biography}</h3>
      {profile.biography.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <h3>{labels.researchInterests}</h3>
      <ul>
        {profile.researchInterests.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </section>
  );
}
