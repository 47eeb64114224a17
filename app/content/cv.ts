/**
 * Curriculum vitae of the academic adviser (route /dr-elena-varga).
 * Read-only static text.
 *
 * SAMPLE CONTENT: Dr. Elena Varga is a fictional person. Real universities
 * are named only as fictional employers; every appointment, award, society
 * role, consultancy, publication, patent, talk, grant, thesis and
 * postdoctoral assistant listed here is invented. Journal, conference and
 * publisher names are fictional or used generically. All links point to
 * example.org.
 */

export const SAMPLE_NOTICE =
  "Sample content: Dr. Elena Varga is a fictional person. All appointments, awards, publications, patents, talks, grants, theses and other details on this page are invented for demonstration purposes only.";

/** Slug of the adviser; the route is `/dr-${CV_SLUG}`. */
const CV_SLUG = "elena-varga";
const CV_ROUTE = `/dr-${CV_SLUG}`;

/** A dated row; the page shows `date` in a 200 px column. */
export interface CvRow {
  date: string;
  text: string;
}

export interface CvKeyValue {
  key: string;
  value: string;
}

/** External link; opens in a new tab. */
export interface CvLink {
  label: string;
  href: string;
}

/** A numbered publication or technical report. */
export interface CvNumberedItem {
  /** Continuous number: publications 1..250, technical reports 251..273. */
  n: number;
  text: string;
}

export interface CvPublicationGroup {
  /** The English heading's anchor, kept by a translated heading. */
  anchor?: string;
  /** "Patents" | "Books" | "Edited Books and Special Issues" | "Book Chapters" | "Journal and Conference Articles" */
  heading: string;
  items: CvNumberedItem[];
}

export interface CvTalkYear {
  /** "2000" .. "2025" */
  year: string;
  /** 1–4 talks. */
  talks: string[];
}

export interface CvFundingRow {
  /** e.g. "2016 – 2021" */
  period: string;
  description: string;
  /** Display amount with currency, e.g. "EUR 1,480,000". */
  amount: string;
}

interface CvSectionBase {
  /** Section number as displayed (1–15). */
  number: number;
  heading: string;
}

export interface CvKeyValueSection extends CvSectionBase {
  items: CvKeyValue[];
}
export interface CvRowsSection extends CvSectionBase {
  /** Optional introductory sentence. */
  intro?: string;
  rows: CvRow[];
}
export interface CvParagraphSection extends CvSectionBase {
  paragraphs: string[];
}
export interface CvListSection extends CvSectionBase {
  intro?: string;
  items: string[];
}
export interface CvPublicationsSection extends CvSectionBase {
  intro: string;
  /** Numbered 1..250 continuously across groups, in this order. */
  groups: CvPublicationGroup[];
  technicalReports: CvPublicationGroup;
}
export interface CvTalksSection extends CvSectionBase {
  intro: string;
  /** Every year 2000–2025, newest first. */
  years: CvTalkYear[];
}
export interface CvFundingSection extends CvSectionBase {
  intro: string;
  rows: CvFundingRow[];
}

export interface CurriculumVitae {
  slug: string;
  route: string;
  name: string;
  titleLine: string;
  contactLine: string;
  /** Summary paragraphs (over 375 publications, over 80 conferences organised, over 250 invited talks). */
  summary: string[];
  publicationLibraryUrl: string;
  /** The two plan PDFs. */
  links: CvLink[];
  personalDetails: CvKeyValueSection; // 1
  education: CvRowsSection; // 2
  researchContributions: CvParagraphSection; // 3
  researchInterests: CvListSection; // 4
  appointments: CvRowsSection; // 5
  honors: CvRowsSection; // 6
  societies: CvRowsSection; // 7
  consultancies: CvListSection; // 8
  service: CvRowsSection; // 9
  editorial: CvRowsSection; // 10
  publications: CvPublicationsSection; // 11
  invitedTalks: CvTalksSection; // 12
  funding: CvFundingSection; // 13
  theses: CvRowsSection; // 14
  postdocs: CvRowsSection; // 15
}

/* ------------------------------------------------------------------ */
/* Publications (data). Numbers are assigned in order below.           */
/* ------------------------------------------------------------------ */

const PATENTS: string[] = [
  "E. Varga, H. Brandt: Method and system for scenario-based risk budgeting of investment portfolios. European Patent EP 3 000 001 (sample), granted 2019.",
  "E. Varga, T. Okoye, R. Haas: System for real-time stochastic dispatch of distributed energy storage. US Patent 10,000,002 (sample), granted 2017.",
  "E. Varga, M. Koller: Apparatus for adaptive scenario tree reduction in decision support software. European Patent EP 2 000 003 (sample), granted 2012.",
  "E. Varga: Method for loss-distribution estimation from sparse price histories. Austrian Patent AT 500 004 (sample), granted 2008.",
];

const BOOKS: string[] = [
  "E. Varga: How Much Could I Lose? Risk Measures for Everyday Decisions. Meridian Academic Press, 2023.",
  "E. Varga, A. Berger: Multistage Stochastic Optimisation: Models, Algorithms and Applications. 2nd edition. Northbridge Scientific, 2020.",
  "E. Varga, C. Duval: Scenario Generation for Decision Making under Uncertainty. Northbridge Scientific, 2016.",
  "E. Varga: Risk Measures and Acceptability: A Mathematical Introduction. Meridian Academic Press, 2013.",
  "E. Varga, P. Novak, S. Lindgren: Optimisation Methods for Energy Markets. Lakeside University Press, 2010.",
  "E. Varga, A. Berger: Multistage Stochastic Optimisation. Northbridge Scientific, 2007.",
  "E. Varga: Stochastic Programming for Asset-Liability Management. Meridian Academic Press, 2002.",
  "E. Varga: Approximation of Stochastic Processes in Optimisation (Habilitation monograph). Lakeside University Press, 1997.",
];

const EDITED: string[] = [
  "E. Varga, Y. Chen (eds.): Special issue on Distributionally Robust Decision Making. Annals of Decision Science 334(1), 2025.",
  "E. Varga, L. Moreau (eds.): Special issue on Risk-Aware Machine Learning. Journal of Applied Stochastic Methods 48(3), 2024.",
  "E. Varga, K. Tanaka (eds.): Advances in Stochastic Programming: Festschrift for the 70th birthday of a colleague. Northbridge Scientific, 2022.",
  "E. Varga, D. Ferrari (eds.): Special issue on Energy Transition and Optimisation. Energy Systems Optimisation 12(4), 2021.",
  "E. Varga, N. Petrov (eds.): Special issue on Sustainable Finance and Risk. Quantitative Risk Review 29(2), 2020.",
  "E. Varga, J. Whitfield (eds.): Handbook of Risk Measures in Practice. Meridian Academic Press, 2019.",
  "E. Varga, R. Haas (eds.): Special issue on Scenario Generation. Computational Optimisation Letters 15(1), 2018.",
  "E. Varga, A. Berger, M. Koller (eds.): Stochastic Programming: Applications in Finance, Energy and Logistics. Northbridge Scientific, 2017.",
  "E. Varga, I. Szabo (eds.): Special issue on Pension Fund Management. Journal of Portfolio Analytics 21(3), 2015.",
  "E. Varga, F. Keller (eds.): Proceedings of the 14th International Symposium on Decision and Risk. Lakeside University Press, 2014.",
  "E. Varga, G. Rossi (eds.): Special issue on Multistage Decision Problems. European Review of Operational Research 230(2), 2013.",
  "E. Varga, B. Hughes (eds.): Special issue on Risk in Electricity Markets. Energy Systems Optimisation 3(3), 2012.",
  "E. Varga, S. Lindgren (eds.): Optimisation under Uncertainty: Selected Papers. Northbridge Scientific, 2011.",
  "E. Varga, C. Duval (eds.): Special issue on Stochastic Programming in Finance. Quantitative Risk Review 17(4), 2009.",
  "E. Varga, P. Novak (eds.): Proceedings of the 9th International Symposium on Decision and Risk. Lakeside University Press, 2008.",
  "E. Varga, H. Brandt (eds.): Special issue on Computational Risk Management. Journal of Applied Stochastic Methods 27(1), 2006.",
  "E. Varga (ed.): Dynamic Stochastic Optimisation: Papers in Honour of a Teacher. Meridian Academic Press, 2004.",
  "E. Varga, M. Koller (eds.): Special issue on Scenario Methods. Annals of Decision Science 120(1), 2001.",
];

