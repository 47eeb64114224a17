import { msg } from "@lingui/core/macro";
import { declarePages } from "#app/lib/pages/declare.ts";

export const pages = declarePages([
  {
    id: "haveACode",
    path: "/have-a-code-or-need-one",
    kind: "public",
    about: "apply a code",
    catalog: { area: "apply", needs: ["forms"] },
    form: "apply-code.server.ts",
    words: () => ({
      title: msg`Have a code or need one?`,
      description: msg`Apply a Trust Code to save {percent} on Nirvana; with an organisation's code, a further {organisationShare} of your subscription supports it. Codes never affect search results.`,
    }),
  },
]);
