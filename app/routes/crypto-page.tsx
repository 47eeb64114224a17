import { HomeButton } from "~/components/home-button";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Cryptocurrency",
    description: "Cryptocurrency",
    path: "/bitcoin",
  });

export default function Page() {
  return (
    <main id="main" className="page">
      <HomeButton />
      <h1>Cryptocurrency</h1>
    </main>
  );
}