const CHAPTERS: string[] = [
  "E. Varga: Loss aversion and the design of risk disclosures. In: J. Whitfield (ed.), Behavioural Perspectives on Investment, 45–72. Meridian Academic Press, 2025.",
  "E. Varga, Y. Chen: Wasserstein ambiguity sets for multistage problems. In: Handbook of Robust Optimisation, 301–338. Northbridge Scientific, 2024.",
  "E. Varga, L. Moreau: Risk measures for machine-learned forecasts. In: Machine Learning in Finance, 119–146. Lakeside University Press, 2023.",
  "E. Varga: Acceptability functionals: a survey. In: Encyclopedia of Operations Research (3rd ed.), 12–25. Northbridge Scientific, 2022.",
  "E. Varga, D. Ferrari: Stochastic unit commitment with renewable uncertainty. In: Optimisation in Energy Systems, 88–115. Meridian Academic Press, 2021.",
  "E. Varga, N. Petrov: Green bonds and climate risk in portfolio models. In: Sustainable Finance Handbook, 201–224. Lakeside University Press, 2020.",
  "E. Varga: Nested distance and scenario trees. In: Advances in Stochastic Modelling, 33–60. Northbridge Scientific, 2019.",
  "E. Varga, R. Haas: Scenario reduction revisited. In: Computational Methods in Decision Science, 155–180. Meridian Academic Press, 2018.",
  "E. Varga, K. Tanaka: Risk-averse inventory control. In: Handbook of Supply Chain Risk, 77–104. Lakeside University Press, 2017.",
  "E. Varga, A. Berger: Time consistency of multiperiod risk measures. In: Risk Management Perspectives, 9–38. Northbridge Scientific, 2016.",
  "E. Varga: Pension fund optimisation in low-rate environments. In: Pensions and Retirement Finance, 141–168. Meridian Academic Press, 2015.",
  "E. Varga, I. Szabo: Hydro reservoir management under inflow uncertainty. In: Water Resources Optimisation, 212–239. Lakeside University Press, 2014.",
  "E. Varga, G. Rossi: Decomposition methods for multistage programs. In: Large-Scale Optimisation, 60–91. Northbridge Scientific, 2013.",
  "E. Varga, B. Hughes: Gas storage valuation as a stochastic control problem. In: Commodity Markets Handbook, 301–325. Meridian Academic Press, 2012.",
  "E. Varga: Stability of stochastic programs. In: Encyclopedia of Operations Research (2nd ed.), 1401–1410. Northbridge Scientific, 2011.",
  "E. Varga, F. Keller: Credit risk in asset-liability models. In: Credit Risk Frontiers, 171–196. Lakeside University Press, 2010.",
  "E. Varga, S. Lindgren: Electricity swing options. In: Energy Derivatives, 55–82. Meridian Academic Press, 2009.",
  "E. Varga, C. Duval: Quasi-Monte Carlo scenario generation. In: Monte Carlo Methods in Finance, 131–150. Northbridge Scientific, 2008.",
  "E. Varga: Risk-averse stochastic programming. In: Handbook of Stochastic Programming, 423–470. Lakeside University Press, 2007.",
  "E. Varga, P. Novak: Optimal hedging of electricity portfolios. In: Energy Risk Management, 97–118. Meridian Academic Press, 2006.",
  "E. Varga, H. Brandt: Insurance reserves under stochastic interest. In: Actuarial Mathematics Today, 250–271. Northbridge Scientific, 2005.",
  "E. Varga, M. Koller: Tree approximations of diffusion processes. In: Numerical Methods in Finance, 181–204. Lakeside University Press, 2004.",
  "E. Varga: Multistage portfolio selection. In: Portfolio Theory Revisited, 71–98. Meridian Academic Press, 2003.",
  "E. Varga, A. Berger: Probability metrics in stochastic optimisation. In: Stochastic Optimisation Techniques, 19–44. Northbridge Scientific, 2002.",
  "E. Varga: Scenario generation for bond portfolios. In: Fixed Income Analytics, 133–152. Lakeside University Press, 2001.",
  "E. Varga, O. Nagy: Decision support for public utilities. In: Operations Research in Public Service, 88–105. Meridian Academic Press, 2000.",
  "E. Varga: Barycentric approximation in stochastic programs. In: Approximation Methods in Optimisation, 41–66. Northbridge Scientific, 1999.",
  "E. Varga, V. Horvath: Risk management in emerging banking systems. In: Finance in Transition Economies, 115–138. Lakeside University Press, 1997.",
  "E. Varga: Discretisation of multistage problems. In: Stochastic Programming Methods, 201–219. Meridian Academic Press, 1994.",
  "E. Varga, O. Nagy: Linear programming in central planning: a retrospective. In: Planning Models Revisited, 12–31. Lakeside University Press, 1991.",
];

