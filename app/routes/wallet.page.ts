import { msg } from "@lingui/core/macro";
import { declarePages } from "#app/lib/pages/declare.ts";

export const pages = declarePages([
  {
    id: "wallet",
    path: "/nirvana-wallet",
    kind: "public",
    about: "the sustainability promise and wallet maths",
    label: () => msg`Nirvana wallet`,
    cardTitle: () =>
      import("#app/content/wallet.ts").then((c) => c.WALLET.metaTitle),
  },
]);
