/**
 * Sample content for the organisation Trust Code programme page
 * (/trust-code-programme).
 *
 * Message descriptors only (translated where shown): components render them. The labels at the bottom name the
 * request form's choices; the values the API accepts are in
 * app/lib/schemas/form-data.ts.
 */
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type {
  AudienceSize,
  Timeframe,
  Vertical,
} from "#app/lib/schemas/form-data.ts";

export const SAMPLE_NOTICE = msg`Sample content: Nirvana is a fictional product and this programme text, its figures and its documents were written for a demonstration site. An operator replaces them before real use; nothing here is an offer, a contract or investment advice.`;

/* ------------------------------------------------------------------ types */

/** A numbered step in a msg`How it works` section; the component supplies the number. */
export interface Step {
  title: MessageDescriptor;
  text: MessageDescriptor;
}

/** One expandable FAQ item. */
export interface FaqItem {
  question: MessageDescriptor;
  answer: MessageDescriptor;
}

export interface ProgrammeHero {
  title: MessageDescriptor;
  subtitle: MessageDescriptor;
  /** Button that scrolls to the request form. */
  requestCtaLabel: MessageDescriptor;
  /** Button that downloads ONE_PAGER_FILENAME from PDF_BASE_PATH. */
  onePagerCtaLabel: MessageDescriptor;
}

/** A vertical one-pager, served at `${PDF_BASE_PATH}${filename}`. */
export interface DownloadItem {
  label: MessageDescriptor;
  filename: string;
  description: MessageDescriptor;
}

/** A point in the msg`Compliance and neutrality` section. */
export interface CompliancePoint {
  title: MessageDescriptor;
  text: MessageDescriptor;
}

/** A select option: `value` is what the API receives, `label` what the UI shows. */
export interface OptionItem<V extends string = string> {
  readonly value: V;
  readonly label: MessageDescriptor;
}

export interface ProgrammeRequestFormCopy {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  /** `<0>…</0>` is the link to the terms it names, at acknowledgeHref. */
  acknowledgeLabel: MessageDescriptor;
  acknowledgeHref: string;
}

/* ---------------------------------------------------------------- content */

/** Static folder the programme PDFs are served from. */
export const PDF_BASE_PATH = "/static/pdf/";

export const ONE_PAGER_FILENAME = "trust-code-programme-one-pager.pdf";

export const HERO: ProgrammeHero = {
  title: msg`The Trust Code programme for organisations`,
  subtitle: msg`Give your members, customers or supporters {percent} off a Nirvana membership, and receive {organisationShare} of each attributed member's net subscription payments for five years from their first paid subscription. Codes never affect search results or ranking.`,
  requestCtaLabel: msg`Request a Trust Code`,
  onePagerCtaLabel: msg`Download your one-pager`,
};

export const WHAT_IT_IS: MessageDescriptor[] = [
  msg`Nirvana is a neutral AI search engine for finance, built around one question retail investors rarely get a straight answer to: how much could I lose? Membership costs {price} per member per year, billed annually in advance.`,
  msg`The Trust Code programme lets an organisation share a code of its own with the people it serves. A member who subscribes with that code saves {percent} on the membership fee, and the organisation receives {organisationShare} of that member's net subscription payments for five years from the member's first paid subscription.`,
  msg`Trust Codes are a way of paying for trust, never a way of buying influence. A code never changes what a member sees: search results, rankings and Compass Scores are identical with or without it. Participating organisations receive cohort-level reporting only; no member's personal data is shared with them.`,
  msg`The programme is separate from Nirvana's own pledge to give {pledge} of total consolidated revenues to charity, which applies whether or not a code is used.`,
];

export const HOW_IT_WORKS: Step[] = [
  {
    title: msg`Request your Trust Code`,
    text: msg`Tell us about your organisation with the form below. We review every request; once approved you receive your code, a link and QR code that carry it, and a one-pager for your vertical. Codes are case-insensitive, so members can type them however they like.`,
  },
  {
    title: msg`Share it with your community`,
    text: msg`Members enter your code at checkout, or arrive through your link or QR code, and save {percent} on their membership. A code can be added or changed until the member's first successful paid subscription; attribution then locks to your organisation.`,
  },
  {
    title: msg`Receive monthly payouts`,
    text: msg`You receive {organisationShare} of each attributed member's net subscription payments for five years from that member's first paid subscription. Payouts are made monthly on the prior month's net collected revenue, after refunds, chargebacks and taxes, with cohort-level reporting alongside.`,
  },
];

/** Each download's link; the part in <0> is for screen readers only. */
export const DOWNLOAD_PDF = msg`Download PDF<0>: {name}</0>`;