const ARTICLES: string[] = [
  // 2025
  "E. Varga, Y. Chen: Multistage distributionally robust portfolio selection with loss constraints. Annals of Decision Science 335(1), 1–28 (2025).",
  "E. Varga, L. Moreau, W. Ahmed: Calibrating loss forecasts for retail investors. Quantitative Risk Review 34(2), 77–101 (2025).",
  "E. Varga, U. Falk: Fee drag as a risk measure. Journal of Portfolio Analytics 31(1), 15–36 (2025).",
  "E. Varga, D. Ferrari: Storage sizing under renewable uncertainty. Energy Systems Optimisation 16(2), 301–326 (2025).",
  "E. Varga, K. Tanaka: Nested distance bounds for scenario lattices. Computational Optimisation Letters 22(3), 455–470 (2025).",
  "E. Varga, Y. Chen: Explaining ranking scores without nudging. Proc. 31st International Symposium on Decision and Risk, 112–121 (2025).",
  // 2024
  "E. Varga, L. Moreau: Conformal bounds for drawdown risk. Journal of Applied Stochastic Methods 48(3), 201–222 (2024).",
  "E. Varga, N. Petrov: Climate scenarios in pension asset allocation. Journal of Portfolio Analytics 30(2), 88–110 (2024).",
  "E. Varga, Y. Chen, K. Tanaka: Wasserstein robustness in multistage problems: a tractable reformulation. European Review of Operational Research 312(1), 45–67 (2024).",
  "E. Varga, W. Ahmed: Loss-aversion-consistent product rankings. Quantitative Risk Review 33(4), 301–319 (2024).",
  "E. Varga, D. Ferrari: Hydrogen storage in multistage energy planning. Energy Systems Optimisation 15(3), 511–534 (2024).",
  "E. Varga, U. Falk: Robust fee comparison across fund classes. Proc. Conference on Computational Finance and Energy, 55–64 (2024).",
  // 2023
  "E. Varga, L. Moreau: Risk-aware gradient methods for scenario generation. Computational Optimisation Letters 20(4), 611–633 (2023).",
  "E. Varga, R. Haas: A note on the stability of CVaR-optimal portfolios. Mathematical Finance Letters 19(2), 133–141 (2023).",
  "E. Varga, N. Petrov, J. Whitfield: Greenium estimation with stochastic discount factors. Quantitative Risk Review 32(3), 201–226 (2023).",
  "E. Varga, K. Tanaka: Risk-averse inventory with demand learning. Annals of Decision Science 321(2), 887–910 (2023).",
  "E. Varga, Y. Chen: Decision rules for multistage robust problems. Journal of Applied Stochastic Methods 47(1), 12–38 (2023).",
  "E. Varga, W. Ahmed: How retail investors read risk labels: an experiment. Proc. 29th International Symposium on Decision and Risk, 70–79 (2023).",
  // 2022
  "E. Varga, D. Ferrari: Stochastic capacity expansion with carbon price uncertainty. Energy Systems Optimisation 13(2), 201–229 (2022).",
  "E. Varga, L. Moreau: Neural scenario trees. Computational Optimisation Letters 19(1), 55–79 (2022).",
  "E. Varga, N. Petrov: Transition risk in sovereign bond portfolios. Journal of Portfolio Analytics 28(4), 300–322 (2022).",
  "E. Varga, A. Berger: Time-consistent acceptability in infinite horizon. Mathematical Finance Letters 18(1), 1–19 (2022).",
  "E. Varga, R. Haas, K. Tanaka: Sample average approximation with dependent data. Journal of Applied Stochastic Methods 46(2), 150–177 (2022).",
  "E. Varga, U. Falk: Loss-first disclosure of investment funds. Quantitative Risk Review 31(1), 9–27 (2022).",
  // 2021
  "E. Varga, Y. Chen: Ambiguity-averse asset-liability management. European Review of Operational Research 291(3), 1010–1032 (2021).",
  "E. Varga, D. Ferrari: Flexible demand in stochastic unit commitment. Energy Systems Optimisation 12(4), 701–725 (2021).",
  "E. Varga, L. Moreau: Quantile regression for scenario generation. Computational Optimisation Letters 18(2), 233–251 (2021).",
  "E. Varga, J. Whitfield: Behavioural biases in multistage decisions. Annals of Decision Science 300(1), 121–144 (2021).",
  "E. Varga, N. Petrov: Pandemic shocks in pension fund models. Journal of Portfolio Analytics 27(2), 95–117 (2021).",
  "E. Varga, I. Szabo: Robust reservoir operation under drought risk. Proc. Conference on Computational Finance and Energy, 88–97 (2021).",
  // 2020
  "E. Varga, K. Tanaka: Convergence of nested distance approximations. Journal of Applied Stochastic Methods 44(4), 350–371 (2020).",
  "E. Varga, N. Petrov: ESG constraints and portfolio risk. Quantitative Risk Review 29(2), 150–172 (2020).",
  "E. Varga, R. Haas: Scenario reduction with transport costs. Computational Optimisation Letters 17(3), 401–420 (2020).",
  "E. Varga, D. Ferrari, B. Hughes: Battery arbitrage under price uncertainty. Energy Systems Optimisation 11(1), 33–58 (2020).",
  "E. Varga, A. Berger: Dual representations of multiperiod risk. Mathematical Finance Letters 16(3), 200–215 (2020).",
  "E. Varga, Y. Chen: Robust satisficing in portfolio choice. Proc. 26th International Symposium on Decision and Risk, 40–49 (2020).",
  // 2019
  "E. Varga, L. Moreau: Learning risk measures from data. Annals of Decision Science 281(1), 301–325 (2019).",
  "E. Varga, J. Whitfield: Mental accounting and fund selection. Journal of Portfolio Analytics 25(3), 201–220 (2019).",
  "E. Varga, K. Tanaka: Multistage newsvendor with risk aversion. European Review of Operational Research 275(2), 610–628 (2019).",
  "E. Varga, D. Ferrari: Cross-border electricity trading under uncertainty. Energy Systems Optimisation 10(2), 250–276 (2019).",
  "E. Varga, R. Haas: Stability bounds for chance-constrained programs. Journal of Applied Stochastic Methods 43(1), 1–24 (2019).",
  "E. Varga, I. Szabo: Long-term water contracts as real options. Proc. Conference on Computational Finance and Energy, 120–129 (2019).",
  // 2018
  "E. Varga, A. Berger: Information constraints in multistage programs. Mathematical Finance Letters 14(2), 99–118 (2018).",
  "E. Varga, N. Petrov: Longevity risk in defined-benefit plans. Journal of Portfolio Analytics 24(1), 41–66 (2018).",
  "E. Varga, Y. Chen: Distributionally robust newsvendor revisited. Computational Optimisation Letters 15(1), 11–28 (2018).",
  "E. Varga, B. Hughes: Gas network planning with demand uncertainty. Energy Systems Optimisation 9(3), 480–503 (2018).",
  "E. Varga, R. Haas, C. Duval: Scenario generation by optimal quantisation. Journal of Applied Stochastic Methods 42(2), 140–166 (2018).",
  "E. Varga, F. Keller: Counterparty exposure under wrong-way risk. Quantitative Risk Review 27(4), 310–333 (2018).",
  // 2017
  "E. Varga, K. Tanaka: Risk-averse supply chain design. European Review of Operational Research 258(1), 70–95 (2017).",
  "E. Varga, D. Ferrari: Wind farm bidding with risk constraints. Energy Systems Optimisation 8(2), 199–222 (2017).",
  "E. Varga, A. Berger: Acceptability and the nested distance. Mathematical Finance Letters 13(1), 20–41 (2017).",
  "E. Varga, G. Rossi: Progressive hedging for risk-averse problems. Computational Optimisation Letters 14(2), 301–322 (2017).",
  "E. Varga, N. Petrov: Liability-driven investing with inflation risk. Journal of Portfolio Analytics 23(2), 115–139 (2017).",
  "E. Varga, J. Whitfield: Framing effects in loss reporting. Proc. 23rd International Symposium on Decision and Risk, 201–210 (2017).",
  // 2016
  "E. Varga, C. Duval: Moment matching versus transport distances. Journal of Applied Stochastic Methods 40(3), 250–271 (2016).",
  "E. Varga, R. Haas: Lower bounds for multistage stochastic programs. Annals of Decision Science 240(2), 511–536 (2016).",
  "E. Varga, D. Ferrari: Pumped hydro scheduling with price scenarios. Energy Systems Optimisation 7(1), 61–85 (2016).",
  "E. Varga, F. Keller: Stress testing with scenario trees. Quantitative Risk Review 25(2), 111–134 (2016).",
  "E. Varga, S. Lindgren: Risk-averse timber harvesting. European Review of Operational Research 250(3), 880–899 (2016).",
  "E. Varga, I. Szabo: Agricultural insurance under climate uncertainty. Proc. Conference on Computational Finance and Energy, 33–42 (2016).",
  // 2015
  "E. Varga, N. Petrov: Pension glide paths with risk constraints. Journal of Portfolio Analytics 21(3), 170–194 (2015).",
  "E. Varga, A. Berger: Multistage risk measures and decomposition. Mathematical Finance Letters 11(2), 144–166 (2015).",
  "E. Varga, G. Rossi: Stochastic dual dynamic programming with risk. Computational Optimisation Letters 12(4), 601–625 (2015).",
  "E. Varga, B. Hughes: LNG contract valuation. Energy Systems Optimisation 6(3), 399–420 (2015).",
  "E. Varga, K. Tanaka: Capacity planning with correlated demand. Annals of Decision Science 229(1), 801–822 (2015).",
  "E. Varga, C. Duval: Quasi-random scenario trees. Proc. 21st International Symposium on Decision and Risk, 15–24 (2015).",
  // 2014
  "E. Varga, R. Haas: Distances between stochastic processes. Journal of Applied Stochastic Methods 38(1), 22–47 (2014).",
  "E. Varga, I. Szabo: Hydro-thermal coordination with inflow scenarios. Energy Systems Optimisation 5(2), 177–199 (2014).",
  "E. Varga, F. Keller: Systemic risk in interbank networks. Quantitative Risk Review 23(3), 230–255 (2014).",
  "E. Varga, S. Lindgren: Forest management under fire risk. European Review of Operational Research 236(2), 420–441 (2014).",
  "E. Varga, N. Petrov: Sovereign debt management as a stochastic program. Journal of Portfolio Analytics 20(4), 288–311 (2014).",
  "E. Varga, H. Brandt: Solvency capital under model uncertainty. Proc. Conference on Computational Finance and Energy, 71–80 (2014).",
  // 2013
  "E. Varga, A. Berger: Acceptability functionals and their dual. Mathematical Finance Letters 9(3), 201–224 (2013).",
  "E. Varga, G. Rossi: Nested Benders with risk measures. Computational Optimisation Letters 10(2), 210–231 (2013).",
  "E. Varga, D. Ferrari: Grid investments under policy uncertainty. Energy Systems Optimisation 4(4), 521–546 (2013).",
  "E. Varga, C. Duval: Scenario tree generation by clustering. Journal of Applied Stochastic Methods 37(2), 111–135 (2013).",
  "E. Varga, K. Tanaka: Multi-echelon inventory with risk aversion. Annals of Decision Science 210(1), 55–80 (2013).",
  "E. Varga, F. Keller: Backtesting expected shortfall. Quantitative Risk Review 22(1), 5–26 (2013).",
  // 2012
  "E. Varga, B. Hughes: Gas storage as a real option: numerical study. Energy Systems Optimisation 3(3), 301–327 (2012).",
  "E. Varga, R. Haas: Qualitative stability of multistage programs. Journal of Applied Stochastic Methods 36(4), 401–423 (2012).",
  "E. Varga, N. Petrov: Optimal annuitisation under longevity risk. Journal of Portfolio Analytics 18(2), 99–121 (2012).",
  "E. Varga, S. Lindgren: Renewable portfolio standards and risk. European Review of Operational Research 221(1), 160–181 (2012).",
  "E. Varga, A. Berger: Information monotonicity of risk functionals. Mathematical Finance Letters 8(1), 31–49 (2012).",
  "E. Varga, G. Rossi: Parallel decomposition for stochastic programs. Proc. 18th International Symposium on Decision and Risk, 88–97 (2012).",
  // 2011
  "E. Varga, C. Duval: Sampling error in scenario-based optimisation. Journal of Applied Stochastic Methods 35(2), 150–172 (2011).",
  "E. Varga, S. Lindgren: Electricity swing options with risk constraints. Energy Systems Optimisation 2(2), 133–158 (2011).",
  "E. Varga, F. Keller: Credit portfolio optimisation with CVaR. Quantitative Risk Review 20(3), 240–262 (2011).",
  "E. Varga, K. Tanaka: Robust lot sizing. Annals of Decision Science 190(1), 311–330 (2011).",
  "E. Varga, H. Brandt: Dynamic insurance reserving. Mathematical Finance Letters 7(2), 101–120 (2011).",
  "E. Varga, O. Nagy: Optimisation in public transport tendering. Proc. Nordic Optimisation Days, 40–48 (2011).",
  // 2010
  "E. Varga, P. Novak: Multistage hedging of electricity retail contracts. Energy Systems Optimisation 1(1), 10–34 (2010).",
  "E. Varga, A. Berger: Time consistency and information. Mathematical Finance Letters 6(3), 180–199 (2010).",
  "E. Varga, R. Haas: A distance for filtrations. Journal of Applied Stochastic Methods 34(1), 1–21 (2010).",
  "E. Varga, N. Petrov: Asset-liability management for pension funds in crisis. Journal of Portfolio Analytics 16(4), 301–325 (2010).",
  "E. Varga, G. Rossi: Stochastic programs with endogenous uncertainty. Computational Optimisation Letters 7(2), 190–209 (2010).",
  "E. Varga, F. Keller: Liquidity risk in bank balance sheets. Proc. Conference on Computational Finance and Energy, 101–110 (2010).",
  // 2009
  "E. Varga, C. Duval: Risk-averse portfolio optimisation in practice. Quantitative Risk Review 18(4), 301–322 (2009).",
  "E. Varga, P. Novak: Hydro scheduling with market prices. European Review of Operational Research 198(2), 560–579 (2009).",
  "E. Varga, M. Koller: Scenario tree approximation and stability. Journal of Applied Stochastic Methods 33(3), 210–233 (2009).",
  "E. Varga, S. Lindgren: Valuation of flexible power plants. Annals of Decision Science 170(1), 121–140 (2009).",
  "E. Varga, H. Brandt: Risk capital allocation in insurance groups. Mathematical Finance Letters 5(1), 45–66 (2009).",
  "E. Varga, O. Nagy: Optimising hospital bed allocation. Proc. 15th International Symposium on Decision and Risk, 201–209 (2009).",
  // 2008
  "E. Varga, A. Berger: Polyhedral risk measures in multistage programs. Mathematical Finance Letters 4(2), 88–107 (2008).",
  "E. Varga, C. Duval: Quasi-Monte Carlo and scenario trees. Journal of Applied Stochastic Methods 32(2), 101–122 (2008).",
  "E. Varga, P. Novak: Electricity portfolio risk management. European Review of Operational Research 187(3), 1001–1022 (2008).",
  "E. Varga, F. Keller: Credit spreads in asset-liability models. Quantitative Risk Review 17(1), 40–61 (2008).",
  "E. Varga, M. Koller: Adaptive scenario tree reduction. Computational Optimisation Letters 5(4), 420–437 (2008).",
  "E. Varga, V. Horvath: Bank capital planning under stress. Proc. Conference on Computational Finance and Energy, 12–21 (2008).",
  // 2007
  "E. Varga, A. Berger: Multiperiod acceptability functionals. Mathematical Finance Letters 3(3), 150–171 (2007).",
  "E. Varga, S. Lindgren: Emission permits in power planning. Annals of Decision Science 152(1), 221–242 (2007).",
  "E. Varga, M. Koller: Tree approximations of diffusions revisited. Journal of Applied Stochastic Methods 31(4), 300–319 (2007).",
  "E. Varga, H. Brandt: Interest rate risk in life insurance. Quantitative Risk Review 16(2), 120–141 (2007).",
  "E. Varga, G. Rossi: Decomposition for mixed-integer stochastic programs. Computational Optimisation Letters 4(1), 23–41 (2007).",
  "E. Varga, O. Nagy: Decision support for municipal budgets. Proc. Nordic Optimisation Days, 77–85 (2007).",
  // 2006
  "E. Varga, P. Novak: Risk-constrained bidding in power auctions. European Review of Operational Research 170(2), 501–520 (2006).",
  "E. Varga, C. Duval: Scenario generation for interest rates. Journal of Applied Stochastic Methods 30(1), 55–77 (2006).",
  "E. Varga, A. Berger: Stability of risk-averse stochastic programs. Mathematical Finance Letters 2(2), 99–115 (2006).",
  "E. Varga, F. Keller: Optimal capital structure under default risk. Quantitative Risk Review 15(3), 210–228 (2006).",
  "E. Varga, H. Brandt: Pension fund surplus management. Journal of Portfolio Analytics 12(1), 11–33 (2006).",
  "E. Varga, M. Koller: Software for scenario tree construction. Proc. 12th International Symposium on Decision and Risk, 55–63 (2006).",
  // 2005
  "E. Varga, A. Berger: Probability metrics and multistage problems. Mathematical Finance Letters 1(1), 1–22 (2005).",
  "E. Varga, P. Novak: Hedging with electricity futures. Energy Markets Review 9(2), 88–109 (2005).",
  "E. Varga, M. Koller: Optimal discretisation of stochastic processes. Journal of Applied Stochastic Methods 29(3), 233–255 (2005).",
  "E. Varga, H. Brandt: Asset allocation for insurers. Quantitative Risk Review 14(1), 30–52 (2005).",
  // 2004
  "E. Varga, C. Duval: Moment-based scenario trees. Computational Optimisation Letters 1(1), 5–19 (2004).",
  "E. Varga, S. Lindgren: Stochastic models of electricity spot prices. Energy Markets Review 8(3), 201–222 (2004).",
  "E. Varga, A. Berger: Risk functionals on filtered spaces. Annals of Decision Science 130(1), 77–98 (2004).",
  "E. Varga, V. Horvath: Banking risk in accession countries. Proc. Conference on Computational Finance and Energy, 55–63 (2004).",
  // 2003
  "E. Varga, M. Koller: Multistage portfolio selection with transaction costs. Journal of Applied Stochastic Methods 27(4), 301–322 (2003).",
  "E. Varga, P. Novak: Power plant dispatch under price risk. European Review of Operational Research 148(2), 401–420 (2003).",
  "E. Varga, H. Brandt: Dynamic solvency testing. Quantitative Risk Review 12(2), 99–118 (2003).",
  "E. Varga, O. Nagy: Stochastic programming for water utilities. Proc. 9th International Symposium on Decision and Risk, 140–148 (2003).",
  // 2002
  "E. Varga, A. Berger: On the choice of probability metrics. Annals of Decision Science 115(1), 301–319 (2002).",
  "E. Varga, C. Duval: Bond portfolio immunisation under uncertainty. Journal of Portfolio Analytics 8(2), 120–139 (2002).",
  "E. Varga, M. Koller: Scenario reduction by Wasserstein distance. Journal of Applied Stochastic Methods 26(2), 140–158 (2002).",
  "E. Varga, V. Horvath: Asset-liability models for savings banks. Proc. Nordic Optimisation Days, 21–29 (2002).",
  // 2001
  "E. Varga, A. Berger: Approximation error in multistage programs. European Review of Operational Research 131(3), 610–629 (2001).",
  "E. Varga, H. Brandt: Stochastic interest rates in insurance reserving. Quantitative Risk Review 10(4), 300–318 (2001).",
  "E. Varga, P. Novak: Optimal contracts for electricity retailers. Energy Markets Review 5(1), 12–30 (2001).",
  "E. Varga, M. Koller: A toolbox for scenario trees. Proc. Conference on Computational Finance and Energy, 99–106 (2001).",
  // 2000
  "E. Varga, O. Nagy: Stochastic programming in public finance. Annals of Decision Science 98(1), 201–220 (2000).",
  "E. Varga, C. Duval: Fixed income scenario generation. Journal of Portfolio Analytics 6(3), 211–229 (2000).",
  "E. Varga, A. Berger: Lipschitz stability of stochastic programs. Journal of Applied Stochastic Methods 24(1), 11–30 (2000).",
  "E. Varga: Risk measures in decision support systems. Proc. 6th International Symposium on Decision and Risk, 33–41 (2000).",
  // 1999
  "E. Varga: Barycentric bounds for multistage problems. Journal of Applied Stochastic Methods 23(3), 201–219 (1999).",
  "E. Varga, M. Koller: Tree generation by sequential clustering. European Review of Operational Research 115(2), 300–317 (1999).",
  "E. Varga, H. Brandt: Optimal reinsurance under parameter uncertainty. Quantitative Risk Review 8(1), 44–61 (1999).",
  "E. Varga, V. Horvath: Interest rate risk in transition banking. Proc. Nordic Optimisation Days, 10–18 (1999).",
  // 1998
  "E. Varga: Discretisation of continuous-time asset models. Annals of Decision Science 81(1), 121–139 (1998).",
  "E. Varga, A. Berger: Convergence of scenario approximations. Journal of Applied Stochastic Methods 22(2), 99–117 (1998).",
  "E. Varga, O. Nagy: Network planning for regional utilities. European Review of Operational Research 107(3), 501–515 (1998).",
  "E. Varga, C. Duval: Stochastic dedication of bond portfolios. Proc. 4th International Symposium on Decision and Risk, 70–78 (1998).",
  // 1997
  "E. Varga: Approximation of stochastic processes for optimisation. Journal of Applied Stochastic Methods 21(4), 301–325 (1997).",
  "E. Varga, M. Koller: Bounds for multistage recourse problems. European Review of Operational Research 101(1), 141–158 (1997).",
  "E. Varga, H. Brandt: Pension liabilities under stochastic wages. Quantitative Risk Review 6(2), 120–137 (1997).",
  "E. Varga, V. Horvath: Risk management in a privatised bank. Proc. Nordic Optimisation Days, 55–62 (1997).",
  // 1996
  "E. Varga: Stability of multistage stochastic programs. Annals of Decision Science 64(1), 77–95 (1996).",
  "E. Varga, A. Berger: Scenario trees from historical data. Journal of Applied Stochastic Methods 20(2), 150–166 (1996).",
  "E. Varga, O. Nagy: Capacity planning in telecommunications. European Review of Operational Research 93(2), 301–318 (1996).",
  "E. Varga: Optimal exercise of swing contracts. Proc. 2nd International Symposium on Decision and Risk, 99–107 (1996).",
  // 1995
  "E. Varga, M. Koller: Probability metrics for stochastic programs. Journal of Applied Stochastic Methods 19(3), 201–220 (1995).",
  "E. Varga: Recourse models for bank asset allocation. Quantitative Risk Review 4(1), 33–50 (1995).",
  "E. Varga, V. Horvath: Currency risk in transition economies. European Review of Operational Research 86(1), 111–126 (1995).",
  "E. Varga, A. Berger: Discretisation in multistage problems. Proc. Nordic Optimisation Days, 70–77 (1995).",
  // 1994
  "E. Varga: Quantitative stability of two-stage programs. Journal of Applied Stochastic Methods 18(1), 1–18 (1994).",
  "E. Varga, O. Nagy: Stochastic production planning in agriculture. European Review of Operational Research 77(2), 230–245 (1994).",
  "E. Varga, M. Koller: Bounds via barycentric scenarios. Annals of Decision Science 52(1), 201–218 (1994).",
  "E. Varga: Scenario methods for municipal finance. Proc. Conference on Computational Finance and Energy, 40–47 (1994).",
  // 1993
  "E. Varga: On the approximation of multistage programs. Journal of Applied Stochastic Methods 17(2), 99–116 (1993).",
  "E. Varga, V. Horvath: Portfolio models for new stock exchanges. Quantitative Risk Review 2(2), 66–80 (1993).",
  "E. Varga, O. Nagy: Decomposition for large planning models. European Review of Operational Research 69(3), 350–364 (1993).",
  "E. Varga: Risk-averse recourse models. Proc. Nordic Optimisation Days, 33–40 (1993).",
  // 1992
  "E. Varga: Weak convergence and stochastic programs. Journal of Applied Stochastic Methods 16(4), 301–317 (1992).",
  "E. Varga, M. Koller: Sequential approximation of recourse problems. Annals of Decision Science 38(1), 55–71 (1992).",
  "E. Varga, O. Nagy: Energy planning in Central Europe. European Review of Operational Research 60(2), 201–214 (1992).",
  "E. Varga: Scenario aggregation in practice. Proc. Conference on Computational Finance and Energy, 21–28 (1992).",
  // 1991
  "E. Varga: Stochastic programming for regional planning. European Review of Operational Research 52(1), 88–101 (1991).",
  "E. Varga, O. Nagy: Linear models for resource allocation under uncertainty. Journal of Applied Stochastic Methods 15(3), 201–215 (1991).",
  "E. Varga: Bounds for two-stage stochastic programs. Proc. Nordic Optimisation Days, 12–19 (1991).",
  "E. Varga, V. Horvath: Credit allocation models with random deposits. Quantitative Risk Review 1(1), 1–14 (1991).",
  // 1990
  "E. Varga: Discretisation of two-stage stochastic programs. Journal of Applied Stochastic Methods 14(2), 121–137 (1990).",
  "E. Varga, O. Nagy: Input-output models with random coefficients. European Review of Operational Research 45(1), 66–79 (1990).",
  "E. Varga: Approximation errors in recourse models. Proc. Conference on Computational Finance and Energy, 55–61 (1990).",
  "E. Varga: Scenario-based bounds in two-stage programs. Annals of Decision Science 20(1), 101–113 (1990).",
  // 1989
  "E. Varga: A note on expected-value bounds. Journal of Applied Stochastic Methods 13(4), 330–336 (1989).",
  "E. Varga, O. Nagy: Random demand in planning models. Proc. Nordic Optimisation Days, 44–50 (1989).",
  "E. Varga, O. Nagy: Stochastic demand in regional input-output models. European Review of Operational Research 40(2), 150–161 (1989).",
  "E. Varga: Random coefficients in production planning. Annals of Decision Science 17(1), 77–86 (1989).",
  // 1988
  "E. Varga: Linear programming with random right-hand sides. Journal of Applied Stochastic Methods 12(1), 41–52 (1988).",
  "E. Varga, O. Nagy: Sensitivity analysis for planning models. Proc. Conference on Computational Finance and Energy, 9–15 (1988).",
];

