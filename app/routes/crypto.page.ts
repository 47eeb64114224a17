import { msg } from "@lingui/core/macro";
import { declarePages } from "#app/lib/pages/declare.ts";

export const pages = declarePages([
  {
    id: "cryptoStatement",
    path: "/founder-statement-on-cryptocurrencies",
    kind: "public",
    about: '"Is crypto always bad?", linking /bitcoin, /ether, /stablecoins',
    label: () => msg`Is crypto always bad?`,
    cardTitle: () =>
      import("#app/content/crypto.ts").then((c) => c.CRYPTO_STATEMENT.heading),
  },
]);
