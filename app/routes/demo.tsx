import { HomeButton } from "~/components/home-button";
import { ProximityChat } from "~/components/proximity-chat";
import { routeMeta } from "~/lib/meta";
import "~/styles/landing.css";

export const meta = () => routeMeta("/demo");

export default function Demo() {
  return (
    <main id="main" className="page demo">
      <HomeButton />
      <h1>Proximity Search demo</h1>
      <ProximityChat />
    </main>
  );
}
