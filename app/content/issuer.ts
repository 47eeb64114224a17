/**
 * Sample content for the individual issuer page (/get-your-trust-code),
 * including the Trust Code Issuer
 * Agreement shown in a modal.
 *
 * Message descriptors (translated where shown): components render them. Payouts are monthly everywhere
 * (docs/business-rules.md).
 */

import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { priceValues } from "#app/lib/i18n/price-values.ts";
import type { FaqItem, Step } from "#app/content/programme.ts";

export type { FaqItem, Step };

export const SAMPLE_NOTICE = msg`Sample content: Nirvana is a fictional product and this issuer page, its figures and the Trust Code Issuer Agreement were written for a demonstration site. An operator replaces them, after legal review, before real use; nothing here is an offer, a contract or investment advice.`;

/* ------------------------------------------------------------------ types */

export interface IssuerHero {
  heading: MessageDescriptor;
  intro: MessageDescriptor;
}

export interface IssuerFormCopy {
  title: MessageDescriptor;
  intro: MessageDescriptor;
}

export interface RequiredDisclosure {
  intro: MessageDescriptor;
  /** The text an issuer must show wherever the code is shared. */
  text: MessageDescriptor;
  guidance: MessageDescriptor[];
}

export interface AgreementSection {
  title: string;
  paragraphs: string[];
}

/**
 * The agreement's legal text stays in English (it is the version that
 * governs); only its title is translated, and pages say so (AGREEMENT_NOTE).
 */
export interface IssuerAgreement {
  title: MessageDescriptor;
  /** The day it takes effect (YYYY-MM-DD), written out for each reader with Intl. */
  effectiveOn: string;
  intro: string;
  /** Numbered 1..12 by the component, in this order. */
  sections: AgreementSection[];
}

/* ---------------------------------------------------------------- content */

/** The agreement's figures, in the English that governs (app/lib/i18n/price-values.ts). */
const TERMS = priceValues("en");

export const HERO: IssuerHero = {
  heading: msg`Earn {rewardUsd} per referral`,
  intro: msg`Anyone aged 18 or over can mint a personal Trust Code, with no Nirvana subscription needed. Share it with people who would value a neutral AI search engine for finance: they save {percent} on their membership, and you earn a fixed {rewardUsd} for each qualifying subscription period, for as long as they stay subscribed.`,
};

export const FORM: IssuerFormCopy = {
  title: msg`Become a Trust Code issuer`,
  intro: msg`Fill in the form to mint your code and its QR code straight away. Use your legal name, choose how you would like to be paid (PayPal or cheque, in USD) and confirm the declarations. One live code per person.`,
};

export const HOW_IT_WORKS: Step[] = [
  {
    title: msg`Mint your code`,
    text: msg`Complete the form above. Your Trust Code and a QR code that carries it are created immediately and sent to your e-mail address. No subscription is needed.`,
  },
  {
    title: msg`Share it honestly`,
    text: msg`Share your code, link or QR code with friends, family or your audience, always with the required disclosure. Codes are case-insensitive, so people can type them however they like.`,
  },
  {
    title: msg`They save {percent}`,
    text: msg`A new member who uses your code saves {percent} on the {price} annual membership. They can add or change a code until their first successful paid subscription, when attribution to you locks.`,
  },
  {
    title: msg`You earn {rewardUsd}, paid monthly`,
    text: msg`You earn a fixed {rewardUsd} for each qualifying subscription period of each member you referred, renewal after renewal. Payouts are made monthly once your balance reaches {minimum}.`,
  },
];

export const WHAT_YOU_EARN: MessageDescriptor[] = [
  msg`A fixed {rewardUsd} for each qualifying subscription period of each member who subscribes with your code.`,
  msg`Evergreen: every renewal is a new qualifying subscription period, so you keep earning for as long as the member stays subscribed.`,
  msg`Commissions accrue only on paid charges that are not refunded or charged back; a commission on a charge that is later refunded or charged back is reversed.`,
  msg`Payouts are made monthly once your balance reaches the {minimum} minimum payout.`,
  msg`Balances below {minimum} roll forward to the next month; nothing is lost.`,
  msg`Payouts are made in USD, by PayPal or by cheque.`,
  msg`Seats paid centrally by a registered investment adviser earn no payout and receive no discount.`,
];

