import { loadCatalogArea } from "~/lib/i18n/instance";
import { HomeButton } from "~/components/home-button";
import { ProximityChat } from "~/components/proximity-chat";
import { routeMeta } from "~/lib/meta";
import "~/styles/landing.css";
import type { ShellHandle } from "~/lib/shell";

// The words of this page arrive with it (app/lib/i18n/areas.ts).
await loadCatalogArea("landing");

export const handle: ShellHandle = { footer: false };

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
