import { CallToAction } from "~/components/call-to-action";
import { HomeButton } from "~/components/home-button";
import { HtmlFrame, type HtmlFrameProps } from "~/components/html-frame";
import { DOCUMENT_PAGE } from "~/content/documents";
import { MEMBERSHIP_CTA } from "~/content/navigation";
import { pageMeta } from "~/lib/meta";

/** One static HTML document of SPEC §2, shown by its own route. */
export interface SiteDocument {
  heading: string;
  description: string;
  /** Canonical path of the page that shows it. */
  path: string;
  /** Folder and file name under /static/html (SPEC §7). */
  name: string;
  /** Sales pages end with the membership call to action. */
  sells?: boolean;
}

/** The documents an operator may replace under public/static/html. */
export const DOCUMENTS = {
  memberEula: {
    heading: "Member EULA",
    description:
      "The licence terms every Nirvana member and RIA seat accepts: what the service is, fees, Trust Codes and liability.",
    path: "/member-eula",
    name: "member_eula",
  },
  terms: {
    heading: "Public Terms of Use",
    description:
      "The terms for using the public Nirvana website: information only, not advice.",
    path: "/terms",
    name: "public_terms_of_use",
  },
  whyPeopleUse: {
    heading: "Why people use Nirvana",
    description:
      "A neutral AI search engine for finance that asks first how much you could lose.",
    path: "/why-people-use-nirvana",
    name: "why_people_use_nirvana",
    sells: true,
  },
  compassScore: {
    heading: "What is Compass Score?",
    description:
      "How Nirvana's Compass Score ranks financial products as impersonal analytics, built around loss aversion.",
    path: "/what-is-compass-score",
    name: "compass_score",
    sells: true,
  },
  membershipGives: {
    heading: "What does an annual Nirvana membership give you?",
    description:
      "Proximity Search, Satya, a sustainability wallet and neutral rankings for USD 569 a year.",
    path: "/what-does-an-annual-nirvana-membership-give-you",
    name: "what_does_an_annual_nirvana_membership_give_you",
    sells: true,
  },
  membershipFees: {
    heading: "Nirvana membership fees",
    description:
      "USD 569 per member per year, billed annually in advance; RIA seat licences and Trust Code savings.",
    path: "/nirvana-membership-fees",
    name: "nirvana_membership_fees",
    sells: true,
  },
  whyDoINeedIt: {
    heading: "Why do I need it?",
    description:
      "Why a neutral, loss-aware search engine for finance is worth having before you invest.",
    path: "/why-do-i-need-it",
    name: "why_do_i_need_it",
    sells: true,
  },
} as const satisfies Record<string, SiteDocument>;

export function documentSrc(doc: SiteDocument): string {
  return `/static/html/${doc.name}/${doc.name}.html`;
}

export function documentMeta(doc: SiteDocument) {
  return pageMeta({
    title: doc.heading,
    description: doc.description,
    path: doc.path,
  });
}

/**
 * On a client-side navigation the browser fetches the document itself (with
 * the loading and failure texts of HtmlFrame); the first page load has it
 * from the server.
 */
export function clientDocumentLoader() {
  return { document: null };
}

/** Shared layout of the document routes: Home, heading, the framed document. */
export function DocumentPage({
  doc,
  loaded,
}: {
  doc: SiteDocument;
  loaded?: HtmlFrameProps["initial"] | null;
}) {
  return (
    <main id="main" className="page document-page">
      <HomeButton />
      <h1>{doc.heading}</h1>
      <HtmlFrame
        src={documentSrc(doc)}
        title={doc.heading}
        initial={loaded ?? undefined}
      />
      <p className="document-download">
        <a href={documentSrc(doc)}>{DOCUMENT_PAGE.standaloneLink}</a>
      </p>
      {doc.sells && <CallToAction cta={MEMBERSHIP_CTA} />}
    </main>
  );
}
