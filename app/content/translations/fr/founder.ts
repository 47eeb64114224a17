import { founderLinks, type FounderContent } from "#app/content/founder.ts";

/** Draft translation (fr), awaiting review by a native speaker. */
export const sampleNotice =
  "Contenu d'exemple : Aurelio Marsh est un personnage fictif. Sa biographie, ses modèles de trading, ses photographies, ses chaînes et ses livres audio ont été inventés à des fins de démonstration uniquement.";

export const founder: FounderContent = {
  heading: "Lié par un autre pacte",
  name: "Aurelio Marsh",
  tagline:
    "Fondateur de Nirvana · Inventeur de modèles de trading · Photographe",
  paragraphs: [
    "Aurelio Marsh a passé plus de vingt ans à concevoir des modèles de trading quantitatifs avant de conclure que la chose la plus utile qu'il pouvait construire n'était pas une nouvelle manière de gagner, mais une manière de voir combien on pouvait perdre. Nirvana en est le résultat : un moteur de recherche financier neutre qui classe les produits selon ce qu'ils peuvent coûter à un investisseur ordinaire, et non selon ce qu'ils rapportent à ceux qui les vendent.",
    "Il a commencé sa carrière sur un desk obligataire, où il écrivait le soir ses premiers outils de valorisation sur une station de travail empruntée. Ces outils sont devenus une famille de modèles d'allocation fondés d'abord sur le risque, qu'il a ensuite concédés sous licence à des gérants d'actifs sur trois continents. Le fil conducteur était simple : partir du risque de baisse, le mesurer honnêtement, et laisser tout le reste en découler.",
    "Au fil des années, il s'est senti de plus en plus mal à l'aise dans un secteur où une même entreprise pouvait concevoir un produit, le noter et le vendre. Commissions, frais de référencement et classements sponsorisés déterminent ce que voient la plupart des gens lorsqu'ils cherchent un fonds de pension, un ETF ou un compte d'épargne. Il en est venu à y voir un pacte entre vendeurs, et il a voulu être lié par un autre pacte : un pacte avec la personne qui porte le risque.",
    "Ce pacte est inscrit dans le fonctionnement même de Nirvana. Les membres paient une cotisation annuelle fixe, et rien d'autre. Aucun fournisseur de produits ne peut acheter une meilleure position, et les Trust Code n'influencent jamais les résultats de recherche. Dix pour cent du chiffre d'affaires consolidé total sont promis à des œuvres caritatives : forêts, écosystèmes, animaux et êtres humains.",
    "Loin des écrans, Aurelio est photographe. Il travaille surtout en noir et blanc, au fil de longues marches à travers forêts, littoraux et vieilles villes industrielles, et il dit que la photographie lui a enseigné la même leçon que la gestion des risques : ce que l'on laisse hors du cadre compte autant que ce que l'on y met. Une sélection de ses images accompagne cette page.",
    "Il a enregistré trois livres audio sur l'argent, la patience et l'aversion à la perte, et publie de courts essais vidéo dans lesquels il explique sans jargon comment fonctionnent réellement les produits financiers. Il partage sa vie entre Lisbonne et les Highlands écossais, et répond personnellement aux lettres des membres chaque fois qu'il le peut.",
  ],
  links: founderLinks({
    profile: "Profil professionnel",
    videos: "Chaîne vidéo : Plain Money with Aurelio Marsh",
    photography: "Photographie d'art : Aurelio Marsh Photography",
    "how-much-could-i-lose": "Livre audio : How Much Could I Lose?",
    "the-patient-investor": "Livre audio : The Patient Investor",
    "bound-by-a-different-covenant":
      "Livre audio : Bound by a Different Covenant",
  }),
};

export const linksHeading = "Ailleurs sur le web";
