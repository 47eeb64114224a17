import { declarePages } from "#app/lib/pages/declare.ts";

/** The payee's e-mailed sign-in link (docs/my-trust-code.md). */
export const pages = declarePages([
  {
    id: "myTrustCodeSignIn",
    path: "/my-trust-code/sign-in",
    kind: "account",
    about: "the payee's e-mailed sign-in link",
    catalog: { area: "account" },
    form: "account-sign-in.server.ts",
  },
]);
