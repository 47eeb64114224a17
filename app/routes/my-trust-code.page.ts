import { msg } from "@lingui/core/macro";
import { declarePages } from "#app/lib/pages/declare.ts";

/** The payee's own page (docs/my-trust-code.md). */
export const pages = declarePages([
  {
    id: "myTrustCode",
    path: "/my-trust-code",
    kind: "account",
    about: "the payee's own page",
    catalog: { area: "account", needs: ["forms"] },
    form: "payout-details.server.ts",
    label: () => msg`My Trust Code`,
  },
]);
