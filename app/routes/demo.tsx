import { HomeButton } from "~/components/home-button";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Proximity Search demo",
    description: "Proximity Search demo",
    path: "/demo",
  });

export default function Page() {
  return (
    <main id="main" className="page">
      <HomeButton />
      <h1>Proximity Search demo</h1>
    </main>
  );
}
