import { useLingui } from "@lingui/react";
import { loadCatalogAreas } from "~/lib/i18n/instance";
import { moduleHandle } from "~/lib/pages/queries";
import { HomeButton } from "~/components/home-button";
import { ProximityChat } from "~/components/proximity-chat";
import { DEMO_PAGE } from "~/content/landing";
import { routeMeta, type MetaArgsLike } from "~/lib/meta";

// The areas of this page's words (its entry in app/lib/pages/manifest.ts):
// in the document, or fetched before the page renders on client navigation.
export const handle = moduleHandle("routes/demo.tsx");
await loadCatalogAreas(handle);

export const meta = ({ location }: MetaArgsLike) =>
  routeMeta("/demo", location);

export default function Demo() {
  const { _ } = useLingui();
  return (
    <main id="main" className="page demo">
      <HomeButton />
      <h1>{_(DEMO_PAGE.heading)}</h1>
      <ProximityChat />
    </main>
  );
}
