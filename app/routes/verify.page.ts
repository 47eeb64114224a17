import { declarePages } from "#app/lib/pages/declare.ts";

/** A one-time link from our e-mails (docs/privacy.md). */
export const pages = declarePages([
  {
    id: "verify",
    path: "/verify",
    kind: "one-time",
    about: "confirm (or first correct) the details from the code e-mail",
    // The correction form's labels are the issuer form's.
    catalog: { area: "links", needs: ["issuer", "forms"] },
    form: "email-links.server.ts",
  },
]);
