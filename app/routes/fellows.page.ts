import { msg } from "@lingui/core/macro";
import { declarePages } from "#app/lib/pages/declare.ts";

export const pages = declarePages([
  {
    id: "fellows",
    path: "/nirvana-fellows",
    kind: "public",
    about: "three fellow profiles",
    label: () => msg`Nirvana fellows`,
    cardTitle: () =>
      import("#app/content/fellows.ts").then((c) => c.FELLOWS_HEADING),
  },
]);
