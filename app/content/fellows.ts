/**
 * Fellows page content (route /nirvana-fellows).
 *
 * SAMPLE CONTENT: all three fellows are fictional people. Universities are
 * real institutions named only as fictional employers; degrees, roles and
 * biographies are invented.
 */
import { pagePath } from "#app/lib/pages/links.ts";

export const SAMPLE_NOTICE =
  "Sample content: the Nirvana fellows shown here are fictional people. Their biographies, degrees and appointments are invented for demonstration purposes only.";

/** Portrait image index: FELLOW_PORTRAITS in app/content/media.ts. */
export type FellowPortraitIndex = 0 | 1 | 2;

export type FellowArea =
  "behavioural-finance" | "algorithmic-optimisation" | "special-adviser";

export interface FellowKeyValue {
  key: string;
  value: string;
}

export interface FellowRow {
  /** Period, e.g. "2004 – 2008". */
  date: string;
  text: string;
}

/** Full profile; present on one fellow only (the behavioural-finance fellow). */
export interface FellowFullProfile {
  personalDetails: FellowKeyValue[];
  education: FellowRow[];
  biography: string[];
  researchInterests: string[];
}

export interface Fellow {
  slug: string;
  name: string;
  /** Role line, e.g. "Nirvana Fellow in Behavioural Finance". */
  role: string;
  area: FellowArea;
  /** Human-readable area label. */
  areaLabel: string;
  portrait: FellowPortraitIndex;
  /** Alt text for the portrait image. */
  portraitAlt: string;
  /** One or two short paragraphs for the card. */
  shortBio: string[];
  /** Link to a curriculum vitae page (special adviser only): pagePath("adviserCv"). */
  cvHref?: string;
  /** Present on the behavioural-finance fellow only. */
  profile?: FellowFullProfile;
}

export const FELLOWS_HEADING = "Nirvana Fellows";

export const FELLOWS_INTRO =
  "Our fellows advise Nirvana independently. They receive no commission from any product provider, and none of them can influence how a financial product is ranked.";

export const FELLOWS: Fellow[] = [
  {
    slug: "miriam-okafor",
    name: "Dr. Miriam Okafor",
    role: "Nirvana Fellow in Behavioural Finance",
    area: "behavioural-finance",
    areaLabel: "Behavioural finance",
    portrait: 0,
    portraitAlt: "Portrait of Dr. Miriam Okafor",
    shortBio: [
      "Miriam Okafor studies how ordinary investors perceive losses, fees and risk, and how the way information is presented changes the choices they make.",
      "She advises Nirvana on how loss estimates and Compass Scores are explained to members, so that numbers inform decisions without nudging them.",
    ],
    profile: {
      personalDetails: [
        { key: "Name", value: "Miriam Adaeze Okafor" },
        { key: "Nationality", value: "British and Nigerian" },
        { key: "Position", value: "Nirvana Fellow in Behavioural Finance" },
        {
          key: "Affiliation",
          value:
            "Associate Professor of Finance, University of Edinburgh (fictional appointment)",
        },
        { key: "Languages", value: "English, Yoruba, French" },
        { key: "Based in", value: "Edinburgh, United Kingdom" },
      ],
      education: [
        {
          date: "2009 – 2013",
          text: "PhD in Finance, London School of Economics. Thesis: Loss Framing and the Retail Demand for Structured Products.",
        },
        {
          date: "2007 – 2008",
          text: "MSc in Behavioural Science, University of Warwick (distinction).",
        },
        {
          date: "2004 – 2007",
          text: "BSc in Economics and Psychology, University of Bristol (first class honours).",
        },
      ],
      biography: [
        "Miriam Okafor grew up in Lagos and Manchester and came to finance through psychology. As an undergraduate she ran small experiments on how students chose between savings accounts, and was struck by how much the wording of a product sheet changed what people picked.",
        "Her doctoral work examined why retail investors bought complex structured products whose expected returns were, on paper, poor. She showed that the way potential losses were framed in marketing material explained much of the demand, and that simple loss-first disclosures reduced it markedly.",
        "After a postdoctoral fellowship in Amsterdam she joined the University of Edinburgh, where she leads a small laboratory on household finance and disclosure design. She has advised consumer organisations on fee transparency and has written widely for general readers on why people hold on to losing investments too long.",
        "At Nirvana she reviews how loss estimates, Compass Scores and risk labels are worded and displayed, and tests new explanations with volunteer members before they are released.",
      ],
      researchInterests: [
        "Loss aversion and the framing of investment risk",
        "Disclosure design for retail financial products",
        "Fee salience and the demand for active funds",
        "Household portfolio choice and pension decisions",
        "Financial literacy across languages and cultures",
        "Experimental methods in household finance",
      ],
    },
  },
  {
    slug: "tomas-lindqvist",
    name: "Dr. Tomas Lindqvist",
    role: "Nirvana Fellow in Algorithmic Optimisation",
    area: "algorithmic-optimisation",
    areaLabel: "Algorithmic optimisation",
    portrait: 1,
    portraitAlt: "Portrait of Dr. Tomas Lindqvist",
    shortBio: [
      "Tomas Lindqvist works on large-scale optimisation and robust ranking methods. He previously led research on portfolio construction under uncertainty at KTH Royal Institute of Technology (fictional appointment).",
      "He advises Nirvana on the numerical methods behind the Compass Score and on keeping rankings stable, reproducible and free of commercial influence.",
    ],
  },
  {
    slug: "elena-varga",
    name: "Dr. Elena Varga",
    role: "Special Adviser to the Founder",
    area: "special-adviser",
    areaLabel: "Special adviser to the founder",
    portrait: 2,
    portraitAlt: "Portrait of Dr. Elena Varga",
    shortBio: [
      "Elena Varga is an applied mathematician and operations researcher whose work spans stochastic optimisation, risk measurement and decision support. She has held appointments at seven universities in Europe and North America.",
      "As special adviser to the founder she reviews Nirvana's research agenda and the scientific integrity of its methods. Her full curriculum vitae is available on a separate page.",
    ],
    cvHref: pagePath("adviserCv"),
  },
];

/** The headings of one fellow's full profile. */
export const FELLOW_PROFILE = {
  /** "Profile: <name>" */
  headingPrefix: "Profile:",
  personalDetails: "Personal details",
  education: "Education",
  biography: "Biography",
  researchInterests: "Research interests",
};
