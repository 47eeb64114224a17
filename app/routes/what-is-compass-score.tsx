import { HomeButton } from "~/components/home-button";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "What is Compass Score?",
    description: "What is Compass Score?",
    path: "/what-is-compass-score",
  });

export default function Page() {
  return (
    <main id="main" className="page">
      <HomeButton />
      <h1>What is Compass Score?</h1>
    </main>
  );
}
