import { msg } from "@lingui/core/macro";
import { declarePages } from "#app/lib/pages/declare.ts";

const whyPeopleUse = () => ({
  title: msg`Why people use Nirvana`,
  description: msg`A neutral AI search engine for finance that asks first how much you could lose.`,
});

/**
 * Documents embedded from /static/html, all served by app/routes/document.tsx;
 * each page's React Router id is `document<path>`. The visitor must be able
 * to read the two texts the compliance dialog asks them to accept.
 */
export const pages = declarePages([
  {
    id: "memberEula",
    path: "/member-eula",
    routeId: "document/member-eula",
    kind: "public",
    document: "memberEula",
    about: "Member EULA (legal document)",
    shell: { complianceDialog: false },
    words: () => ({
      title: msg`Member EULA`,
      description: msg`The licence terms every Nirvana member and RIA seat accepts: what the service is, fees, Trust Codes and liability.`,
    }),
  },
  {
    id: "terms",
    path: "/terms",
    routeId: "document/terms",
    kind: "public",
    document: "terms",
    about: "public terms of use (legal document)",
    shell: { complianceDialog: false },
    words: () => ({
      title: msg`Public Terms of Use`,
      description: msg`The terms for using the public Nirvana website: information only, not advice.`,
    }),
    label: () => msg`Terms of use`,
  },
  {
    id: "whyPeopleUse",
    path: "/why-people-use-nirvana",
    routeId: "document/why-people-use-nirvana",
    kind: "public",
    document: "whyPeopleUse",
    about: "sales document, also at /why-do-we-exist",
    words: whyPeopleUse,
  },
  {
    id: "whyDoWeExist",
    path: "/why-do-we-exist",
    routeId: "document/why-do-we-exist",
    kind: "public",
    document: "whyPeopleUse",
    about:
      "the same document as /why-people-use-nirvana, whose meta it carries",
    cardTitle: (i18n) => i18n._(whyPeopleUse().title),
  },
  {
    id: "whatIsCompassScore",
    path: "/what-is-compass-score",
    routeId: "document/what-is-compass-score",
    kind: "public",
    document: "compassScore",
    about: "sales document",
    words: () => ({
      title: msg`What is Compass Score?`,
      description: msg`How Nirvana's Compass Score ranks financial products as impersonal analytics, built around loss aversion.`,
    }),
  },
  {
    id: "membershipGives",
    path: "/what-does-an-annual-nirvana-membership-give-you",
    routeId: "document/what-does-an-annual-nirvana-membership-give-you",
    kind: "public",
    document: "membershipGives",
    about: "sales document",
    words: () => ({
      title: msg`What does an annual Nirvana membership give you?`,
      description: msg`Proximity Search, Satya, a sustainability wallet and neutral rankings for {price} a year.`,
    }),
    label: () => msg`What membership gives you`,
  },
  {
    id: "membershipFees",
    path: "/nirvana-membership-fees",
    routeId: "document/nirvana-membership-fees",
    kind: "public",
    document: "membershipFees",
    about: "sales document",
    words: () => ({
      title: msg`Nirvana membership fees`,
      description: msg`{price} per member per year, billed annually in advance; RIA seat licences and Trust Code savings.`,
    }),
    label: () => msg`Membership fees`,
  },
  {
    id: "whyDoINeedIt",
    path: "/why-do-i-need-it",
    routeId: "document/why-do-i-need-it",
    kind: "public",
    document: "whyDoINeedIt",
    about: "sales document",
    words: () => ({
      title: msg`Why do I need it?`,
      description: msg`Why a neutral, loss-aware search engine for finance is worth having before you invest.`,
    }),
  },
]);
