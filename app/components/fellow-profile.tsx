import { CvRows } from "~/components/cv-section";
import type { Fellow, FellowFullProfile } from "~/content/fellows";

/** The full profile one fellow has: details, education, biography, interests. */
export function FellowProfile({
  fellow,
  profile,
}: {
  fellow: Fellow;
  profile: FellowFullProfile;
}) {
  const id = `profile-${fellow.slug}`;
  return (
    <section className="fellow-profile" id={id} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Profile: {fellow.name}</h2>
      <h3>Personal details</h3>
      <dl className="key-values fellow-details">
        {profile.personalDetails.map((d) => (
          <div key={d.key}>
            <dt>{d.key}</dt>
            <dd>{d.value}</dd>
          </div>
        ))}
      </dl>
      <h3>Education</h3>
      <CvRows rows={profile.education} />
      <h3>Biography</h3>
      {profile.biography.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <h3>Research interests</h3>
      <ul>
        {profile.researchInterests.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </section>
  );
}
