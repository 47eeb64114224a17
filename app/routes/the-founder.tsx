import { HomeButton } from "~/components/home-button";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Bound by a different covenant",
    description: "Bound by a different covenant",
    path: "/the-founder",
  });

export default function Page() {
  return (
    <main id="main" className="page">
      <HomeButton />
      <h1>Bound by a different covenant</h1>
    </main>
  );
}
