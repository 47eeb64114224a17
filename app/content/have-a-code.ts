/**
 * Sample content for the apply-a-code page (/have-a-code-or-need-one).
 *
 * Plain data only: components render it. The directory's Explore buttons and
 * the three alternative links only alert 'Coming soon': directory and search are not built yet.
 */

import type { FaqItem, Step } from "./programme";

export type { FaqItem, Step };

export const SAMPLE_NOTICE =
  "Sample content: Nirvana is a fictional product and the causes, participant types and figures on this page were written for a demonstration site. An operator replaces them before real use; nothing here is an offer or investment advice.";

/* ------------------------------------------------------------------ types */

export interface HaveACodeIntro {
  title: string;
  paragraphs: string[];
}

export interface CodeEntryCopy {
  label: string;
  placeholder: string;
  submitLabel: string;
  /** The button while the code is being checked. */
  submittingLabel: string;
  /** Labels of the links under the form, in order (each alerts 'Coming soon'). */
  alternativeLinks: string[];
}

/** One card in the directory. */
export interface DirectoryEntry {
  name: string;
  description: string;
}

export interface Directory {
  title: string;
  intro: string;
  causesHeading: string;
  causes: DirectoryEntry[];
  institutionsHeading: string;
  institutions: DirectoryEntry[];
  /** Label of each card's button (alerts 'Coming soon'). */
  exploreLabel: string;
}

/* ---------------------------------------------------------------- content */

export const INTRO: HaveACodeIntro = {
  title: "Have a code, or need one?",
  paragraphs: [
    "A Trust Code saves you 10% on your Nirvana membership (USD 569 per year, billed annually in advance). If the code belongs to an organisation, a further 10% of your subscription supports that organisation.",
    "Enter your code below, or explore the causes and organisations taking part. Codes never affect search results or ranking.",
  ],
};

export const CODE_ENTRY: CodeEntryCopy = {
  label: "Enter your Trust Code",
  placeholder: "e.g. FORESTS-2025",
  submitLabel: "Apply code",
  submittingLabel: "Applying...",
  alternativeLinks: [
    "Find a code",
    "Explore organisations",
    "Continue without a code",
  ],
};

export const BENEFITS: string[] = [
  "Save 10% on your annual Nirvana membership.",
  "With an organisation's code, 10% of your net subscription payments goes to that organisation for five years from your first paid subscription.",
  "The same search results, rankings and Compass Scores as every other member; a code never changes them.",
  "Nothing personal is shared: participating organisations see cohort-level figures only.",
  "On top of any code, Nirvana pledges 10% of its total consolidated revenues to charity.",
];

export const HOW_IT_WORKS: Step[] = [
  {
    title: "Choose a code",
    text: "Use a code you were given by an organisation or a person you know, or pick a cause or organisation from the directory below.",
  },
  {
    title: "Apply it",
    text: "Enter the code above. Codes are case-insensitive. Once applied, it is remembered on this device and your 10% discount appears at checkout.",
  },
  {
    title: "Subscribe",
    text: "Start your membership. You can add or change your code at any time before your first successful paid subscription; after that, the code in place is locked in.",
  },
  {
    title: "Your subscription gives back",
    text: "With an organisation's code, 10% of your net subscription payments supports it for five years. With an individual issuer's code, the issuer receives a fixed USD 50 per qualifying subscription period.",
  },
];