const TECHNICAL_REPORTS: string[] = [
  "E. Varga, W. Ahmed: Loss-first ranking of retail investment products: methodology note. Technical Report TR-2025-02, Centre for Decision Science (sample), 2025.",
  "E. Varga, Y. Chen: Robust scenario lattices: implementation notes. Technical Report TR-2024-05, Centre for Decision Science (sample), 2024.",
  "E. Varga, L. Moreau: Benchmarking scenario generators for risk models. Technical Report TR-2023-01, Centre for Decision Science (sample), 2023.",
  "E. Varga, D. Ferrari: Open data set of stochastic energy planning instances. Technical Report TR-2022-07, Centre for Decision Science (sample), 2022.",
  "E. Varga, N. Petrov: Climate stress scenarios for pension funds. Technical Report TR-2021-03, KU Leuven Operations Research Group (sample), 2021.",
  "E. Varga, K. Tanaka: Numerical experience with nested distance computations. Technical Report TR-2020-06, KU Leuven Operations Research Group (sample), 2020.",
  "E. Varga, R. Haas: A library of multistage test problems. Technical Report TR-2019-04, KU Leuven Operations Research Group (sample), 2019.",
  "E. Varga, U. Falk: Fee transparency indicators for investment funds. Technical Report TR-2018-02, KU Leuven Operations Research Group (sample), 2018.",
  "E. Varga, G. Rossi: Parallel progressive hedging: a user guide. Technical Report TR-2017-01, KU Leuven Operations Research Group (sample), 2017.",
  "E. Varga, S. Lindgren: Risk in forestry investment: a case study. Technical Report TR-2016-05, KU Leuven Operations Research Group (sample), 2016.",
  "E. Varga, I. Szabo: Reservoir inflow scenario generation. Technical Report TR-2014-03, KU Leuven Operations Research Group (sample), 2014.",
  "E. Varga, F. Keller: Expected shortfall backtests compared. Technical Report TR-2012-02, KU Leuven Operations Research Group (sample), 2012.",
  "E. Varga, B. Hughes: Gas storage valuation code documentation. Technical Report OR-2010-11, University of Oxford Mathematical Institute (sample), 2010.",
  "E. Varga, P. Novak: Electricity retail hedging: industry case study. Technical Report OR-2009-04, University of Oxford Mathematical Institute (sample), 2009.",
  "E. Varga, C. Duval: Quasi-Monte Carlo scenario generation: experiments. Technical Report OR-2007-08, University of Oxford Mathematical Institute (sample), 2007.",
  "E. Varga, H. Brandt: Solvency projections for a mid-sized insurer. Technical Report OR-2005-02, University of Oxford Mathematical Institute (sample), 2005.",
  "E. Varga, M. Koller: Scenario tree software: design document. Technical Report TUM-M-2002-09, Technical University of Munich (sample), 2002.",
  "E. Varga, A. Berger: Probability metrics: a computational survey. Technical Report TUM-M-2000-03, Technical University of Munich (sample), 2000.",
  "E. Varga: Asset-liability management for savings banks: a feasibility study. Technical Report TUM-M-1998-12, Technical University of Munich (sample), 1998.",
  "E. Varga, M. Koller: Barycentric approximation: numerical results. Research Report IFOR-1996-05, ETH Zurich (sample), 1996.",
  "E. Varga: Stochastic planning for a regional utility. Research Report IFOR-1994-02, ETH Zurich (sample), 1994.",
  "E. Varga, O. Nagy: Random input-output models: computational study. Working Paper OR-1991-07, University of Vienna (sample), 1991.",
  "E. Varga: Linear programming under uncertainty: lecture notes. Working Paper OR-1989-03, University of Vienna (sample), 1989.",
];

