import { declarePages } from "#app/lib/pages/declare.ts";

/** A code's public check page, /c/<code>+ (docs/attribution.md). */
export const pages = declarePages([
  {
    id: "codeCheck",
    path: "/c/:code",
    kind: "check",
    about: "a code's public check page",
    catalog: { area: "check" },
  },
]);
