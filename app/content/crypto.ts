/**
 * Cryptocurrency pages.
 *
 * Routes: /founder-statement-on-cryptocurrencies ('Is crypto always bad?')
 * and the sub-pages /bitcoin, /ether, /stablecoins.
 *
 * SAMPLE CONTENT: the founder (Aurelio Marsh) is fictional and the opinions
 * are written for demonstration. Source links are real public references,
 * used as citations only.
 */
import { pagePath } from "#app/lib/pages/links.ts";

export const SAMPLE_NOTICE =
  "Sample content: this statement and the Bitcoin, Ether and Stablecoins pages are written for demonstration by a fictional founder. They are not investment advice. Source links are real public references cited for context only.";

export type CryptoSlug = "bitcoin" | "ether" | "stablecoins";

const CRYPTO_SLUGS: readonly CryptoSlug[] = ["bitcoin", "ether", "stablecoins"];

export interface CryptoLinkItem {
  slug: CryptoSlug;
  /** Internal route, e.g. "/bitcoin". */
  href: string;
  label: string;
  /** One-line description shown under the label. */
  description: string;
}

export interface CryptoJokeImage {
  /** Alt text for the joke image (image asset supplied elsewhere). */
  alt: string;
  /** Caption shown under the image. */
  caption: string;
}

export interface CryptoStatement {
  /** Route of the statement page. */
  route: string;
  heading: string;
  /** Intro paragraphs above the image. */
  intro: string[];
  jokeImage: CryptoJokeImage;
  /** Lead-in text above the three links. */
  linksHeading: string;
  links: CryptoLinkItem[];
  /** Sign-off line, e.g. "Aurelio Marsh, founder". */
  signature: string;
}

export interface CryptoRiskSection {
  heading: string;
  paragraphs: string[];
}

export interface CryptoSource {
  label: string;
  /** Real public reference URL; citation only, opens in a new tab. */
  href: string;
}

export interface CryptoRiskWarning {
  /** Heading of the warning box. */
  heading: string;
  text: string;
  learnMoreLabel: string;
  learnMoreHref: string;
}

export interface CryptoSubPage {
  slug: CryptoSlug;
  /** Route, e.g. "/bitcoin". */
  route: string;
  title: string;
  /** Display date: "20 September 2025". */
  date: string;
  /** Personal-opinion disclaimer shown at the top. */
  disclaimer: string;
  riskWarning: CryptoRiskWarning;
  intro: string[];
  /** 4–6 sections. */
  riskSections: CryptoRiskSection[];
  bottomLineHeading: string;
  bottomLine: string[];
  sources: CryptoSource[];
  legalNotesHeading: string;
  legalNotes: string[];
}

const CRYPTO_PAGE_DATE = "20 September 2025";

/** Shared UK risk warning, in the style of the FCA's prescribed wording. */
const UK_RISK_WARNING: CryptoRiskWarning = {
  heading: "Risk warning (UK)",
  text: "Don't invest unless you're prepared to lose all the money you invest. This is a high-risk investment and you should not expect to be protected if something goes wrong.",
  learnMoreLabel: "Take 2 mins to learn more",
  learnMoreHref: "https://www.fca.org.uk/investsmart/crypto-basics",
};

const PERSONAL_OPINION_DISCLAIMER =
  "This page sets out the personal opinion of Nirvana's founder. It is general information, not a personal recommendation or investment advice, and it does not take your circumstances into account. Nirvana does not sell, hold, arrange or promote cryptoassets, and nothing here is an invitation to buy or sell any of them.";

const COMMON_LEGAL_NOTES: string[] = [
  "This page is a personal opinion of the founder, published for general information and education. It is not investment, legal or tax advice and is not a financial promotion for any cryptoasset, product or service.",
  "Cryptoassets are largely unregulated in many countries. In the United Kingdom you are unlikely to have access to the Financial Ombudsman Service or the Financial Services Compensation Scheme if something goes wrong with a cryptoasset investment.",
  "Past performance is not a reliable indicator of future results. Prices quoted or implied on this page may be out of date by the time you read it.",
  "Nirvana's search results and Compass Scores are impersonal analytics. Neither this page nor any Trust Code affects how financial products are ranked.",
  "Sources are listed for context and citation only. Nirvana is not responsible for the content of external sites.",
];

