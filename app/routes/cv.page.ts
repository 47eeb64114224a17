import { declarePages } from "#app/lib/pages/declare.ts";

export const pages = declarePages([
  {
    id: "adviserCv",
    // The slug is app/content/cv.ts's (tests/unit/page-manifest.test.ts).
    path: "/dr-elena-varga",
    kind: "public",
    about: "the academic adviser's CV (slug from app/content/cv.ts)",
    cardTitle: () =>
      import("#app/content/cv.ts").then((c) => c.cvPageTitle(c.CV)),
  },
]);