export const ELIGIBILITY_AND_CONDUCT: MessageDescriptor[] = [
  msg`You must be 18 or older and live in a lawful country outside sanctioned jurisdictions.`,
  msg`One live code per person. Apply in your own legal name.`,
  msg`No self-referral: your own code is refused at checkout, and commissions on accounts you own or control are reversed.`,
  msg`No stacking: a Trust Code cannot be combined with another code, discount or offer.`,
  msg`Always show the required disclosure when you share your code.`,
  msg`Never suggest that a code affects search results, rankings or Compass Scores; it never does.`,
  msg`Never present Nirvana as investment advice or promise returns. Nirvana provides impersonal analytics.`,
  msg`No spam, no paid search ads on the Nirvana name, no misleading claims and no pressure selling.`,
  msg`Nirvana may suspend or terminate a code for breach of these rules or for fraud.`,
];

export const REQUIRED_DISCLOSURE: RequiredDisclosure = {
  intro: msg`Whenever you share your Trust Code, link or QR code, show this disclosure clearly and close to the code:`,
  text: msg`I may earn {rewardUsd} if you subscribe to Nirvana with my Trust Code. Codes never affect search results.`,
  guidance: [
    msg`Put it next to the code, not behind a link or at the end of a long page.`,
    msg`In video or audio, say it as well as showing it.`,
    msg`Use the language your audience reads; a faithful translation is fine.`,
    msg`Follow any further disclosure rules that apply where you and your audience live.`,
  ],
};

export const IMPORTANT_NOTES: MessageDescriptor[] = [
  msg`A qualifying subscription period is a paid membership period whose charge has been collected and is not refunded or charged back.`,
  msg`Attribution locks at the member's first successful paid subscription. Before that, the member may add or change a code.`,
  msg`If a referred member's membership lapses and is restarted within six months, it stays attributed to you.`,
  msg`Codes are case-insensitive: NIRVANA-ANNA and nirvana-anna are the same code.`,
  msg`You are responsible for any taxes on your earnings.`,
  msg`Questions about your code or payouts: hello@nirvana.example.`,
];

export const NO_GUARANTEES: MessageDescriptor[] = [
  msg`Nirvana does not guarantee that anyone will subscribe with your code, or any level of earnings.`,
  msg`Minting a code does not make you an employee, agent or representative of Nirvana.`,
  msg`Nirvana may change or end the programme for the future as set out in the Trust Code Issuer Agreement; commissions already earned under its terms are not affected.`,
];

export const PRIVACY: MessageDescriptor[] = [
  msg`We use your details to create your code, pay you and meet our legal obligations, including sanctions screening.`,
  msg`Your date of birth is requested only for PayPal payouts and is used only for compliance checks.`,
  msg`You receive cohort-level reporting only. We never share the personal data of the members you refer with you, and we never share your personal data with them beyond your code.`,
  msg`By consenting to electronic delivery, you agree to receive your code, statements and notices by e-mail.`,
];

