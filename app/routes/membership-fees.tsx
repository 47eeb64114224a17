import { HomeButton } from "~/components/home-button";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Nirvana membership fees",
    description: "Nirvana membership fees",
    path: "/nirvana-membership-fees",
  });

export default function Page() {
  return (
    <main id="main" className="page">
      <HomeButton />
      <h1>Nirvana membership fees</h1>
    </main>
  );
}