export const DIRECTORY: Directory = {
  title: "Explore causes and organisations",
  intro:
    "Participating organisations are grouped by the cause they serve or the kind of institution they are. Listing is not an endorsement by Nirvana, and participation never affects search results.",
  causesHeading: "Causes",
  causes: [
    {
      name: "Forests",
      description:
        "Protecting and restoring forests, from reforestation projects to community forest stewardship.",
    },
    {
      name: "Oceans and coasts",
      description:
        "Marine protection, cleaner seas, coral reefs and sustainable fisheries.",
    },
    {
      name: "Animal welfare",
      description:
        "Rescue, shelter and humane treatment of domestic and farmed animals.",
    },
    {
      name: "Wildlife conservation",
      description:
        "Protecting endangered species and the habitats they depend on.",
    },
    {
      name: "Education",
      description:
        "Schools, scholarships, teacher training and access to learning.",
    },
    {
      name: "Financial literacy",
      description:
        "Helping people understand money, debt, saving and investment risk.",
    },
    {
      name: "Health and medical research",
      description: "Patient care, public health and research into disease.",
    },
    {
      name: "Mental health",
      description:
        "Support, counselling and research for mental health and wellbeing.",
    },
    {
      name: "Poverty relief",
      description:
        "Direct support and long-term programmes for people living in poverty.",
    },
    {
      name: "Hunger and food security",
      description:
        "Food banks, nutrition programmes and resilient local farming.",
    },
    {
      name: "Clean water and sanitation",
      description:
        "Safe drinking water, sanitation and hygiene for communities.",
    },
    {
      name: "Climate action",
      description:
        "Emission reduction, clean energy and adaptation to a changing climate.",
    },
    {
      name: "Disaster relief",
      description:
        "Emergency response and rebuilding after natural and human-made disasters.",
    },
    {
      name: "Children and youth",
      description:
        "Child protection, youth programmes and support for young families.",
    },
    {
      name: "Older people",
      description: "Care, companionship and financial security in later life.",
    },
    {
      name: "Human rights",
      description: "Defending civil liberties, equality and access to justice.",
    },
    {
      name: "Refugees and displaced people",
      description:
        "Shelter, legal help and a new start for people forced from home.",
    },
    {
      name: "Disability inclusion",
      description: "Accessibility, independent living and equal opportunity.",
    },
    {
      name: "Arts and culture",
      description:
        "Museums, music, heritage and the creative life of communities.",
    },
  ],
  institutionsHeading: "Institutional participants",
  institutions: [
    {
      name: "Financial institutions",
      description:
        "Banks, credit unions and brokers offering their customers independent, loss-focused search.",
    },
    {
      name: "Registered investment advisers",
      description:
        "Advisers referring clients who subscribe and pay for themselves. Seats paid centrally by an adviser receive no code discount.",
    },
    {
      name: "Credit card networks and issuers",
      description:
        "Card programmes that include the membership saving among cardholder benefits.",
    },
    {
      name: "Insurers",
      description:
        "Insurers offering policyholders a tool that asks how much they could lose.",
    },
    {
      name: "Enterprise retailers",
      description:
        "Retailers sharing a code through loyalty schemes and customer newsletters.",
    },
    {
      name: "Creators and publishers",
      description:
        "Newsletters, channels and finance publishers sharing a code with clear disclosure.",
    },
    {
      name: "Associations & membership organisations",
      description:
        "Professional bodies, clubs and unions offering the saving as a member benefit.",
    },
    {
      name: "Employers and benefits providers",
      description:
        "Employers and benefits platforms making the membership available to their people.",
    },
  ],
  exploreLabel: "Explore",
};

export const REASSURANCE: string[] = [
  "Codes never affect search results, rankings or Compass Scores.",
  "No personal data is shared with the organisation or person behind a code; they see cohort-level figures only.",
  "Your discount is shown at checkout before you pay.",
  "You can add or change your code until your first successful paid subscription.",
  "If your membership lapses and you restart within six months, your chosen code stays attached.",
  "Questions? Write to hello@nirvana.example.",
];

export const FAQ: FaqItem[] = [
  {
    question: "What does a Trust Code do?",
    answer:
      "It gives you 10% off your Nirvana membership. With an organisation's code, 10% of your net subscription payments also supports that organisation for five years from your first paid subscription. With an individual issuer's code, the issuer receives a fixed USD 50 per qualifying subscription period.",
  },
  {
    question: "Where can I find a code?",
    answer:
      "From an organisation you support, a person you know, or the directory on this page. Codes are case-insensitive, so type them however you like.",
  },
  {
    question: "I don't have a code. Can I still subscribe?",
    answer:
      "Yes. Choose 'Continue without a code' and subscribe at the standard price of USD 569 per year. Nirvana still pledges 10% of its total consolidated revenues to charity.",
  },
  {
    question: "Can I change my code?",
    answer:
      "Yes, at any time before your first successful paid subscription. After that, the code in place stays attached to your membership.",
  },
  {
    question:
      "Can I use more than one code, or combine a code with another offer?",
    answer:
      "No. There is no stacking: one code per membership, not combinable with other codes or discounts.",
  },
  {
    question: "Does a code change my search results?",
    answer:
      "Never. Codes have no effect on search results, rankings or Compass Scores. Every member sees the same results whatever code they used.",
  },
  {
    question: "What does the organisation learn about me?",
    answer:
      "Nothing personal. Participants receive cohort-level reporting only, such as how many members subscribed with their code. Your name, e-mail and activity are never shared.",
  },
  {
    question: "Can I use my own Trust Code?",
    answer:
      "No. Your own code is refused at checkout, and any commission on accounts an issuer controls is reversed.",
  },
  {
    question: "What happens if my membership lapses?",
    answer:
      "If you restart within six months, your membership stays attributed to the same code, and your support for the organisation continues.",
  },
  {
    question: "My adviser pays for my seat. Does a code apply?",
    answer:
      "No. Seats paid centrally by a registered investment adviser (USD 569 per client per year) receive no Trust Code discount and generate no payouts.",
  },
];

export const DISCLAIMER =
  "Nirvana provides impersonal analytics, not investment advice. Contributions and payouts accrue only on paid charges that are not refunded or charged back; contributions to organisations are calculated on net subscription payments, after refunds, chargebacks and taxes. Listing of a cause or organisation is not an endorsement, participation is subject to review, and organisations may join or leave the programme. Trust Codes never affect search results or ranking. This page is sample content for a fictional product.";

/** The section headings of the have-a-code page; the form's region is named too. */
export const HAVE_A_CODE_SECTIONS = {
  applyCode: "Apply a code",
  benefits: "Why use a code",
  howItWorks: "How it works",
  promises: "Our promises",
};

/** What the directory and search links say until they are built. */
export const COMING_SOON = "Coming soon";
