import { HomeButton } from "~/components/home-button";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Have a code or need one?",
    description: "Have a code or need one?",
    path: "/have-a-code-or-need-one",
  });

export default function Page() {
  return (
    <main id="main" className="page">
      <HomeButton />
      <h1>Have a code or need one?</h1>
    </main>
  );
}
