import { declarePages } from "#app/lib/pages/declare.ts";

export const pages = declarePages([
  {
    id: "myTrustCodeUnsubscribe",
    path: "/my-trust-code/unsubscribe",
    kind: "account",
    about: "the monthly summary's unsubscribe link",
    catalog: { area: "account" },
    form: "monthly-summary.server.ts",
  },
]);
