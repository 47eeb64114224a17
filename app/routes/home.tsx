import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "A neutral AI search engine for finance",
    description:
      "Nirvana ranks financial products by Compass Score, built around one question: how much could I lose?",
    path: "/",
  });

export default function Home() {
  return (
    <main id="main" className="page">
      <h1>Nirvana</h1>
    </main>
  );
}
