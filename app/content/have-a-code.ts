/**
 * Sample content for the apply-a-code page (/have-a-code-or-need-one).
 *
 * Message descriptors (translated where shown): components render them. The directory's Explore buttons and
 * the three alternative links only alert 'Coming soon': directory and search are not built yet.
 */

import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { FaqItem, Step } from "#app/content/programme.ts";

export type { FaqItem, Step };

export const SAMPLE_NOTICE = msg`Sample content: Nirvana is a fictional product and the causes, participant types and figures on this page were written for a demonstration site. An operator replaces them before real use; nothing here is an offer or investment advice.`;

/* ------------------------------------------------------------------ types */

export interface HaveACodeIntro {
  title: MessageDescriptor;
  paragraphs: MessageDescriptor[];
}

export interface CodeEntryCopy {
  label: MessageDescriptor;
  placeholder: MessageDescriptor;
  submitLabel: MessageDescriptor;
  /** The button while the code is being checked. */
  submittingLabel: MessageDescriptor;
  /** Labels of the links under the form, in order (each alerts 'Coming soon'). */
  alternativeLinks: MessageDescriptor[];
}

/** One card in the directory. */
export interface DirectoryEntry {
  name: MessageDescriptor;
  description: MessageDescriptor;
}

export interface Directory {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  causesHeading: MessageDescriptor;
  causes: DirectoryEntry[];
  institutionsHeading: MessageDescriptor;
  institutions: DirectoryEntry[];
  /** Label of each card's button (alerts 'Coming soon'). */
  exploreLabel: MessageDescriptor;
  /** The same button's full name, naming its card. */
  exploreEntryLabel: MessageDescriptor;
}

/* ---------------------------------------------------------------- content */

export const INTRO: HaveACodeIntro = {
  title: msg`Have a code, or need one?`,
  paragraphs: [
    msg`A Trust Code saves you {percent} on your Nirvana membership ({price} per year, billed annually in advance). If the code belongs to an organisation, a further {organisationShare} of your subscription supports that organisation.`,
    msg`Enter your code below, or explore the causes and organisations taking part. Codes never affect search results or ranking.`,
  ],
};

export const CODE_ENTRY: CodeEntryCopy = {
  label: msg`Enter your Trust Code`,
  placeholder: msg`e.g. FORESTS-2025`,
  submitLabel: msg`Apply code`,
  submittingLabel: msg`Applying...`,
  alternativeLinks: [
    msg`Find a code`,
    msg`Explore organisations`,
    msg`Continue without a code`,
  ],
};

export const BENEFITS: MessageDescriptor[] = [
  msg`Save {percent} on your annual Nirvana membership.`,
  msg`With an organisation's code, {organisationShare} of your net subscription payments goes to that organisation for five years from your first paid subscription.`,
  msg`The same search results, rankings and Compass Scores as every other member; a code never changes them.`,
  msg`Nothing personal is shared: participating organisations see cohort-level figures only.`,
  msg`On top of any code, Nirvana pledges {pledge} of its total consolidated revenues to charity.`,
];

export const HOW_IT_WORKS: Step[] = [
  {
    title: msg`Choose a code`,
    text: msg`Use a code you were given by an organisation or a person you know, or pick a cause or organisation from the directory below.`,
  },
  {
    title: msg`Apply it`,
    text: msg`Enter the code above. Codes are case-insensitive. Once applied, it is remembered on this device and your {percent} discount appears at checkout.`,
  },
  {
    title: msg`Subscribe`,
    text: msg`Start your membership. You can add or change your code at any time before your first successful paid subscription; after that, the code in place is locked in.`,
  },
  {
    title: msg`Your subscription gives back`,
    text: msg`With an organisation's code, {organisationShare} of your net subscription payments supports it for five years. With an individual issuer's code, the issuer receives a fixed {rewardUsd} per qualifying subscription period.`,
  },
];