function numberGroup(
  heading: string,
  start: number,
  texts: string[],
): CvPublicationGroup {
  return { heading, items: texts.map((text, i) => ({ n: start + i, text })) };
}

const PUBLICATION_GROUPS: CvPublicationGroup[] = (() => {
  const raw: [string, string[]][] = [
    ["Patents", PATENTS],
    ["Books", BOOKS],
    ["Edited Books and Special Issues", EDITED],
    ["Book Chapters", CHAPTERS],
    ["Journal and Conference Articles", ARTICLES],
  ];
  let next = 1;
  return raw.map(([heading, texts]) => {
    const group = numberGroup(heading, next, texts);
    next += texts.length;
    return group;
  });
})();

/* ------------------------------------------------------------------ */
/* Invited talks since 2000                                            */
/* ------------------------------------------------------------------ */

const INVITED_TALKS: CvTalkYear[] = [
  {
    year: "2025",
    talks: [
      "Keynote: How much could I lose? Risk measures for retail investors. International Symposium on Decision and Risk, Lisbon, Portugal.",
      "Colloquium lecture: Distributional robustness in multistage decisions. University of Toronto, Canada.",
      "Plenary: Explaining scores without nudging. Workshop on Fair Ranking in Finance, Vienna, Austria.",
    ],
  },
  {
    year: "2024",
    talks: [
      "Plenary: Risk-aware machine learning for scenario generation. Conference on Computational Finance and Energy, Copenhagen, Denmark.",
      "Invited lecture: Loss-first disclosure. Sustainable Finance Forum, Zurich, Switzerland.",
    ],
  },
  {
    year: "2023",
    talks: [
      "Keynote: Fifty years of stochastic programming: what have we learned? International Symposium on Decision and Risk, Budapest, Hungary.",
      "Seminar: Conformal bounds for drawdown risk. KU Leuven, Belgium.",
      "Invited lecture: Climate scenarios for pensions. Nordic Optimisation Days, Bergen, Norway.",
      "Public lecture: Why risk is not volatility. Technical University of Munich, Germany.",
    ],
  },
  {
    year: "2022",
    talks: [
      "Plenary: Neural scenario trees. Conference on Computational Finance and Energy, Milan, Italy.",
      "Colloquium lecture: Acceptability functionals in infinite horizon. ETH Zurich, Switzerland.",
    ],
  },
  {
    year: "2021",
    talks: [
      "Keynote (online): Ambiguity and asset-liability management. International Symposium on Decision and Risk, virtual edition.",
      "Invited webinar: Stochastic optimisation for the energy transition. European Energy Modelling Seminar (online).",
    ],
  },
  {
    year: "2020",
    talks: [
      "Invited lecture (online): ESG constraints and portfolio risk. Sustainable Finance Forum, virtual edition.",
    ],
  },
  {
    year: "2019",
    talks: [
      "Plenary: Learning risk measures from data. Conference on Computational Finance and Energy, Edinburgh, United Kingdom.",
      "Colloquium lecture: Multistage newsvendor problems with risk aversion. University of Oxford, United Kingdom.",
      "Tutorial: Scenario generation in practice. Summer School on Stochastic Programming, Trieste, Italy.",
    ],
  },
  {
    year: "2018",
    talks: [
      "Keynote: Scenario generation by optimal quantisation. International Symposium on Decision and Risk, Vienna, Austria.",
      "Invited lecture: Longevity risk in pension plans. Actuarial Research Day, Leuven, Belgium.",
    ],
  },
  {
    year: "2017",
    talks: [
      "Plenary: Risk-averse progressive hedging. Nordic Optimisation Days, Stockholm, Sweden.",
      "Seminar: Framing effects in loss reporting. University of Toronto, Canada.",
      "Invited lecture: Wind farm bidding. European Energy Modelling Seminar, Aachen, Germany.",
    ],
  },
  {
    year: "2016",
    talks: [
      "Keynote: Lower bounds for multistage programs. International Symposium on Decision and Risk, Prague, Czech Republic.",
      "Colloquium lecture: Stress testing with scenario trees. Eötvös Loránd University, Budapest, Hungary.",
    ],
  },
  {
    year: "2015",
    talks: [
      "Plenary: Pension glide paths with risk constraints. Conference on Computational Finance and Energy, Amsterdam, Netherlands.",
      "Invited lecture: SDDP with risk measures. Workshop on Decomposition Methods, Paris, France.",
      "Tutorial: Multistage risk measures. Summer School on Stochastic Programming, Kraków, Poland.",
    ],
  },
  {
    year: "2014",
    talks: [
      "Keynote: Distances between stochastic processes. International Symposium on Decision and Risk, Helsinki, Finland.",
      "Seminar: Systemic risk in interbank networks. Central Bank Research Seminar (sample), Frankfurt, Germany.",
    ],
  },
  {
    year: "2013",
    talks: [
      "Plenary: Acceptability functionals and their duals. Nordic Optimisation Days, Oslo, Norway.",
      "Colloquium lecture: Scenario trees by clustering. ETH Zurich, Switzerland.",
      "Invited lecture: Grid investments under policy uncertainty. European Energy Modelling Seminar, Brussels, Belgium.",
    ],
  },
  {
    year: "2012",
    talks: [
      "Keynote: Qualitative stability of multistage programs. International Symposium on Decision and Risk, Rome, Italy.",
      "Seminar: Gas storage as a real option. University of Oxford, United Kingdom.",
    ],
  },
  {
    year: "2011",
    talks: [
      "Plenary: Sampling error in scenario-based optimisation. Conference on Computational Finance and Energy, Vienna, Austria.",
      "Invited lecture: Electricity swing options. Energy Risk Workshop, Trondheim, Norway.",
      "Colloquium lecture: Robust lot sizing. KU Leuven, Belgium.",
    ],
  },
  {
    year: "2010",
    talks: [
      "Keynote: A distance for filtrations. International Symposium on Decision and Risk, Tokyo, Japan.",
      "Seminar: Pension funds after the crisis. Technical University of Munich, Germany.",
    ],
  },
  {
    year: "2009",
    talks: [
      "Plenary: Risk-averse portfolio optimisation in practice. Nordic Optimisation Days, Copenhagen, Denmark.",
      "Invited lecture: Valuation of flexible power plants. European Energy Modelling Seminar, Madrid, Spain.",
    ],
  },
  {
    year: "2008",
    talks: [
      "Keynote: Polyhedral risk measures. International Symposium on Decision and Risk, Montréal, Canada.",
      "Colloquium lecture: Quasi-Monte Carlo and scenario trees. University of Toronto, Canada.",
      "Seminar: Electricity portfolio risk. University of Vienna, Austria.",
    ],
  },
  {
    year: "2007",
    talks: [
      "Plenary: Multiperiod acceptability functionals. Conference on Computational Finance and Energy, Geneva, Switzerland.",
      "Invited lecture: Emission permits in power planning. Energy Risk Workshop, Oslo, Norway.",
    ],
  },
  {
    year: "2006",
    talks: [
      "Keynote: Stability of risk-averse stochastic programs. International Symposium on Decision and Risk, Budapest, Hungary.",
    ],
  },
  {
    year: "2005",
    talks: [
      "Plenary: Probability metrics and multistage problems. Nordic Optimisation Days, Reykjavík, Iceland.",
      "Colloquium lecture: Hedging with electricity futures. ETH Zurich, Switzerland.",
    ],
  },
  {
    year: "2004",
    talks: [
      "Invited lecture: Moment-based scenario trees. Conference on Computational Finance and Energy, Brussels, Belgium.",
      "Seminar: Banking risk in accession countries. Eötvös Loránd University, Budapest, Hungary.",
    ],
  },
  {
    year: "2003",
    talks: [
      "Keynote: Multistage portfolio selection with transaction costs. International Symposium on Decision and Risk, Vienna, Austria.",
      "Colloquium lecture: Power plant dispatch under price risk. University of Oxford, United Kingdom.",
      "Invited lecture: Dynamic solvency testing. Actuarial Research Day, Munich, Germany.",
    ],
  },
  {
    year: "2002",
    talks: [
      "Invited lecture: On the choice of probability metrics. Workshop on Stochastic Optimisation, Berlin, Germany.",
    ],
  },
  {
    year: "2001",
    talks: [
      "Plenary: Approximation error in multistage programs. Nordic Optimisation Days, Gothenburg, Sweden.",
      "Seminar: Optimal contracts for electricity retailers. Technical University of Munich, Germany.",
    ],
  },
  {
    year: "2000",
    talks: [
      "Invited lecture: Lipschitz stability of stochastic programs. International Symposium on Decision and Risk, Salzburg, Austria.",
      "Colloquium lecture: Stochastic programming in public finance. University of Vienna, Austria.",
    ],
  },
];

