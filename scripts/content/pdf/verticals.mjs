// Data for the 14 vertical one-pagers of the organisation Trust Code programme.
// Sample content for the Nirvana demonstration site; replace before publication.
// Filenames must match app/content/programme.ts (DOWNLOADS).

export const VERTICALS = [
  {
    file: "trust-code-charities-ngos-nonprofits.pdf",
    label: "Charities, NGOs & non-profits",
    headline: "Fund your mission from a tool your supporters already need",
    intro:
      "Your supporters save and invest. With a Nirvana Trust Code they get a neutral, loss-first search engine for finance at {{percent}} off, and a further {{organisationShare}} of their net subscription payments goes to your cause for five years. No donation ask, no donor data shared.",
    fit: [
      "Unrestricted income that does not compete with your donation appeals: supporters pay for a service they use, and your share follows automatically.",
      "A benefit that reflects your values: neutral results, no sponsored listings, and a {{pledge}} revenue pledge by Nirvana to forests, ecosystems, animals and humans.",
      "Cohort-level reporting only, so your data-protection position and donor trust are untouched.",
    ],
    placement:
      "Supporter newsletters, thank-you pages, event programmes and QR codes on printed appeals.",
    example: 2000,
    note: "Registered charities should record payouts as trading or partnership income according to local rules; we provide monthly statements to support this.",
  },
  {
    file: "trust-code-financial-institutions.pdf",
    label: "Financial institutions",
    headline:
      "Offer customers an independent view of loss, without touching the results",
    intro:
      "Banks, building societies, credit unions and platforms can offer customers Nirvana membership at {{percent}} off. Your institution receives {{organisationShare}} of each attributed member’s net subscription payments for five years. You gain an independent, loss-focused tool in your customer proposition; you gain no influence over what it shows.",
    fit: [
      "A credible, neutral complement to your own products: Compass Score ranks by relevance with downside and cost weighted most heavily, and your products are ranked exactly like everyone else’s.",
      "Impersonal analytics, not advice: Nirvana does not give recommendations, which keeps the offer outside your advice perimeter when described correctly.",
      "Revenue share calculated on net collected revenue (after refunds, chargebacks and taxes) and paid monthly.",
    ],
    placement:
      "Online banking offers pages, customer e-mails, branch leaflets and app banners, using approved wording.",
    example: 25000,
    note: "Your compliance team approves all customer-facing copy. The code must never be presented as an endorsement of your products by Nirvana, or vice versa.",
  },
  {
    file: "trust-code-ria-referral.pdf",
    label: "Registered investment advisers (referral channel)",
    headline: "Refer clients who subscribe and pay for themselves",
    intro:
      "Advisers whose clients would benefit from a neutral, loss-first search engine can refer them with a firm Trust Code. The client subscribes and pays personally, saves {{percent}}, and your firm takes part like any other organisation: {{organisationShare}} of the client’s net subscription payments for five years.",
    fit: [
      "Clients arrive at reviews with better questions and a shared, neutral vocabulary of drawdown, recovery time and cost drag.",
      "Nirvana produces impersonal analytics; your advice stays yours, and the tool never pretends to replace it.",
      "A simple, documented arrangement your compliance officer can review and disclose.",
    ],
    placement:
      "Client onboarding packs, annual review letters and your firm’s website resources page.",
    example: 500,
    note: "Disclose the referral arrangement to clients as your regulator requires. Where you would rather pay for clients centrally, see the RIA self-use (seat licence) one-pager: centrally paid seats carry no discount and no payouts.",
  },
  {
    file: "trust-code-ria-self-use.pdf",
    label: "RIA self-use (seat licence)",
    seat: true,
    headline: "Seat licences for your clients, paid centrally by your firm",
    intro:
      "A registered investment adviser can buy Nirvana seats for clients at {{price}} per client per year, billed annually in advance. Each seat is for one named client. When your firm pays centrally, Trust Code discounts and payouts do not apply to those seats.",
    fit: [
      "Give every client the same neutral, loss-first view of the products you discuss, at no personal cost to them.",
      "Centrally managed seats: add or reassign named clients at renewal, with one annual invoice through our merchant of record.",
      "No conflict to disclose on the tool itself: the firm pays a flat fee and receives no payout, and nothing it pays can affect ranking.",
    ],
    placement:
      "Client portals and review meetings; seats are activated by e-mail invitation to each named client.",
    example: 150,
    note: "Your advice remains your responsibility. Using Nirvana with clients does not turn its impersonal analytics into advice, and it does not endorse any recommendation you make.",
  },
  {
    file: "trust-code-card-networks-issuers.pdf",
    label: "Credit card networks and issuers",
    headline: "A membership saving for your cardholder benefits programme",
    intro:
      "Card networks and issuers can add Nirvana to their cardholder benefits: cardholders save {{percent}} on membership, and the network or issuer receives {{organisationShare}} of each attributed member’s net subscription payments for five years, paid monthly. No cardholder data changes hands.",
    fit: [
      "A benefit aimed squarely at the savers and investors in your base, in 195 countries and more than 100 languages.",
      "Clean economics: payouts on the prior month’s net collected revenue, after refunds, chargebacks and taxes.",
      "Privacy by design: cardholders redeem a code; you receive cohort-level reports, and we receive nothing from you.",
    ],
    placement:
      "Benefits portals, statement inserts, card-activation journeys and premium-tier welcome packs.",
    example: 100000,
    note: "The Trust Code discount does not stack with other Nirvana offers. Paying with a particular card never changes search results.",
  },
  {
    file: "trust-code-insurers.pdf",
    label: "Insurers",
    headline: "A loss-aversion tool for policyholders who invest",
    intro:
      "Insurers understand loss better than anyone. Offer policyholders Nirvana at {{percent}} off and receive {{organisationShare}} of their net subscription payments for five years. Nirvana shows the downside of investment products first, as impersonal analytics rather than advice.",
    fit: [
      "A natural fit with protection: help customers see how much they could lose before they invest, not after.",
      "Your own investment-linked products, if any, are ranked by the same rules as every other product.",
      "Clear disclosure wording for insurer communications, reviewed with your compliance team.",
    ],
    placement:
      "Policyholder portals, renewal letters, pension and savings product pages, and customer-service scripts.",
    example: 40000,
    note: "Describe Nirvana as an independent search engine. Do not imply that the insurer has reviewed, endorsed or influenced its outputs.",
  },
  {
    file: "trust-code-enterprise-retailers.pdf",
    label: "Enterprise retailers",
    headline: "Put financial clarity in your loyalty programme",
    intro:
      "Large retailers reach millions of households. Place a Nirvana Trust Code in your loyalty scheme, on receipts and in customer newsletters: customers save {{percent}}, and your company or its foundation receives {{organisationShare}} of their net subscription payments for five years.",
    fit: [
      "A differentiated loyalty reward with lasting value, not another voucher.",
      "Optional country-level exclusivity on a 3+2 cycle: an initial three-year term followed by a two-year term.",
      "Cohort-level reporting you can use to measure campaigns, with no customer-level data shared either way.",
    ],
    placement:
      "Loyalty apps, printed receipts, till-point QR codes, newsletters and in-store displays.",
    example: 150000,
    note: "Exclusivity, where agreed, is set out in your participation agreement country by country. Payouts can be directed to a corporate foundation.",
  },
  {
    file: "trust-code-creators-publishers.pdf",
    label: "Creators and publishers",
    headline: "Recommend a tool, never a ranking",
    intro:
      "Newsletters, channels, podcasts and finance publishers can share a Trust Code with their audience. Readers and viewers save {{percent}}, and you receive {{organisationShare}} of their net subscription payments for five years. Nothing you publish, and nothing you are paid, can buy a better ranking for anything you cover.",
    fit: [
      "Recurring, transparent income from an audience that already cares about money.",
      "Editorial independence both ways: we do not review your content, and you cannot influence Compass Score.",
      "Link and QR codes that carry your code; codes are case-insensitive, so audiences can type them however they like.",
    ],
    placement:
      "Show notes, pinned links, newsletter footers, video descriptions and on-screen QR codes.",
    example: 8000,
    note: "Disclose the arrangement clearly each time you share your code (for example “I receive a share of subscriptions made with this code”). Never promise returns or imply that the code improves results.",
  },
  {
    file: "trust-code-associations-membership.pdf",
    label: "Associations & membership organisations",
    headline: "A member benefit that also funds the association",
    intro:
      "Professional bodies, unions, clubs and societies can offer Nirvana as a member benefit: members save {{percent}} on their membership, and the association receives {{organisationShare}} of their net subscription payments for five years.",
    fit: [
      "A tangible benefit for members who save, invest or plan for retirement.",
      "Non-dues income that grows with take-up, paid monthly on net collected revenue.",
      "No member list required: members apply the code themselves, and you see cohort-level results only.",
    ],
    placement:
      "Member benefits pages, journals, conference materials and renewal mailings.",
    example: 15000,
    note: "Associations that also provide regulated advice to members should keep that service separate from the Nirvana offer in their communications.",
  },
  {
    file: "trust-code-private-equity-conglomerates.pdf",
    label: "Private equity & conglomerates",
    headline: "One programme across portfolio companies and business units",
    intro:
      "Groups with many customer-facing businesses can run a single Trust Code programme, with a separate code per portfolio company or business unit, and consolidated cohort reporting at group level. Customers save {{percent}}; the participating entity receives {{organisationShare}} of net subscription payments for five years.",
    fit: [
      "One participation agreement, many codes: each business unit sees its own cohort, the group sees the total.",
      "Flexible payout routing to each unit, to the group, or to a group foundation.",
      "The no-stacking rule is enforced across the group: one code per membership, whichever unit it came from.",
    ],
    placement:
      "Portfolio company websites, customer communications and employee channels across the group.",
    example: 250000,
    note: "Where portfolio companies include financial product providers, their products are ranked exactly like any other. Ownership creates no influence over results.",
  },
  {
    file: "trust-code-faith-based.pdf",
    label: "Faith-based organisations",
    headline: "Support your community’s work through everyday stewardship",
    intro:
      "Congregations, faith charities and religious networks can share a Trust Code with their communities. Members save {{percent}} on a neutral, loss-first search engine for finance, and {{organisationShare}} of their net subscription payments supports your work for five years.",
    fit: [
      "Good stewardship of savings, made easier: see costs and downside clearly before committing money.",
      "Values-based filters in search help members look for products consistent with their convictions, without any product being promoted.",
      "No personal data shared: you receive cohort-level reports only, preserving the trust of your community.",
    ],
    placement:
      "Newsletters, notice boards, community websites and QR codes in printed materials.",
    example: 3000,
    note: "Nirvana does not screen products according to any particular faith’s rules on members’ behalf; filters are tools, and the choice remains with each member.",
  },
  {
    file: "trust-code-universities-alumni.pdf",
    label: "Universities & alumni networks",
    headline:
      "A lifelong benefit for graduates, and five years of support for the institution",
    intro:
      "Alumni offices, university foundations and student finance societies can offer Nirvana to graduates and staff at {{percent}} off. The institution or its foundation receives {{organisationShare}} of each attributed member’s net subscription payments for five years.",
    fit: [
      "A practical benefit for graduates starting to save, and for staff planning retirement.",
      "Income that can be directed to scholarships or a hardship fund through your foundation.",
      "Financial-literacy content built around loss aversion, suitable for careers and alumni events.",
    ],
    placement:
      "Alumni magazines, careers portals, reunion materials and staff benefits pages.",
    example: 12000,
    note: "Membership is for adults. Students under 18 cannot subscribe, and student societies must not present Nirvana as academic or financial advice.",
  },
  {
    file: "trust-code-employers-benefits.pdf",
    label: "Employers & employee benefits",
    headline:
      "A financial-wellbeing benefit employees choose and pay for themselves",
    intro:
      "Employers can list Nirvana on a benefits platform with a company Trust Code. Employees who subscribe pay personally at {{percent}} off, and the employer, its foundation or a chosen charity receives {{organisationShare}} of their net subscription payments for five years.",
    fit: [
      "Financial wellbeing without giving advice: impersonal analytics employees can use privately.",
      "No payroll integration and no employee data shared; HR sees cohort-level take-up only.",
      "Attribution is kept if an employee’s membership lapses and restarts within six months.",
    ],
    placement:
      "Benefits platforms, onboarding packs, intranet pages and financial-wellbeing sessions.",
    example: 20000,
    note: "Employees choose and pay individually. If you would rather pay centrally for staff, speak to us first: centrally paid memberships do not carry Trust Code discounts or payouts.",
  },
  {
    file: "trust-code-community-foundations.pdf",
    label: "Community foundations",
    headline: "Turn local savers into a steady local fund",
    intro:
      "Place-based foundations that pool local giving can share a Trust Code across their area. Residents save {{percent}} on Nirvana, and {{organisationShare}} of their net subscription payments flows to the foundation for five years, paid monthly on the prior month’s net collected revenue.",
    fit: [
      "A predictable monthly income stream that can feed a local endowment or grant fund.",
      "Easy to share through partner charities, local businesses and civic events, with one code or one per campaign.",
      "Cohort-level reporting by campaign, so you can thank partners without handling anyone’s personal data.",
    ],
    placement:
      "Local press, partner charity newsletters, libraries, civic events and QR posters.",
    example: 5000,
    note: "Payouts are made in USD to the foundation’s verified account; foundations remain responsible for how funds are granted locally.",
  },
];
