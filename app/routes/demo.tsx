import { HomeButton } from "~/components/home-button";
import { ProximityChat } from "~/components/proximity-chat";
import { pageMeta } from "~/lib/meta";
import "~/styles/landing.css";

export const meta = () =>
  pageMeta({
    title: "Proximity Search demo",
    description:
      "Try the Proximity Search chat: describe what you are looking for in your own words.",
    path: "/demo",
  });

export default function Demo() {
  return (
    <main id="main" className="page demo">
      <HomeButton />
      <h1>Proximity Search demo</h1>
      <ProximityChat />
    </main>
  );
}
