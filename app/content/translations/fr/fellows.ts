import type { Fellow, FELLOW_PROFILE } from "#app/content/fellows.ts";
import { pagePath } from "#app/lib/pages/links.ts";

/** Draft translation (fr), awaiting review by a native speaker. */
export const sampleNotice =
  "Contenu d'exemple : les fellows de Nirvana présentés ici sont des personnages fictifs. Leurs biographies, diplômes et nominations ont été inventés à des fins de démonstration uniquement.";

export const heading = "Nirvana Fellows";

export const intro =
  "Nos fellows conseillent Nirvana en toute indépendance. Ils ne perçoivent aucune commission d'un fournisseur de produits, et aucun d'entre eux ne peut influer sur le classement d'un produit financier.";

export const fellows: Fellow[] = [
  {
    slug: "miriam-okafor",
    name: "Dr. Miriam Okafor",
    role: "Nirvana Fellow en finance comportementale",
    area: "behavioural-finance",
    areaLabel: "Finance comportementale",
    portrait: 0,
    portraitAlt: "Portrait : Dr. Miriam Okafor",
    shortBio: [
      "Miriam Okafor étudie la façon dont les investisseurs ordinaires perçoivent les pertes, les frais et le risque, et comment la présentation de l'information modifie leurs choix.",
      "Elle conseille Nirvana sur la manière d'expliquer aux membres les estimations de perte et les Compass Score, afin que les chiffres éclairent les décisions sans les orienter.",
    ],
    profile: {
      personalDetails: [
        { key: "Nom", value: "Miriam Adaeze Okafor" },
        { key: "Nationalité", value: "britannique et nigériane" },
        { key: "Fonction", value: "Nirvana Fellow en finance comportementale" },
        {
          key: "Affiliation",
          value:
            "Associate Professor of Finance, University of Edinburgh (nomination fictive)",
        },
        { key: "Langues", value: "anglais, yoruba, français" },
        { key: "Lieu de résidence", value: "Édimbourg, Royaume-Uni" },
      ],
      education: [
        {
          date: "2009 – 2013",
          text: "PhD en finance, London School of Economics. Thèse : « Loss Framing and the Retail Demand for Structured Products ».",
        },
        {
          date: "2007 – 2008",
          text: "MSc en sciences comportementales, University of Warwick (avec distinction).",
        },
        {
          date: "2004 – 2007",
          text: "BSc en économie et psychologie, University of Bristol (first class honours, plus haute mention).",
        },
      ],
      biography: [
        "Miriam Okafor a grandi entre Lagos et Manchester et est venue à la finance par la psychologie. Étudiante de premier cycle, elle menait de petites expériences sur la façon dont les étudiants choisissaient entre plusieurs comptes d'épargne, et a été frappée de voir à quel point la formulation d'une fiche produit modifiait leur choix.",
        "Sa thèse de doctorat a cherché à comprendre pourquoi des investisseurs particuliers achetaient des produits structurés complexes dont les rendements attendus étaient, sur le papier, médiocres. Elle a montré que la manière dont les pertes potentielles étaient présentées dans les documents commerciaux expliquait une grande partie de la demande, et que des informations simples, centrées d'abord sur la perte, la réduisaient nettement.",
        "Après un contrat postdoctoral à Amsterdam, elle a rejoint la University of Edinburgh, où elle dirige un petit laboratoire consacré à la finance des ménages et à la conception de l'information réglementaire. Elle a conseillé des associations de consommateurs sur la transparence des frais et a beaucoup écrit pour le grand public sur les raisons pour lesquelles on conserve trop longtemps des placements perdants.",
        "Chez Nirvana, elle examine la formulation et la présentation des estimations de perte, des Compass Score et des indicateurs de risque, et teste les nouvelles explications auprès de membres volontaires avant leur publication.",
      ],
      researchInterests: [
        "Aversion à la perte et présentation du risque d'investissement",
        "Conception de l'information sur les produits financiers destinés aux particuliers",
        "Visibilité des frais et demande de fonds à gestion active",
        "Choix de portefeuille des ménages et décisions en matière de retraite",
        "Culture financière à travers les langues et les cultures",
        "Méthodes expérimentales en finance des ménages",
      ],
    },
  },
  {
    slug: "tomas-lindqvist",
    name: "Dr. Tomas Lindqvist",
    role: "Nirvana Fellow en optimisation algorithmique",
    area: "algorithmic-optimisation",
    areaLabel: "Optimisation algorithmique",
    portrait: 1,
    portraitAlt: "Portrait : Dr. Tomas Lindqvist",
    shortBio: [
      "Tomas Lindqvist travaille sur l'optimisation à grande échelle et les méthodes de classement robustes. Il a auparavant dirigé des recherches sur la construction de portefeuille en situation d'incertitude au KTH Royal Institute of Technology (nomination fictive).",
      "Il conseille Nirvana sur les méthodes numériques qui sous-tendent le Compass Score et sur la manière de garder des classements stables, reproductibles et exempts de toute influence commerciale.",
    ],
  },
  {
    slug: "elena-varga",
    name: "Dr. Elena Varga",
    role: "Conseillère spéciale du fondateur",
    area: "special-adviser",
    areaLabel: "Conseillère spéciale du fondateur",
    portrait: 2,
    portraitAlt: "Portrait : Dr. Elena Varga",
    shortBio: [
      "Elena Varga est mathématicienne appliquée et chercheuse en recherche opérationnelle ; ses travaux portent sur l'optimisation stochastique, la mesure du risque et l'aide à la décision. Elle a occupé des postes dans sept universités en Europe et en Amérique du Nord.",
      "En tant que conseillère spéciale du fondateur, elle examine le programme de recherche de Nirvana et l'intégrité scientifique de ses méthodes. Son curriculum vitae complet est disponible sur une page distincte.",
    ],
    cvHref: pagePath("adviserCv"),
  },
];

export const profile: typeof FELLOW_PROFILE = {
  headingPrefix: "Profil :",
  personalDetails: "Informations personnelles",
  education: "Formation",
  biography: "Biographie",
  researchInterests: "Domaines de recherche",
};
