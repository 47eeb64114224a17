import { declarePages } from "#app/lib/pages/declare.ts";

/** An organisation's monthly remittance statement (docs/my-trust-code.md). */
export const pages = declarePages([
  {
    id: "myTrustCodeRemittance",
    path: "/my-trust-code/remittance",
    kind: "account",
    about: "an organisation's monthly remittance statement (and its PDF)",
    catalog: { area: "account" },
  },
]);
