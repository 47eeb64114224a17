/**
 * Founder page content (route /the-founder).
 *
 * SAMPLE CONTENT: the founder "Aurelio Marsh", his work, channels and
 * audiobooks are fictional. All external links point to example.org.
 */

export const SAMPLE_NOTICE =
  "Sample content: Aurelio Marsh is a fictional person. His biography, trading models, photographs, channels and audiobooks are invented for demonstration purposes only.";

/** What kind of external resource a founder link points to. */
export type FounderLinkKind =
  "professional-profile" | "video-channel" | "photo-art" | "audiobook";

export interface FounderLink {
  kind: FounderLinkKind;
  label: string;
  /** Absolute URL; opens in a new tab. */
  href: string;
}

/**
 * The founder's links, the same in every language: where each one points
 * and what kind it is. A language gives only each link's label
 * ({@link founderLinks}).
 */
const FOUNDER_LINK_TARGETS = [
  {
    id: "profile",
    kind: "professional-profile",
    href: "https://example.org/aurelio-marsh/profile",
  },
  {
    id: "videos",
    kind: "video-channel",
    href: "https://example.org/aurelio-marsh/videos",
  },
  {
    id: "photography",
    kind: "photo-art",
    href: "https://example.org/aurelio-marsh/photography",
  },
  {
    id: "how-much-could-i-lose",
    kind: "audiobook",
    href: "https://example.org/aurelio-marsh/audiobooks/how-much-could-i-lose",
  },
  {
    id: "the-patient-investor",
    kind: "audiobook",
    href: "https://example.org/aurelio-marsh/audiobooks/the-patient-investor",
  },
  {
    id: "bound-by-a-different-covenant",
    kind: "audiobook",
    href: "https://example.org/aurelio-marsh/audiobooks/bound-by-a-different-covenant",
  },
] as const satisfies readonly (Omit<FounderLink, "label"> & { id: string })[];

/** A link's label in one language, by the link's id. */
type FounderLinkLabels = Record<
  (typeof FOUNDER_LINK_TARGETS)[number]["id"],
  string
>;

/** The founder's links, in their order, with one language's labels. */
export function founderLinks(labels: FounderLinkLabels): FounderLink[] {
  return FOUNDER_LINK_TARGETS.map(({ id, kind, href }) => ({
    kind,
    label: labels[id],
    href,
  }));
}

export interface FounderContent {
  /** Page heading. */
  heading: string;
  name: string;
  /** Short descriptor shown under the name. */
  tagline: string;
  /** Biography paragraphs, in order. */
  paragraphs: string[];
  /** External links: 1 profile, 1 video channel, 1 photo-art site, 3 audiobooks. */
  links: FounderLink[];
}

const FOUNDER_HEADING = "Bound by a different covenant";

export const FOUNDER: FounderContent = {
  heading: FOUNDER_HEADING,
  name: "Aurelio Marsh",
  tagline: "Founder of Nirvana · Trading-model inventor · Photographer",
  paragraphs: [
    "Aurelio Marsh spent more than two decades building quantitative trading models before he decided that the most useful thing he could build was not another way to win, but a way to see how much one could lose. Nirvana is the result: a neutral search engine for finance that ranks products by what they can cost an ordinary investor, not by what they pay the people who sell them.",
    "He began his career on a bond desk, where he wrote his first pricing tools in the evenings on a borrowed workstation. Those tools grew into a family of risk-first allocation models that he later licensed to asset managers on three continents. The common thread was simple: start with the downside, measure it honestly, and let everything else follow.",
    "Over the years he grew uneasy with an industry in which the same firm could design a product, rate it and sell it. Commissions, placement fees and sponsored rankings shape what most people are shown when they search for a pension fund, an ETF or a savings account. He came to think of this as a covenant between sellers, and he wanted to be bound by a different one: a covenant with the person who carries the risk.",
    "That covenant is written into how Nirvana works. Members pay a flat annual fee and nothing else. No product provider can buy a higher position, and Trust Codes never touch search results. Ten per cent of total consolidated revenues is pledged to charity: forests, ecosystems, animals and humans.",
    "Away from the screens, Aurelio is a photographer. He works mostly in black and white, on long walks through forests, coastlines and old industrial towns, and he says photography taught him the same lesson as risk management: what you leave out of the frame matters as much as what you put in. A selection of his pictures accompanies this page.",
    "He has recorded three audiobooks on money, patience and loss aversion, and publishes short video essays in which he explains, without jargon, how financial products really work. He lives between Lisbon and the Scottish Highlands, and answers member letters personally whenever he can.",
  ],
  links: founderLinks({
    profile: "Professional profile",
    videos: "Video channel: Plain Money with Aurelio Marsh",
    photography: "Photo art: Aurelio Marsh Photography",
    "how-much-could-i-lose": "Audiobook: How Much Could I Lose?",
    "the-patient-investor": "Audiobook: The Patient Investor",
    "bound-by-a-different-covenant": "Audiobook: Bound by a Different Covenant",
  }),
};

/** The heading over the founder's links elsewhere. */
export const FOUNDER_LINKS_HEADING = "Elsewhere";
