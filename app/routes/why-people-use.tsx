import { HomeButton } from "~/components/home-button";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Why people use Nirvana",
    description: "Why people use Nirvana",
    path: "/why-people-use-nirvana",
  });

export default function Page() {
  return (
    <main id="main" className="page">
      <HomeButton />
      <h1>Why people use Nirvana</h1>
    </main>
  );
}