/* ------------------------------------------------------------------ */
/* The CV                                                              */
/* ------------------------------------------------------------------ */

export const CV: CurriculumVitae = {
  slug: CV_SLUG,
  route: CV_ROUTE,
  name: "Dr. Elena Varga",
  titleLine:
    "Professor Emerita of Operations Research and Applied Mathematics · Special Adviser to the Founder of Nirvana",
  contactLine:
    "Vienna, Austria · elena.varga@example.org · https://example.org/elena-varga",
  summary: [
    "Elena Varga is an applied mathematician whose work on stochastic optimisation, risk measures and scenario generation has been used in finance, insurance, energy and public planning. She is the author or co-author of over 375 publications, including books, edited volumes, book chapters, journal and conference articles, patents and technical reports.",
    "She has organised over 80 conferences, workshops and summer schools, and has given over 250 invited talks, keynotes and colloquium lectures worldwide. Since 2021 she has served as special adviser to the founder of Nirvana on research strategy and the scientific integrity of its methods.",
    "The publication list below is a selection; the complete list is available in the publication library.",
  ],
  publicationLibraryUrl: "https://example.org/elena-varga/publications",
  links: [
    {
      label: "Research plan 2025–2030 (PDF)",
      href: "https://example.org/elena-varga/research-plan-2025-2030.pdf",
    },
    {
      label: "Teaching and mentoring plan (PDF)",
      href: "https://example.org/elena-varga/teaching-plan.pdf",
    },
  ],

  personalDetails: {
    number: 1,
    heading: "Personal details",
    items: [
      { key: "Name", value: "Elena Varga" },
      { key: "Born", value: "1962, Budapest, Hungary" },
      { key: "Nationality", value: "Hungarian and Austrian" },
      { key: "Languages", value: "Hungarian, German, English, French" },
      {
        key: "Current position",
        value:
          "Professor Emerita, KU Leuven; Special Adviser to the Founder of Nirvana",
      },
      { key: "E-mail", value: "elena.varga@example.org" },
    ],
  },

  education: {
    number: 2,
    heading: "Education",
    rows: [
      {
        date: "1997",
        text: "Habilitation (venia legendi) in Operations Research, ETH Zurich. Monograph: Approximation of Stochastic Processes in Optimisation.",
      },
      {
        date: "1988 – 1990",
        text: "Doctorate in Operations Research (Dr. rer. soc. oec., sub auspiciis), University of Vienna. Thesis: Discretisation of Two-Stage Stochastic Programs.",
      },
      {
        date: "1981 – 1986",
        text: "MSc in Mathematics (with distinction), Eötvös Loránd University, Budapest.",
      },
    ],
  },

  researchContributions: {
    number: 3,
    heading: "Research contributions",
    paragraphs: [
      "Varga's early work established quantitative stability results for stochastic programs, showing how the optimal decisions of a model change when the underlying probability distribution is approximated. These results give a rigorous basis for replacing continuous uncertainty by a finite set of scenarios.",
      "Building on this, she developed distance concepts for stochastic processes and filtrations that measure how well a scenario tree represents the information available over time. These distances led to practical algorithms for constructing and reducing scenario trees that are now part of several commercial and open-source modelling systems.",
      "A second line of work concerns risk measures for multistage decisions. With co-authors she introduced multiperiod acceptability functionals, studied their time consistency and dual representations, and showed how they can be embedded in decomposition algorithms without losing tractability.",
      "Her applied work spans asset-liability management for pension funds and insurers, electricity and gas portfolio management, hydro scheduling, supply chains and public planning. Most recently she has worked on distributionally robust models, machine-learned scenario generators and the honest communication of potential losses to retail investors.",
    ],
  },

  researchInterests: {
    number: 4,
    heading: "Research interests",
    items: [
      "Stochastic and multistage optimisation",
      "Risk measures, acceptability functionals and time consistency",
      "Scenario generation and reduction; distances for stochastic processes",
      "Distributionally robust optimisation",
      "Asset-liability management, pensions and insurance",
      "Energy systems and commodity markets under uncertainty",
      "Risk communication and loss-first disclosure for retail investors",
      "Machine learning for decision making under uncertainty",
    ],
  },

  appointments: {
    number: 5,
    heading: "Appointments",
    rows: [
      {
        date: "2021 – present",
        text: "Special Adviser to the Founder, Nirvana (part time).",
      },
      {
        date: "2020 – present",
        text: "Professor Emerita, Faculty of Economics and Business, KU Leuven, Belgium.",
      },
      {
        date: "2010 – 2020",
        text: "Full Professor and Chair of Operations Research, KU Leuven, Belgium.",
      },
      {
        date: "2003 – 2010",
        text: "Professor of Mathematical Finance and Fellow of a college, University of Oxford, United Kingdom.",
      },
      {
        date: "2008 (spring)",
        text: "Visiting Professor, Department of Mechanical and Industrial Engineering, University of Toronto, Canada.",
      },
      {
        date: "1997 – 2003",
        text: "Associate Professor, then Professor, Department of Mathematics, Technical University of Munich, Germany.",
      },
      {
        date: "1992 – 1997",
        text: "Senior Researcher and Lecturer (Privatdozentin from 1997), Institute for Operations Research, ETH Zurich, Switzerland.",
      },
      {
        date: "1988 – 1992",
        text: "Research and Teaching Assistant, Department of Statistics and Operations Research, University of Vienna, Austria.",
      },
      {
        date: "1986 – 1988",
        text: "Assistant Lecturer, Department of Operations Research, Eötvös Loránd University, Budapest, Hungary.",
      },
      {
        date: "Various",
        text: "Visiting appointments and short research stays at universities and research institutes in France, Italy, Norway, Japan, Chile and the United States.",
      },
    ],
  },

  honors: {
    number: 6,
    heading: "Honors and awards",
    rows: [
      {
        date: "2024",
        text: "Lifetime Achievement Award in Stochastic Optimisation (sample award).",
      },
      {
        date: "2022",
        text: "Honorary doctorate, a European technical university (sample).",
      },
      {
        date: "2019",
        text: "Fellow of the International Society for Decision Science (sample society).",
      },
      {
        date: "2016",
        text: "Gold Medal for Operational Research, European Association of Decision Societies (sample).",
      },
      {
        date: "2014",
        text: "Advanced research grant of a European research council (sample), see section 13.",
      },
      {
        date: "2011",
        text: "Best Paper Award, Energy Systems Optimisation (sample journal).",
      },
      {
        date: "2007",
        text: "Outstanding Teaching Award, University of Oxford (sample).",
      },
      {
        date: "2002",
        text: "Young Scientist Prize in Applied Mathematics (sample award).",
      },
      {
        date: "1990",
        text: "Doctorate sub auspiciis (highest distinction), University of Vienna (sample).",
      },
    ],
  },

  societies: {
    number: 7,
    heading: "Professional societies",
    rows: [
      {
        date: "2018 – 2021",
        text: "President, International Society for Decision Science (sample society).",
      },
      {
        date: "2012 – 2018",
        text: "Council member, Stochastic Programming Society (sample).",
      },
      {
        date: "since 1995",
        text: "Member, European Association of Decision Societies (sample).",
      },
      {
        date: "since 1992",
        text: "Member, Society for Applied Mathematics and Mechanics (sample).",
      },
      {
        date: "since 1990",
        text: "Member, Austrian Society of Operations Research (sample).",
      },
      {
        date: "since 1988",
        text: "Member, Hungarian Operations Research Society (sample).",
      },
    ],
  },

  consultancies: {
    number: 8,
    heading: "Consultancies",
    intro: "Selected consulting engagements (all organisations are fictional).",
    items: [
      "Alpenstrom Energie AG: stochastic hydro scheduling",
      "Nordlicht Pension Fund: asset-liability management model",
      "Danube Savings Bank: interest rate risk framework",
      "Helvetia Reinsurance Partners (sample): solvency projections",
      "Meridian Gas Storage: storage valuation and hedging",
      "Baltic Wind Holdings: risk-constrained bidding",
      "Lakeside Municipal Utilities: network capacity planning",
      "Carpathian Water Authority: reservoir management under drought risk",
      "Atlas Asset Management: scenario generation for portfolio construction",
      "Northgate Insurance Group: economic capital allocation",
      "Flandria Grid Operator: investment planning under policy uncertainty",
      "Iberian Solar Trust: storage sizing study",
      "Central European Development Agency: public budget risk analysis",
      "Orion Logistics: risk-averse supply chain design",
      "Silvanus Forest Fund: timber harvesting under fire risk",
      "Nirvana: review of the Compass Score methodology",
    ],
  },

  service: {
    number: 9,
    heading: "Service to the profession and community",
    rows: [
      {
        date: "2020 – 2024",
        text: "Chair, evaluation panel for mathematics and computer science, a European research funding programme (sample).",
      },
      {
        date: "2015 – 2019",
        text: "Member, scientific advisory board of a national energy research centre (sample).",
      },
      {
        date: "2012 – 2016",
        text: "Chair, steering committee of the International Symposium on Decision and Risk (sample).",
      },
      {
        date: "2008 – 2012",
        text: "Member, prize committee for the Young Scientist Prize in Applied Mathematics (sample).",
      },
      {
        date: "2005 – 2010",
        text: "Trustee, a foundation for mathematics education in Central and Eastern Europe (sample).",
      },
      {
        date: "since 1995",
        text: "Organiser or programme chair of over 80 conferences, workshops and summer schools.",
      },
      {
        date: "since 2018",
        text: "Volunteer mentor in a programme for women in mathematics (sample).",
      },
    ],
  },

  editorial: {
    number: 10,
    heading: "Editorial responsibilities",
    rows: [
      {
        date: "2015 – 2023",
        text: "Editor-in-Chief, Journal of Applied Stochastic Methods (sample journal).",
      },
      {
        date: "2010 – present",
        text: "Associate Editor, Quantitative Risk Review (sample journal).",
      },
      {
        date: "2008 – present",
        text: "Associate Editor, Energy Systems Optimisation (sample journal).",
      },
      {
        date: "2005 – 2015",
        text: "Area Editor, European Review of Operational Research (sample journal).",
      },
      {
        date: "2000 – 2010",
        text: "Associate Editor, Annals of Decision Science (sample journal).",
      },
      {
        date: "since 2012",
        text: "Series Editor, Decision Science Monographs, Northbridge Scientific (sample publisher).",
      },
    ],
  },

  publications: {
    number: 11,
    heading: "Publications",
    intro:
      "Selected publications (over 375 in total). Items are numbered continuously across groups; technical reports follow as 251–273.",
    groups: PUBLICATION_GROUPS,
    technicalReports: numberGroup("Technical Reports", 251, TECHNICAL_REPORTS),
  },

  invitedTalks: {
    number: 12,
    heading: "Invited talks since 2000",
    intro:
      "Over 250 invited talks in total; a selection since 2000 is listed by year.",
    years: INVITED_TALKS,
  },

  funding: {
    number: 13,
    heading: "Research funding",
    intro:
      "Selected competitive research grants as principal investigator (all grants are fictional).",
    rows: [
      {
        period: "2022 – 2026",
        description:
          "Loss-first risk communication for retail investors. Sample research foundation.",
        amount: "EUR 620,000",
      },
      {
        period: "2016 – 2021",
        description:
          "Robust multistage decisions under deep uncertainty. Advanced grant, sample European research council.",
        amount: "EUR 2,350,000",
      },
      {
        period: "2014 – 2018",
        description:
          "Scenario methods for the energy transition. Sample Flemish research fund.",
        amount: "EUR 910,000",
      },
      {
        period: "2011 – 2015",
        description:
          "Risk-averse stochastic programming: theory and algorithms. Sample Belgian science agency.",
        amount: "EUR 480,000",
      },
      {
        period: "2007 – 2010",
        description:
          "Electricity portfolio management under uncertainty. Sample UK engineering research council.",
        amount: "GBP 540,000",
      },
      {
        period: "2004 – 2007",
        description:
          "Asset-liability management for pension funds. Industry consortium (sample).",
        amount: "GBP 300,000",
      },
      {
        period: "1999 – 2003",
        description:
          "Approximation of stochastic processes for optimisation. Sample German research foundation.",
        amount: "EUR 420,000",
      },
      {
        period: "1993 – 1996",
        description:
          "Stochastic planning models for public utilities. Sample Swiss national science fund.",
        amount: "CHF 350,000",
      },
    ],
  },

  theses: {
    number: 14,
    heading: "Theses supervised",
    intro:
      "Doctoral theses supervised to completion (all students are fictional).",
    rows: [
      {
        date: "2024",
        text: "W. Ahmed: Ranking financial products by potential loss. KU Leuven.",
      },
      {
        date: "2022",
        text: "L. Moreau: Machine-learned scenario generators for risk-averse optimisation. KU Leuven.",
      },
      {
        date: "2020",
        text: "U. Falk: Fee salience and retail fund choice. KU Leuven.",
      },
      {
        date: "2018",
        text: "D. Ferrari: Stochastic optimisation of renewable energy systems. KU Leuven.",
      },
      {
        date: "2016",
        text: "K. Tanaka: Risk-averse supply chain planning. KU Leuven.",
      },
      {
        date: "2014",
        text: "N. Petrov: Asset-liability management for defined-benefit pension plans. KU Leuven.",
      },
      {
        date: "2010",
        text: "B. Hughes: Valuation of gas storage and swing contracts. University of Oxford.",
      },
      {
        date: "2009",
        text: "S. Lindgren: Stochastic models for electricity markets. University of Oxford.",
      },
      {
        date: "2006",
        text: "F. Keller: Credit risk in asset-liability models. University of Oxford.",
      },
      {
        date: "2003",
        text: "C. Duval: Quasi-Monte Carlo methods for scenario generation. Technical University of Munich.",
      },
      {
        date: "2001",
        text: "H. Brandt: Stochastic programming for insurance reserving. Technical University of Munich.",
      },
      {
        date: "1999",
        text: "M. Koller: Construction and reduction of scenario trees. Technical University of Munich.",
      },
    ],
  },

  postdocs: {
    number: 15,
    heading: "Postdoctoral assistants",
    intro: "Postdoctoral researchers hosted (all names are fictional).",
    rows: [
      {
        date: "2021 – 2024",
        text: "Dr. Y. Chen: distributionally robust multistage optimisation. KU Leuven.",
      },
      {
        date: "2017 – 2020",
        text: "Dr. R. Haas: stability and sample average approximation. KU Leuven.",
      },
      {
        date: "2013 – 2016",
        text: "Dr. G. Rossi: decomposition algorithms for risk-averse programs. KU Leuven.",
      },
      {
        date: "2011 – 2013",
        text: "Dr. I. Szabo: water resources under uncertainty. KU Leuven.",
      },
      {
        date: "2005 – 2008",
        text: "Dr. P. Novak: electricity portfolio optimisation. University of Oxford.",
      },
      {
        date: "2000 – 2003",
        text: "Dr. A. Berger: probability metrics and risk functionals. Technical University of Munich.",
      },
    ],
  },
};

