import { HomeButton } from "~/components/home-button";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "What does an annual Nirvana membership give you?",
    description: "What does an annual Nirvana membership give you?",
    path: "/what-does-an-annual-nirvana-membership-give-you",
  });

export default function Page() {
  return (
    <main id="main" className="page">
      <HomeButton />
      <h1>What does an annual Nirvana membership give you?</h1>
    </main>
  );
}
