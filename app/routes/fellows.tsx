import { HomeButton } from "~/components/home-button";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Nirvana fellows",
    description: "Nirvana fellows",
    path: "/nirvana-fellows",
  });

export default function Page() {
  return (
    <main id="main" className="page">
      <HomeButton />
      <h1>Nirvana fellows</h1>
    </main>
  );
}
