import { msg } from "@lingui/core/macro";
import { declarePages } from "#app/lib/pages/declare.ts";

export const pages = declarePages([
  {
    id: "demo",
    path: "/demo",
    kind: "public",
    about: "Proximity Search demo",
    catalog: { area: "landing" },
    shell: { footer: false },
    words: () => ({
      title: msg`Proximity Search demo`,
      description: msg`Try the Proximity Search chat: describe what you are looking for in your own words.`,
    }),
  },
]);