/** The research funding table's name and column headings. */
export const CV_FUNDING_TABLE = {
  label: "Research funding",
  columns: {
    period: "Period",
    project: "Project and funder",
    amount: "Amount",
  },
};

/** The text of the link to the full publication library. */
export const PUBLICATION_LIBRARY_LINK = "Publication library";

/** The CV page's title, for its meta tags and its share image. */
export function cvPageTitle(cv: CurriculumVitae): string {
  return `${cv.name}: curriculum vitae`;
}

type Words<T> = Omit<T, "number">;

/**
 * The CV in another language (app/content/translations/<locale>/cv.ts):
 * every section's words; names, publication and talk titles, funding
 * periods and amounts stay the English file's (cited as they appear).
 */
export interface CvWords {
  titleLine: string;
  summary: string[];
  /** The labels of CV.links, in order. */
  links: string[];
  personalDetails: Words<CvKeyValueSection>;
  education: Words<CvRowsSection>;
  researchContributions: Words<CvParagraphSection>;
  researchInterests: Words<CvListSection>;
  appointments: Words<CvRowsSection>;
  honors: Words<CvRowsSection>;
  societies: Words<CvRowsSection>;
  consultancies: Words<CvListSection>;
  service: Words<CvRowsSection>;
  editorial: Words<CvRowsSection>;
  publications: {
    heading: string;
    intro: string;
    /** The headings of the publication groups, in order. */
    groupHeadings: string[];
    technicalReportsHeading: string;
  };
  invitedTalks: { heading: string; intro: string };
  funding: {
    heading: string;
    intro: string;
    /** The grants' descriptions, in order. */
    descriptions: string[];
  };
  theses: Words<CvRowsSection>;
  postdocs: Words<CvRowsSection>;
}

