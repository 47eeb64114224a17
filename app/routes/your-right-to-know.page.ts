import { msg } from "@lingui/core/macro";
import { declarePages } from "#app/lib/pages/declare.ts";

export const pages = declarePages([
  {
    id: "rightToKnow",
    path: "/your-right-to-know",
    kind: "public",
    about: "a PDF rendered as page images",
    words: () => ({
      title: msg`Your right to know`,
      description: msg`What Nirvana is and is not, what it costs, and the risks of investing, in plain words for retail investors.`,
    }),
  },
]);
