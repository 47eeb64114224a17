import { msg } from "@lingui/core/macro";
import { declarePages } from "#app/lib/pages/declare.ts";

export const pages = declarePages([
  {
    id: "getYourTrustCode",
    path: "/get-your-trust-code",
    kind: "public",
    about: "individual issuer page: mint a code and its QR",
    catalog: { area: "issuer", needs: ["forms"] },
    form: "mint-individual-code.server.ts",
    words: () => ({
      title: msg`Earn {rewardUsd} per referral`,
      description: msg`Mint a personal Trust Code and QR code, open to everyone aged 18 or over with no subscription needed. Earn {rewardUsd} per qualifying subscription period.`,
    }),
    label: () => msg`Get your Trust Code`,
  },
]);