/** The CV with a translation's words in the English file's places. */
export function translatedCv(w: CvWords): CurriculumVitae {
  const en = CV;
  const anchored = (group: CvPublicationGroup, heading: string) => ({
    ...group,
    heading,
    anchor: group.heading,
  });
  return {
    ...en,
    titleLine: w.titleLine,
    summary: w.summary,
    links: en.links.map((l, i) => ({ ...l, label: w.links[i] ?? l.label })),
    personalDetails: { number: 1, ...w.personalDetails },
    education: { number: 2, ...w.education },
    researchContributions: { number: 3, ...w.researchContributions },
    researchInterests: { number: 4, ...w.researchInterests },
    appointments: { number: 5, ...w.appointments },
    honors: { number: 6, ...w.honors },
    societies: { number: 7, ...w.societies },
    consultancies: { number: 8, ...w.consultancies },
    service: { number: 9, ...w.service },
    editorial: { number: 10, ...w.editorial },
    publications: {
      ...en.publications,
      heading: w.publications.heading,
      intro: w.publications.intro,
      groups: en.publications.groups.map((g, i) =>
        anchored(g, w.publications.groupHeadings[i] ?? g.heading),
      ),
      technicalReports: anchored(
        en.publications.technicalReports,
        w.publications.technicalReportsHeading,
      ),
    },
    invitedTalks: {
      ...en.invitedTalks,
      heading: w.invitedTalks.heading,
      intro: w.invitedTalks.intro,
    },
    funding: {
      ...en.funding,
      heading: w.funding.heading,
      intro: w.funding.intro,
      rows: en.funding.rows.map((r, i) => ({
        ...r,
        description: w.funding.descriptions[i] ?? r.description,
      })),
    },
    theses: { number: 14, ...w.theses },
    postdocs: { number: 15, ...w.postdocs },
  };
}
