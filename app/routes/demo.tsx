import { useLingui } from "@lingui/react";
import { loadCatalogAreas } from "#app/lib/i18n/index.ts";
import { moduleHandle, registryPageMeta } from "#app/lib/pages/index.ts";
import { HomeButton } from "#app/components/home-button.tsx";
import { ProximityChat } from "#app/components/proximity-chat.tsx";
import { DEMO_PAGE } from "#app/content/landing.ts";

// The areas of this page's words (its declaration, ./demo.page.ts):
// in the document, or fetched before the page renders on client navigation.
export const handle = moduleHandle("routes/demo.tsx");
await loadCatalogAreas(handle);

export const meta = registryPageMeta("/demo");

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
