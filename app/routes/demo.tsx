import { useLingui } from "@lingui/react";
import type { CatalogHandle } from "~/lib/i18n/areas";
import { loadCatalogAreas } from "~/lib/i18n/instance";
import { HomeButton } from "~/components/home-button";
import { ProximityChat } from "~/components/proximity-chat";
import { DEMO_PAGE } from "~/content/landing";
import { routeMeta, type MetaArgsLike } from "~/lib/meta";
import type { ShellHandle } from "~/lib/shell";

// The words of this page: in the document, or fetched before the page
// renders on client navigation (app/lib/i18n/areas.ts).
export const handle = {
  footer: false,
  catalogAreas: ["landing"],
} satisfies ShellHandle & CatalogHandle;
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
