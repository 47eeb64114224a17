import { declarePages } from "#app/lib/pages/declare.ts";

/** A one-time link from our e-mails (docs/privacy.md). */
export const pages = declarePages([
  {
    id: "notMe",
    path: "/not-me",
    kind: "one-time",
    about: '"I did not ask for this": erase an unverified request',
    catalog: { area: "links" },
    form: "email-links.server.ts",
  },
]);
