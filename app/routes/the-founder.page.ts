import { msg } from "@lingui/core/macro";
import { declarePages } from "#app/lib/pages/declare.ts";

export const pages = declarePages([
  {
    id: "theFounder",
    path: "/the-founder",
    kind: "public",
    about: "biography and photos",
    label: () => msg`The founder`,
    cardTitle: () =>
      import("#app/content/founder.ts").then((c) => c.FOUNDER.heading),
  },
]);
