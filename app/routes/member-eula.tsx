import { HomeButton } from "~/components/home-button";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Member EULA",
    description: "Member EULA",
    path: "/member-eula",
  });

export default function Page() {
  return (
    <main id="main" className="page">
      <HomeButton />
      <h1>Member EULA</h1>
    </main>
  );
}