export const CRYPTO_STATEMENT: CryptoStatement = {
  route: pagePath("cryptoStatement"),
  heading: "Is crypto always bad?",
  intro: [
    "Members ask me this more than almost anything else. The honest answer is no: not always, and not for everyone. But it is almost always riskier than it looks, and the people who tell you otherwise are usually the ones who earn something when you buy.",
    "Nirvana is built around one question: how much could I lose? Asked of most cryptoassets, the answer is uncomfortable. Prices can halve in weeks, platforms can fail, and the protections people take for granted with a bank account or a regulated fund often do not exist.",
    "That does not make the underlying ideas worthless. Bitcoin showed that strangers can agree on a shared ledger without a central keeper. Ethereum turned that ledger into a programmable computer. Stablecoins are trying to make digital dollars move as easily as e-mail. Each is interesting; each carries its own kind of loss.",
    "So instead of a verdict, I have written three short notes, one for each, setting out the risks as plainly as I can. They are my personal opinion, dated, and they will age. Read them as a starting point for your own thinking, not as a recommendation.",
  ],
  jokeImage: {
    alt: "Cartoon of a man checking his phone on a rollercoaster that is shaped like a price chart",
    caption:
      '"I\'m in it for the long term," he said, twenty minutes into the ride. (A joke, not a forecast.)',
  },
  linksHeading: "Three notes, one for each",
  links: [
    {
      slug: "bitcoin",
      href: pagePath("bitcoin"),
      label: "Bitcoin",
      description:
        "Scarce by design, volatile in practice: what could you lose holding BTC?",
    },
    {
      slug: "ether",
      href: pagePath("ether"),
      label: "Ether",
      description:
        "The fuel of a programmable network, with smart-contract and staking risks on top.",
    },
    {
      slug: "stablecoins",
      href: pagePath("stablecoins"),
      label: "Stablecoins",
      description:
        "Built to hold a steady price, but only as safe as the reserves and the issuer behind them.",
    },
  ],
  signature: "Aurelio Marsh, founder of Nirvana",
};

