import { HomeButton } from "~/components/home-button";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Our sustainability promise",
    description: "Our sustainability promise",
    path: "/nirvana-wallet",
  });

export default function Page() {
  return (
    <main id="main" className="page">
      <HomeButton />
      <h1>Our sustainability promise</h1>
    </main>
  );
}
