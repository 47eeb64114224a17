import { msg } from "@lingui/core/macro";
import { declarePages } from "#app/lib/pages/declare.ts";

export const pages = declarePages([
  {
    id: "home",
    path: "/",
    kind: "public",
    about: "landing page",
    catalog: { area: "landing" },
    words: () => ({
      title: msg`A neutral AI search engine for finance`,
      description: msg`Nirvana ranks financial products by Compass Score, built around one question: how much could I lose? {price} a year, in 195 countries.`,
    }),
  },
]);