const CRYPTO_PAGES: Record<CryptoSlug, CryptoSubPage> = {
  bitcoin: {
    slug: "bitcoin",
    route: pagePath("bitcoin"),
    title: "Bitcoin: what could you lose?",
    date: CRYPTO_PAGE_DATE,
    disclaimer: PERSONAL_OPINION_DISCLAIMER,
    riskWarning: UK_RISK_WARNING,
    intro: [
      "Bitcoin was described in 2008 as a peer-to-peer electronic cash system. In practice most people today hold it as a speculative store of value, hoping it will be worth more later. Its supply is capped at 21 million coins, and that scarcity is the heart of the story told about it.",
      "Scarcity alone does not make something a safe place for savings. Below are the risks I would want a friend to understand before putting any money into bitcoin.",
    ],
    riskSections: [
      {
        heading: "Price volatility",
        paragraphs: [
          "Bitcoin has fallen by more than 70% from a peak several times in its history, and recoveries have taken years. A drawdown of that size on money you need within five years can be devastating.",
          "There are no cash flows, earnings or coupons to anchor a valuation. The price is whatever the next buyer is willing to pay, which makes it especially sensitive to sentiment, leverage and liquidity.",
        ],
      },
      {
        heading: "Custody and loss of keys",
        paragraphs: [
          "Whoever controls the private keys controls the coins. If you lose your keys or seed phrase, the bitcoin is gone for good; nobody can reset a password for you.",
          "If you leave coins with an exchange, you rely on that firm's security and solvency. Several large exchanges have collapsed or been hacked, and customers waited years to recover part of their money, or recovered nothing.",
        ],
      },
      {
        heading: "Limited protection",
        paragraphs: [
          "In the UK, cryptoasset investments are generally not covered by the Financial Services Compensation Scheme, and complaints may fall outside the Financial Ombudsman Service. Similar gaps exist in many other countries.",
          "Transactions are irreversible. If you send bitcoin to a scammer or to a wrong address, there is usually no way to get it back.",
        ],
      },
      {
        heading: "Fraud and scams",
        paragraphs: [
          "Bitcoin is a favourite of investment fraudsters: fake platforms, celebrity deepfakes, romance scams and 'recovery' services that target people who have already lost money.",
          "A simple rule: if someone you met online offers to help you invest in crypto, assume it is a scam until proven otherwise.",
        ],
      },
      {
        heading: "Regulatory and tax uncertainty",
        paragraphs: [
          "Rules on how bitcoin can be bought, sold, advertised and taxed are still changing. New restrictions can affect prices and access to platforms quickly.",
          "Disposals are usually taxable events. Poor record-keeping can turn a modest gain into an expensive problem.",
        ],
      },
      {
        heading: "Energy and environmental concerns",
        paragraphs: [
          "Bitcoin's proof-of-work system uses a large amount of electricity. Estimates vary, but its annual consumption is often compared to that of a medium-sized country.",
          "For members who care about sustainability, as we do, this is a real cost to weigh alongside the financial risk.",
        ],
      },
    ],
    bottomLineHeading: "Bottom line",
    bottomLine: [
      "If you decide to hold bitcoin, treat it as money you could lose entirely. Keep it to a small share of what you own, never borrow to buy it, and understand exactly who holds your keys.",
      "Ask the Nirvana question first: how much could I lose? For bitcoin, the honest answer is: all of it.",
    ],
    sources: [
      {
        label:
          "Satoshi Nakamoto, Bitcoin: A Peer-to-Peer Electronic Cash System (2008)",
        href: "https://bitcoin.org/bitcoin.pdf",
      },
      {
        label: "FCA InvestSmart: Crypto basics",
        href: "https://www.fca.org.uk/investsmart/crypto-basics",
      },
      {
        label: "FCA: Cryptoassets",
        href: "https://www.fca.org.uk/firms/cryptoassets",
      },
      {
        label: "Cambridge Bitcoin Electricity Consumption Index",
        href: "https://ccaf.io/cbnsi/cbeci",
      },
      {
        label:
          "BIS Annual Economic Report 2022, Chapter III: The future monetary system",
        href: "https://www.bis.org/publ/arpdf/ar2022e3.htm",
      },
    ],
    legalNotesHeading: "Legal notes",
    legalNotes: COMMON_LEGAL_NOTES,
  },

  ether: {
    slug: "ether",
    route: pagePath("ether"),
    title: "Ether: what could you lose?",
    date: CRYPTO_PAGE_DATE,
    disclaimer: PERSONAL_OPINION_DISCLAIMER,
    riskWarning: UK_RISK_WARNING,
    intro: [
      "Ether (ETH) is the native asset of Ethereum, a blockchain that runs programs called smart contracts. Ether pays for computation on the network and, since 2022, secures it through staking rather than mining.",
      "Ethereum is a genuine piece of engineering. That does not make ether a safe investment. It carries the price risks of bitcoin and several more of its own.",
    ],
    riskSections: [
      {
        heading: "Price volatility",
        paragraphs: [
          "Ether has historically been even more volatile than bitcoin, with falls of 80% or more from peak to trough. Its price depends on demand for the network, on competing blockchains and on general market sentiment.",
        ],
      },
      {
        heading: "Smart-contract risk",
        paragraphs: [
          "Much of the activity on Ethereum happens through smart contracts written by third parties. Bugs in that code have led to losses of hundreds of millions of dollars, and a transaction that follows the code is usually final even if the result was unintended.",
          "Using decentralised finance (DeFi) applications adds layers of risk: the contract, the interface, price oracles and bridges between chains can each fail.",
        ],
      },
      {
        heading: "Staking risk",
        paragraphs: [
          "Staking ether can earn a yield, but staked coins may be locked for a period, and validators can be penalised ('slashed') for faults. Staking through a platform adds the risk that the platform fails or restricts withdrawals.",
          "A staking yield is not interest from a bank. It is paid in ether, whose value can fall faster than the yield accrues.",
        ],
      },
      {
        heading: "Custody, scams and irreversibility",
        paragraphs: [
          "As with bitcoin, whoever controls the keys controls the coins. Signing a malicious transaction can empty a wallet in seconds, and there is no one to reverse it.",
          "Fake tokens, phishing sites and 'airdrop' scams are common on Ethereum. Check every address and never share your seed phrase.",
        ],
      },
      {
        heading: "Regulatory uncertainty",
        paragraphs: [
          "Regulators in different countries still take different views on staking services, DeFi and tokens built on Ethereum. Changes in rules can affect which services remain available to you.",
        ],
      },
    ],
    bottomLineHeading: "Bottom line",
    bottomLine: [
      "Ether is a bet on the future use of a programmable network, layered with technical risks that most investors cannot assess on their own. If you hold it, hold only what you could lose entirely, and be very careful with anything that promises extra yield.",
    ],
    sources: [
      {
        label: "ethereum.org: Ethereum Whitepaper",
        href: "https://ethereum.org/en/whitepaper/",
      },
      {
        label: "ethereum.org: The Merge",
        href: "https://ethereum.org/en/roadmap/merge/",
      },
      {
        label: "ethereum.org: Ethereum staking",
        href: "https://ethereum.org/en/staking/",
      },
      {
        label: "FCA InvestSmart: Crypto basics",
        href: "https://www.fca.org.uk/investsmart/crypto-basics",
      },
      {
        label:
          "FSB: Global Regulatory Framework for Crypto-asset Activities (2023)",
        href: "https://www.fsb.org/2023/07/fsb-global-regulatory-framework-for-crypto-asset-activities/",
      },
    ],
    legalNotesHeading: "Legal notes",
    legalNotes: COMMON_LEGAL_NOTES,
  },

  stablecoins: {
    slug: "stablecoins",
    route: pagePath("stablecoins"),
    title: "Stablecoins: what could you lose?",
    date: CRYPTO_PAGE_DATE,
    disclaimer: PERSONAL_OPINION_DISCLAIMER,
    riskWarning: UK_RISK_WARNING,
    intro: [
      "Stablecoins are tokens designed to keep a steady value, usually one US dollar. Most are backed by reserves of cash and short-term government bonds held by the issuer; others rely on crypto collateral or on algorithms.",
      "'Stable' describes an aim, not a guarantee. A stablecoin is a promise by a company, and it is only as good as that company and its reserves.",
    ],
    riskSections: [
      {
        heading: "De-pegging",
        paragraphs: [
          "Stablecoins have broken their peg before. In 2022 an algorithmic stablecoin collapsed to almost zero within days, and in 2023 a large reserve-backed coin briefly fell well below one dollar when part of its reserves was stuck at a failed bank.",
        ],
      },
      {
        heading: "Reserve and issuer risk",
        paragraphs: [
          "You are relying on the issuer to hold enough safe, liquid assets to redeem every coin, and to tell the truth about them. Attestations are not the same as full audits, and reserve quality varies between issuers.",
          "If the issuer fails, you may be an unsecured creditor. Stablecoins are not bank deposits and are generally not covered by deposit insurance.",
        ],
      },
      {
        heading: "Redemption limits",
        paragraphs: [
          "Only certain customers can redeem directly with the issuer, often subject to minimum amounts and fees. Everyone else depends on selling on an exchange, where the price can slip in a crisis.",
        ],
      },
      {
        heading: "Platform and yield risk",
        paragraphs: [
          "Platforms that pay 'interest' on stablecoins are lending them on, often to risky borrowers. Several such platforms have frozen withdrawals and gone bankrupt.",
        ],
      },
      {
        heading: "Regulation and access",
        paragraphs: [
          "Stablecoin rules are arriving in many jurisdictions, including the EU's MiCA regime and new UK proposals. Some coins may be delisted or restricted in some countries, which can affect how easily you can use or sell them.",
        ],
      },
    ],
    bottomLineHeading: "Bottom line",
    bottomLine: [
      "A stablecoin can be a useful way to move money on a blockchain, but it is not a savings account. If you must hold one, prefer well-reserved, regulated issuers, keep balances small and short-term, and be wary of anyone offering a yield on it.",
    ],
    sources: [
      {
        label:
          "BIS Annual Economic Report 2025, Chapter III: The next-generation monetary and financial system",
        href: "https://www.bis.org/publ/arpdf/ar2025e3.htm",
      },
      {
        label: "ethereum.org: Stablecoins",
        href: "https://ethereum.org/en/stablecoins/",
      },
      {
        label: "ESMA: Markets in Crypto-Assets Regulation (MiCA)",
        href: "https://www.esma.europa.eu/esmas-activities/digital-finance-and-innovation/markets-crypto-assets-regulation-mica",
      },
      {
        label: "FCA: Cryptoassets",
        href: "https://www.fca.org.uk/firms/cryptoassets",
      },
      {
        label: "FCA InvestSmart: Crypto basics",
        href: "https://www.fca.org.uk/investsmart/crypto-basics",
      },
    ],
    legalNotesHeading: "Legal notes",
    legalNotes: COMMON_LEGAL_NOTES,
  },
};

export function getCryptoPage(slug: string): CryptoSubPage | undefined {
  return (CRYPTO_SLUGS as readonly string[]).includes(slug)
    ? CRYPTO_PAGES[slug as CryptoSlug]
    : undefined;
}
