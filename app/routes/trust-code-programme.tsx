import { HomeButton } from "~/components/home-button";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Trust Code programme for organisations",
    description: "Trust Code programme for organisations",
    path: "/trust-code-programme",
  });

export default function Page() {
  return (
    <main id="main" className="page">
      <HomeButton />
      <h1>Trust Code programme for organisations</h1>
    </main>
  );
}