export const DIRECTORY: Directory = {
  title: msg`Explore causes and organisations`,
  intro: msg`Participating organisations are grouped by the cause they serve or the kind of institution they are. Listing is not an endorsement by Nirvana, and participation never affects search results.`,
  causesHeading: msg`Causes`,
  causes: [
    {
      name: msg`Forests`,
      description: msg`Protecting and restoring forests, from reforestation projects to community forest stewardship.`,
    },
    {
      name: msg`Oceans and coasts`,
      description: msg`Marine protection, cleaner seas, coral reefs and sustainable fisheries.`,
    },
    {
      name: msg`Animal welfare`,
      description: msg`Rescue, shelter and humane treatment of domestic and farmed animals.`,
    },
    {
      name: msg`Wildlife conservation`,
      description: msg`Protecting endangered species and the habitats they depend on.`,
    },
    {
      name: msg`Education`,
      description: msg`Schools, scholarships, teacher training and access to learning.`,
    },
    {
      name: msg`Financial literacy`,
      description: msg`Helping people understand money, debt, saving and investment risk.`,
    },
    {
      name: msg`Health and medical research`,
      description: msg`Patient care, public health and research into disease.`,
    },
    {
      name: msg`Mental health`,
      description: msg`Support, counselling and research for mental health and wellbeing.`,
    },
    {
      name: msg`Poverty relief`,
      description: msg`Direct support and long-term programmes for people living in poverty.`,
    },
    {
      name: msg`Hunger and food security`,
      description: msg`Food banks, nutrition programmes and resilient local farming.`,
    },
    {
      name: msg`Clean water and sanitation`,
      description: msg`Safe drinking water, sanitation and hygiene for communities.`,
    },
    {
      name: msg`Climate action`,
      description: msg`Emission reduction, clean energy and adaptation to a changing climate.`,
    },
    {
      name: msg`Disaster relief`,
      description: msg`Emergency response and rebuilding after natural and human-made disasters.`,
    },
    {
      name: msg`Children and youth`,
      description: msg`Child protection, youth programmes and support for young families.`,
    },
    {
      name: msg`Older people`,
      description: msg`Care, companionship and financial security in later life.`,
    },
    {
      name: msg`Human rights`,
      description: msg`Defending civil liberties, equality and access to justice.`,
    },
    {
      name: msg`Refugees and displaced people`,
      description: msg`Shelter, legal help and a new start for people forced from home.`,
    },
    {
      name: msg`Disability inclusion`,
      description: msg`Accessibility, independent living and equal opportunity.`,
    },
    {
      name: msg`Arts and culture`,
      description: msg`Museums, music, heritage and the creative life of communities.`,
    },
  ],
  institutionsHeading: msg`Institutional participants`,
  institutions: [
    {
      name: msg`Financial institutions`,
      description: msg`Banks, credit unions and brokers offering their customers independent, loss-focused search.`,
    },
    {
      name: msg`Registered investment advisers`,
      description: msg`Advisers referring clients who subscribe and pay for themselves. Seats paid centrally by an adviser receive no code discount.`,
    },
    {
      name: msg`Credit card networks and issuers`,
      description: msg`Card programmes that include the membership saving among cardholder benefits.`,
    },
    {
      name: msg`Insurers`,
      description: msg`Insurers offering policyholders a tool that asks how much they could lose.`,
    },
    {
      name: msg`Enterprise retailers`,
      description: msg`Retailers sharing a code through loyalty schemes and customer newsletters.`,
    },
    {
      name: msg`Creators and publishers`,
      description: msg`Newsletters, channels and finance publishers sharing a code with clear disclosure.`,
    },
    {
      name: msg`Associations & membership organisations`,
      description: msg`Professional bodies, clubs and unions offering the saving as a member benefit.`,
    },
    {
      name: msg`Employers and benefits providers`,
      description: msg`Employers and benefits platforms making the membership available to their people.`,
    },
  ],
  exploreLabel: msg`Explore`,
  exploreEntryLabel: msg`Explore {name}`,
};

export const REASSURANCE: MessageDescriptor[] = [
  msg`Codes never affect search results, rankings or Compass Scores.`,
  msg`No personal data is shared with the organisation or person behind a code; they see cohort-level figures only.`,
  msg`Your discount is shown at checkout before you pay.`,
  msg`You can add or change your code until your first successful paid subscription.`,
  msg`If your membership lapses and you restart within six months, your chosen code stays attached.`,
  msg`Questions? Write to hello@nirvana.example.`,
];

export const FAQ: FaqItem[] = [
  {
    question: msg`What does a Trust Code do?`,
    answer: msg`It gives you {percent} off your Nirvana membership. With an organisation's code, {organisationShare} of your net subscription payments also supports that organisation for five years from your first paid subscription. With an individual issuer's code, the issuer receives a fixed {rewardUsd} per qualifying subscription period.`,
  },
  {
    question: msg`Where can I find a code?`,
    answer: msg`From an organisation you support, a person you know, or the directory on this page. Codes are case-insensitive, so type them however you like.`,
  },
  {
    question: msg`I don't have a code. Can I still subscribe?`,
    answer: msg`Yes. Choose 'Continue without a code' and subscribe at the standard price of {price} per year. Nirvana still pledges {pledge} of its total consolidated revenues to charity.`,
  },
  {
    question: msg`Can I change my code?`,
    answer: msg`Yes, at any time before your first successful paid subscription. After that, the code in place stays attached to your membership.`,
  },
  {
    question: msg`Can I use more than one code, or combine a code with another offer?`,
    answer: msg`No. There is no stacking: one code per membership, not combinable with other codes or discounts.`,
  },
  {
    question: msg`Does a code change my search results?`,
    answer: msg`Never. Codes have no effect on search results, rankings or Compass Scores. Every member sees the same results whatever code they used.`,
  },
  {
    question: msg`What does the organisation learn about me?`,
    answer: msg`Nothing personal. Participants receive cohort-level reporting only, such as how many members subscribed with their code. Your name, e-mail and activity are never shared.`,
  },
  {
    question: msg`Can I use my own Trust Code?`,
    answer: msg`No. Your own code is refused at checkout, and any commission on accounts an issuer controls is reversed.`,
  },
  {
    question: msg`What happens if my membership lapses?`,
    answer: msg`If you restart within six months, your membership stays attributed to the same code, and your support for the organisation continues.`,
  },
  {
    question: msg`My adviser pays for my seat. Does a code apply?`,
    answer: msg`No. Seats paid centrally by a registered investment adviser ({price} per client per year) receive no Trust Code discount and generate no payouts.`,
  },
];

export const DISCLAIMER = msg`Nirvana provides impersonal analytics, not investment advice. Contributions and payouts accrue only on paid charges that are not refunded or charged back; contributions to organisations are calculated on net subscription payments, after refunds, chargebacks and taxes. Listing of a cause or organisation is not an endorsement, participation is subject to review, and organisations may join or leave the programme. Trust Codes never affect search results or ranking. This page is sample content for a fictional product.`;

/** The section headings of the have-a-code page; the form's region is named too. */
export const HAVE_A_CODE_SECTIONS = {
  applyCode: msg`Apply a code`,
  benefits: msg`Why use a code`,
  howItWorks: msg`How it works`,
  promises: msg`Our promises`,
};

/** Follows a successfully applied code. */
export const CHECKOUT_AFTER_CODE = {
  text: msg`Your code is saved in this browser. Continue to checkout: subscribe with the same browser and the discount is applied there.`,
  link: msg`Continue to checkout`,
};

/** What the directory and search links say until they are built. */
export const COMING_SOON = msg`Coming soon`;