export const FAQ: FaqItem[] = [
  {
    question: msg`Do I need to be a Nirvana member to get a code?`,
    answer: msg`No. Trust Codes are open to everyone aged 18 or over in a lawful country outside sanctioned jurisdictions; no subscription is needed.`,
  },
  {
    question: msg`How much do I earn?`,
    answer: msg`A fixed {rewardUsd} for each qualifying subscription period of each member who subscribes with your code. It is evergreen: each renewal earns another {rewardUsd} while the member stays subscribed.`,
  },
  {
    question: msg`What does the person I refer get?`,
    answer: msg`{percent} off the Nirvana membership, which is {price} per year, billed annually in advance. They get exactly the same search results as everyone else.`,
  },
  {
    question: msg`When am I paid?`,
    answer: msg`Monthly. Once your balance reaches {minimum}, it is paid out in the next monthly payout. Smaller balances roll forward to the following month.`,
  },
  {
    question: msg`How am I paid?`,
    answer: msg`In USD, by PayPal or by cheque, whichever you chose when you minted your code. PayPal payouts need your PayPal e-mail address and date of birth; cheques need a postal address.`,
  },
  {
    question: msg`What is a qualifying subscription period?`,
    answer: msg`A paid membership period of a member who used your code, whose charge has been collected and is not refunded or charged back. If a charge is refunded or charged back later, the related commission is reversed.`,
  },
  {
    question: msg`Can I use my own code?`,
    answer: msg`No. Your own code is refused at checkout, and commissions on accounts you own or control are reversed.`,
  },
  {
    question: msg`Can I have more than one code?`,
    answer: msg`No. Each person may hold one live code at a time.`,
  },
  {
    question: msg`Can my code be combined with other discounts?`,
    answer: msg`No. There is no stacking: one code per membership, not combinable with other codes or offers.`,
  },
  {
    question: msg`Does my code change what members see in search?`,
    answer: msg`Never. Codes have no effect on search results, rankings or Compass Scores. Please never suggest otherwise.`,
  },
  {
    question: msg`What if someone enters a different code after using mine?`,
    answer: msg`A member can add or change a code until their first successful paid subscription. Attribution locks at that point to the code in place.`,
  },
  {
    question: msg`What happens if a member I referred lets their membership lapse?`,
    answer: msg`If they restart within six months, they stay attributed to you and their renewals keep earning {rewardUsd} per qualifying subscription period.`,
  },
  {
    question: msg`Will I find out who used my code?`,
    answer: msg`No. You receive cohort-level reporting only, such as the number of qualifying subscription periods in a month. No personal data about members is shared.`,
  },
  {
    question: msg`Are codes case-sensitive?`,
    answer: msg`No. Codes are case-insensitive, so members can type them in capitals or lower case.`,
  },
  {
    question: msg`Can my code be suspended?`,
    answer: msg`Yes. Nirvana may suspend or terminate a code for breach of the Trust Code Issuer Agreement or for fraud, for example undisclosed promotion, self-referral or misleading claims.`,
  },
];

/** Said wherever the agreement's English text is shown in another language. */
export const AGREEMENT_NOTE = msg`The Trust Code Issuer Agreement is shown in English, and the English version governs.`;

/** The agreement section of the page: its date and the button that opens it. */
export const AGREEMENT_CTA = {
  effective: msg`Effective {date}.`,
  open: msg`Read the Trust Code Issuer Agreement`,
};

/** The agreement modal's close button: its text and its fuller name. */
export const AGREEMENT_CLOSE = {
  text: msg`Close`,
  label: msg`Close agreement`,
};

