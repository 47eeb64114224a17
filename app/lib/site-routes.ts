/** Every public page, for the sitemap, the footer and tests that visit them all. */
export interface SiteRoute {
  path: string;
  title: string;
}

export const SITE_ROUTES: SiteRoute[] = [
  { path: "/", title: "A neutral AI search engine for finance" },
  { path: "/demo", title: "Proximity Search demo" },
  {
    path: "/trust-code-programme",
    title: "Trust Code programme for organisations",
  },
  { path: "/get-your-trust-code", title: "Earn USD 50 per referral" },
  { path: "/have-a-code-or-need-one", title: "Have a code or need one?" },
  { path: "/member-eula", title: "Member EULA" },
  { path: "/terms", title: "Public Terms of Use" },
  { path: "/why-people-use-nirvana", title: "Why people use Nirvana" },
  { path: "/why-do-we-exist", title: "Why do we exist" },
  { path: "/what-is-compass-score", title: "What is Compass Score?" },
  {
    path: "/what-does-an-annual-nirvana-membership-give-you",
    title: "What does an annual Nirvana membership give you?",
  },
  { path: "/nirvana-membership-fees", title: "Nirvana membership fees" },
  { path: "/why-do-i-need-it", title: "Why do I need it?" },
  { path: "/the-founder", title: "Bound by a different covenant" },
  { path: "/what-is-this-all-about", title: "What is this all about" },
  { path: "/nirvana-fellows", title: "Nirvana fellows" },
  { path: "/dr-elena-varga", title: "Curriculum vitae" },
  {
    path: "/founder-statement-on-cryptocurrencies",
    title: "Is crypto always bad?",
  },
  { path: "/bitcoin", title: "Bitcoin" },
  { path: "/ether", title: "Ether" },
  { path: "/stablecoins", title: "Stablecoins" },
  { path: "/your-right-to-know", title: "Your right to know" },
  { path: "/nirvana-wallet", title: "Our sustainability promise" },
];
