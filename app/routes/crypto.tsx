import { HomeButton } from "~/components/home-button";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Is crypto always bad?",
    description: "Is crypto always bad?",
    path: "/founder-statement-on-cryptocurrencies",
  });

export default function Page() {
  return (
    <main id="main" className="page">
      <HomeButton />
      <h1>Is crypto always bad?</h1>
    </main>
  );
}
