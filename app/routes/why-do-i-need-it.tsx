import { HomeButton } from "~/components/home-button";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Why do I need it?",
    description: "Why do I need it?",
    path: "/why-do-i-need-it",
  });

export default function Page() {
  return (
    <main id="main" className="page">
      <HomeButton />
      <h1>Why do I need it?</h1>
    </main>
  );
}
