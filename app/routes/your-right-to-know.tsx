import { HomeButton } from "~/components/home-button";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Your right to know",
    description: "Your right to know",
    path: "/your-right-to-know",
  });

export default function Page() {
  return (
    <main id="main" className="page">
      <HomeButton />
      <h1>Your right to know</h1>
    </main>
  );
}
