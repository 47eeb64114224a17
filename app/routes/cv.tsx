import { HomeButton } from "~/components/home-button";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Curriculum vitae",
    description: "Curriculum vitae",
    path: "/dr-elena-varga",
  });

export default function Page() {
  return (
    <main id="main" className="page">
      <HomeButton />
      <h1>Curriculum vitae</h1>
    </main>
  );
}