export const DOWNLOADS: DownloadItem[] = [
  {
    label: msg`Charities, NGOs & non-profits`,
    filename: "trust-code-charities-ngos-nonprofits.pdf",
    description: msg`How a cause can fund its work from supporters who save {percent} on a tool they already need, with cohort-level reporting and no donor data shared.`,
  },
  {
    label: msg`Financial institutions`,
    filename: "trust-code-financial-institutions.pdf",
    description: msg`Offering customers independent, loss-focused search without any influence over results, and how the {organisationShare} share over five years is calculated and paid.`,
  },
  {
    label: msg`Registered investment advisers (referral channel)`,
    filename: "trust-code-ria-referral.pdf",
    description: msg`For advisers who refer clients who then subscribe and pay for themselves: the client saves {percent} and the adviser's firm participates like any other organisation.`,
  },
  {
    label: msg`RIA self-use (seat licence)`,
    filename: "trust-code-ria-self-use.pdf",
    description: msg`Seat licences at {price} per client per year, paid centrally by the adviser. Seats paid by the RIA receive no Trust Code discount and generate no payouts.`,
  },
  {
    label: msg`Credit card networks and issuers`,
    filename: "trust-code-card-networks-issuers.pdf",
    description: msg`Adding a membership saving to a cardholder benefits programme, with monthly payouts on net collected revenue and no cardholder data exchanged.`,
  },
  {
    label: msg`Insurers`,
    filename: "trust-code-insurers.pdf",
    description: msg`A loss-aversion tool for policyholders who invest, presented as impersonal analytics rather than advice, and how disclosure works in insurer communications.`,
  },
  {
    label: msg`Enterprise retailers`,
    filename: "trust-code-enterprise-retailers.pdf",
    description: msg`Placing a Trust Code in loyalty schemes, receipts and customer newsletters, and what country-level exclusivity on a 3+2 cycle means for a retailer.`,
  },
  {
    label: msg`Creators and publishers`,
    filename: "trust-code-creators-publishers.pdf",
    description: msg`For newsletters, channels and finance publishers: disclosure wording, link and QR placement, and why a code can never buy a better ranking for anything you cover.`,
  },
  {
    label: msg`Associations & membership organisations`,
    filename: "trust-code-associations-membership.pdf",
    description: msg`A member benefit that also funds the association: {percent} off for members, {organisationShare} of their net subscription payments to the association for five years.`,
  },
  {
    label: msg`Private equity & conglomerates`,
    filename: "trust-code-private-equity-conglomerates.pdf",
    description: msg`Running one programme across portfolio companies or business units, with consolidated cohort reporting and the no-stacking rule explained.`,
  },
  {
    label: msg`Faith-based organisations`,
    filename: "trust-code-faith-based.pdf",
    description: msg`How congregations and faith charities can support their work through members' subscriptions, with no personal data shared and no influence on results.`,
  },
  {
    label: msg`Universities & alumni networks`,
    filename: "trust-code-universities-alumni.pdf",
    description: msg`For alumni offices, student finance societies and university foundations: a discount for graduates and staff, and a five-year revenue share for the institution.`,
  },
  {
    label: msg`Employers & employee benefits`,
    filename: "trust-code-employers-benefits.pdf",
    description: msg`Offering the membership through a benefits platform where employees subscribe and pay themselves, and how attribution and lapses of up to six months are handled.`,
  },
  {
    label: msg`Community foundations`,
    filename: "trust-code-community-foundations.pdf",
    description: msg`For place-based foundations that pool local giving: how payouts on the prior month's net collected revenue can feed a local fund.`,
  },
];

export const COMPLIANCE_INTRO = msg`The programme is built so that nobody can pay for a better position in Nirvana, and nobody's personal data is traded for a commission.`;

export const COMPLIANCE_POINTS: CompliancePoint[] = [
  {
    title: msg`Search neutrality`,
    text: msg`Trust Codes never affect search results, rankings or Compass Scores. A member with a code and a member without one see exactly the same results.`,
  },
  {
    title: msg`Analytics, not advice`,
    text: msg`Nirvana's outputs are impersonal analytics, not investment advice. Participants must not present Nirvana, or their code, as a recommendation of any financial product.`,
  },
  {
    title: msg`Cohort-level reporting only`,
    text: msg`Participants receive aggregated, cohort-level figures such as subscriptions and renewals. No personal data about any member is shared with a participant.`,
  },
  {
    title: msg`Commissions on collected money only`,
    text: msg`Shares accrue only on paid charges that are not refunded or charged back, and are calculated on net collected revenue after refunds, chargebacks and taxes.`,
  },
  {
    title: msg`No self-referral`,
    text: msg`A code cannot be used by the person or organisation that holds it: the holder's own code is refused at checkout, and accruals on accounts the holder controls are reversed.`,
  },
  {
    title: msg`No stacking`,
    text: msg`One Trust Code applies per membership and it cannot be combined with any other code, discount or offer.`,
  },
  {
    title: msg`RIA-paid seats`,
    text: msg`Seat licences paid centrally by a registered investment adviser ({price} per client per year) receive no Trust Code discount and generate no payouts.`,
  },
  {
    title: msg`Eligibility and sanctions`,
    text: msg`Codes are issued only to participants in lawful countries outside sanctioned jurisdictions. Nirvana may suspend or terminate a participant for breach of the programme terms or for fraud.`,
  },
  {
    title: msg`Clear disclosure`,
    text: msg`Participants tell their audience that they receive a share of subscription payments made with their code, and that the code does not change search results.`,
  },
];