export const AGREEMENT: IssuerAgreement = {
  title: msg`Trust Code Issuer Agreement`,
  effectiveOn: "2025-10-14",
  intro:
    "This agreement is between you, the individual issuing a Trust Code, and Nirvana. By minting a Trust Code you accept it. Please read it carefully; it is sample text for a fictional product.",
  sections: [
    {
      title: "Definitions",
      paragraphs: [
        '"Trust Code" or "code" means the personal referral code issued to you, together with any link or QR code that carries it. Codes are case-insensitive.',
        '"Referred member" means a person who starts a paid Nirvana membership with your code and whose attribution has locked to you.',
        '"Qualifying subscription period" means a paid membership period of a referred member whose charge has been collected and is not refunded or charged back.',
      ],
    },
    {
      title: "Eligibility",
      paragraphs: [
        "You must be an individual aged 18 or older, resident in a lawful country outside sanctioned jurisdictions, and not a person subject to sanctions.",
        "You may hold one live code at a time. You must apply in your own legal name and keep your details accurate.",
      ],
    },
    {
      title: "Your Trust Code",
      paragraphs: [
        `Your code gives a new member ${TERMS.percent} off the Nirvana membership. It may be added or changed by the member until their first successful paid subscription, when attribution locks.`,
        "A referred member whose membership lapses and is restarted within six months remains attributed to you.",
        "Your code is personal to you and may not be sold, transferred or shared for use by another issuer.",
      ],
    },
    {
      title: "Commissions",
      paragraphs: [
        `You earn a fixed ${TERMS.rewardUsd} for each qualifying subscription period of each referred member. This is evergreen: it continues for each renewal while the member stays subscribed.`,
        "Commissions accrue only on paid charges that are not refunded or charged back. A commission on a charge later refunded or charged back is reversed and may be deducted from your balance.",
        "Seats paid centrally by a registered investment adviser earn no commission and receive no discount.",
      ],
    },
    {
      title: "Payouts",
      paragraphs: [
        "Payouts are made monthly, in USD, by PayPal or cheque, as you choose.",
        `The minimum payout is ${TERMS.minimum}. A balance below ${TERMS.minimum} rolls forward to the following month until the minimum is reached.`,
        "You must keep your payout details current. Nirvana is not responsible for payments lost because of inaccurate details you provided.",
      ],
    },
    {
      title: "Disclosure",
      paragraphs: [
        `Whenever you share your code you must clearly disclose that you may earn ${TERMS.rewardUsd} if someone subscribes with it, and that codes never affect search results, using the required disclosure or wording to the same effect.`,
        "You must also comply with any advertising and disclosure rules that apply to you and your audience.",
      ],
    },
    {
      title: "Conduct and prohibited practices",
      paragraphs: [
        "No self-referral: your own code is refused at checkout, and commissions on accounts you own or control are reversed.",
        "No stacking: you may not offer your code in combination with any other code, discount or offer.",
        "You must not make misleading claims, promise investment returns, present Nirvana as investment advice, send unsolicited messages, bid on the Nirvana name in paid search, or impersonate Nirvana.",
      ],
    },
    {
      title: "Search neutrality",
      paragraphs: [
        "Trust Codes never affect search results, rankings or Compass Scores. You must not state or imply that they do, or that you can influence what Nirvana shows.",
      ],
    },
    {
      title: "Privacy and electronic delivery",
      paragraphs: [
        "Nirvana processes your personal data to issue your code, pay you, and meet legal obligations including sanctions screening. Your date of birth, where requested for PayPal payouts, is used only for compliance.",
        "You receive cohort-level reporting only. No personal data about referred members is shared with you.",
        "You consent to receive your code, statements and notices electronically at the e-mail address you provided.",
      ],
    },
    {
      title: "Taxes and independence",
      paragraphs: [
        "You are responsible for reporting and paying any taxes on your commissions. Nirvana may request tax information where the law requires.",
        "You act as an independent individual. Nothing in this agreement makes you an employee, agent, partner or representative of Nirvana.",
      ],
    },
    {
      title: "Suspension, termination and changes",
      paragraphs: [
        "Nirvana may suspend or terminate your code for breach of this agreement or for fraud, and may withhold or reverse commissions connected with the breach or fraud.",
        "You may end this agreement at any time by writing to hello@nirvana.example. Commissions properly earned before termination remain payable under section 5, subject to the minimum payout.",
        "Nirvana may change this agreement or the programme for the future by giving notice by e-mail. Changes do not affect commissions already earned.",
        "Nirvana does not guarantee any level of referrals or earnings. To the extent the law allows, Nirvana's liability under this agreement is limited to commissions due and unpaid.",
      ],
    },
    {
      title: "Governing law and disputes",
      paragraphs: [
        "This agreement is governed by the laws of Bermuda.",
        "Any dispute arising out of or in connection with this agreement shall be finally resolved by arbitration seated in Bermuda, conducted in English.",
        "If any part of this agreement is found unenforceable, the rest remains in effect. This agreement is the entire agreement between you and Nirvana about Trust Codes.",
      ],
    },
  ],
};

/** The section headings of the issuer page. */
export const ISSUER_SECTIONS = {
  howItWorks: msg`How it works`,
  earn: msg`What you earn`,
  conduct: msg`Eligibility and conduct`,
  disclosure: msg`Required disclosure`,
  notes: msg`Important notes`,
  guarantees: msg`No guarantees`,
  privacy: msg`Privacy`,
};
