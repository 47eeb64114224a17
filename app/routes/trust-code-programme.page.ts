import { msg } from "@lingui/core/macro";
import { declarePages } from "#app/lib/pages/declare.ts";

export const pages = declarePages([
  {
    id: "trustCodeProgramme",
    path: "/trust-code-programme",
    kind: "public",
    about: "organisation programme and its request form",
    catalog: { area: "programme", needs: ["forms"] },
    form: "request-organisation-code.server.ts",
    words: () => ({
      title: msg`Trust Code programme for organisations`,
      description: msg`Give your community {percent} off Nirvana and receive {organisationShare} of each attributed member's net subscription payments for five years. Codes never affect search results.`,
    }),
    label: () => msg`Programme for organisations`,
  },
]);