export const FAQ: FaqItem[] = [
  {
    question: msg`Which organisations can take part?`,
    answer: msg`Organisations in the verticals listed in the request form, from charities and associations to financial institutions, retailers and publishers. Every request is reviewed before a code is issued, and participants must be established in a lawful country outside sanctioned jurisdictions.`,
  },
  {
    question: msg`How much does our organisation receive?`,
    answer: msg`{organisationShare} of each attributed member's net subscription payments for five years from that member's first paid subscription. For example, a member paying the discounted fee of {discountedPrice} for a year, with no tax, refund or chargeback on that payment, generates {shareExample} for your organisation.`,
  },
  {
    question: msg`When and how are payouts made?`,
    answer: msg`Monthly. Each payout is calculated on the prior month's net collected revenue from your attributed members, after refunds, chargebacks and taxes. Amounts accrue only on paid charges that are not refunded or charged back.`,
  },
  {
    question: msg`What do our members get?`,
    answer: msg`{percent} off the Nirvana membership, which is {price} per member per year, billed annually in advance. They get the same product, and the same search results, as every other member.`,
  },
  {
    question: msg`Does our code influence search results or Compass Scores?`,
    answer: msg`Never. Codes have no effect on search results, ranking or Compass Scores, for your members or anyone else. This is the condition on which the programme exists.`,
  },
  {
    question: msg`What information will we receive about our members?`,
    answer: msg`Cohort-level reporting only, such as how many members subscribed or renewed with your code in a period. We do not share names, e-mail addresses or any other personal data with participants.`,
  },
  {
    question: msg`When is a member attributed to us?`,
    answer: msg`A code can be added or changed until the member's first successful paid subscription; attribution locks at that point. If the membership later lapses and is restarted within six months, attribution to your organisation is kept.`,
  },
  {
    question: msg`Can our code be combined with other offers?`,
    answer: msg`No. There is no stacking: one code applies per membership and it cannot be combined with another code or discount. Your own organisation's accounts cannot use your code; such accruals are reversed.`,
  },
  {
    question: msg`What does exclusivity on a 3+2 cycle mean?`,
    answer: msg`Where exclusivity is agreed, it applies at country level and runs on a 3+2 cycle: an initial three-year term followed by a two-year term. The details for your country are set out in your participation agreement.`,
  },
  {
    question: msg`How do registered investment advisers take part?`,
    answer: msg`In two ways. Through the referral channel, clients subscribe and pay for themselves with the adviser's code, and the usual terms apply. Through self-use, the adviser buys seat licences at {price} per client per year and pays centrally; those seats receive no discount and generate no payouts.`,
  },
];

export const REQUEST_FORM: ProgrammeRequestFormCopy = {
  title: msg`Request a Trust Code`,
  intro: msg`Tell us about your organisation and audience. We review every request and reply by e-mail; questions can go to hello@nirvana.example.`,
  acknowledgeLabel: msg`I acknowledge <0>programme terms and search-neutrality policy</0>`,
  acknowledgeHref: "#programme-terms",
};

/* ------------------------------------------------- request form options */

/** Labels of the request form's choices, in the order the API lists them. */
export const VERTICAL_LABELS: Record<Vertical, MessageDescriptor> = {
  "charities-ngos-nonprofits": msg`Charities NGOs & non-profits`,
  "financial-institutions": msg`Financial institutions`,
  "ria-referral": msg`Registered investment advisers (referral channel)`,
  "ria-self-use": msg`RIA self-use (seat licence)`,
  "card-networks-issuers": msg`Credit card networks and issuers`,
  insurers: msg`Insurers`,
  "enterprise-retailers": msg`Enterprise retailers`,
  "creators-publishers": msg`Creators and publishers`,
  "associations-membership": msg`Associations & membership organisations`,
  "private-equity-conglomerates": msg`Private equity & conglomerates`,
  "faith-based": msg`Faith-based organisations`,
};

export const AUDIENCE_SIZE_LABELS: Record<AudienceSize, MessageDescriptor> = {
  "0-10000": msg`0-10,000`,
  "10000-50000": msg`10,000-50,000`,
  "50000-250000": msg`50,000-250,000`,
  "250000-1000000": msg`250,000-1,000,000`,
  "1000000+": msg`1,000,000+`,
};

export const TIMEFRAME_LABELS: Record<Timeframe, MessageDescriptor> = {
  immediately: msg`Immediately`,
  "1-month": msg`Within 1 month`,
  "3-months": msg`Within 3 months`,
  "6-months": msg`Within 6 months`,
  "1-year": msg`Within 1 year`,
  exploring: msg`Exploring options`,
};

/** Select options for API values, labelled in the values' order. */
export function labelledOptions<V extends string>(
  values: readonly V[],
  labels: Record<V, MessageDescriptor>,
): OptionItem<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The section headings of the programme page. */
export const PROGRAMME_SECTIONS = {
  what: msg`What it is`,
  howItWorks: msg`How it works`,
  downloads: msg`Downloads by vertical`,
  compliance: msg`Compliance and neutrality`,
};
