import { HomeButton } from "~/components/home-button";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Public Terms of Use",
    description: "Public Terms of Use",
    path: "/terms",
  });

export default function Page() {
  return (
    <main id="main" className="page">
      <HomeButton />
      <h1>Public Terms of Use</h1>
    </main>
  );
}
