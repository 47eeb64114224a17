import { HomeButton } from "~/components/home-button";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "What is this all about",
    description: "What is this all about",
    path: "/what-is-this-all-about",
  });

export default function Page() {
  return (
    <main id="main" className="page">
      <HomeButton />
      <h1>What is this all about</h1>
    </main>
  );
}
