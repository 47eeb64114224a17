import { declarePages, type PageDeclaration } from "#app/lib/pages/declare.ts";

const cryptoPage = <const Slug extends string>(slug: Slug) =>
  ({
    id: slug,
    path: `/${slug}`,
    routeId: slug,
    kind: "public",
    about: "a crypto opinion page",
    cardTitle: () =>
      import("#app/content/crypto.ts").then(
        (c) => c.getCryptoPage(slug)?.title,
      ),
  }) as const satisfies PageDeclaration;

/** The three pages the founder's statement links (app/content/crypto.ts). */
export const pages = declarePages([
  cryptoPage("bitcoin"),
  cryptoPage("ether"),
  cryptoPage("stablecoins"),
]);
