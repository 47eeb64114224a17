import type { MediaTranslation } from "#app/content/translations/types.ts";

/** Draft translation (fr), awaiting review by a native speaker. */
export const media: MediaTranslation = {
  transcripts: {
    "what-is-this-all-about": {
      title: "De quoi s’agit-il ?",
      text: "Ceci est un message d’exemple pour le site de démonstration de Nirvana. Nirvana est un moteur de recherche pour la finance qui part d’une seule question : combien pourrais-je perdre ? Nous classons les produits selon le Compass Score, un indice de pertinence qui garde le risque de perte en vue. Nous ne vendons aucun produit et ne prenons aucun argent des entreprises que nous classons. Les membres paient pour la recherche, et c’est tout notre modèle. Si cela paraît simple, c’est voulu. Tout le reste de ce site explique comment nous essayons de le garder ainsi.",
    },
    "on-earnestness": {
      title: "Du sérieux",
      text: "Une réflexion d’exemple sur le sérieux. Être sérieux, c’est dire ce qu’un chiffre signifie, et ce qu’il ne signifie pas. Un score n’est pas une promesse, et une analyse n’est pas un conseil. Nous préférons vous montrer le risque sans détour plutôt que de vous vendre une histoire de rendements. Quand nous ne sommes pas sûrs, nous le disons. Quand un résultat nous surprend, nous le vérifions avant de le publier. Le sérieux est plus lent que l’enthousiasme, mais il vieillit mieux.",
    },
    "of-equitable-liability": {
      title: "De la responsabilité équitable",
      text: "Une note d’exemple sur la responsabilité équitable. Quand un outil façonne des décisions sur l’épargne d’autrui, ses créateurs portent une part des conséquences. Nous publions le fonctionnement de nos classements, nous ne laissons jamais un code de parrainage déplacer un résultat, et nous répondons de nos erreurs. La responsabilité est équitable lorsqu’elle revient à ceux qui peuvent prévenir le dommage. Pour un moteur de recherche, c’est nous : ceux qui choisissent ce que vous voyez en premier.",
    },
    "of-the-ribbon": {
      title: "Du ruban",
      text: "Une histoire d’exemple à propos d’un ruban. Un ruban noue un cadeau, et il marque aussi une ligne d’arrivée. Nous voyons notre engagement de la même façon : dix pour cent de nos revenus vont aux forêts, aux écosystèmes, aux animaux et aux personnes, liés à chaque adhésion dès le premier jour. Le ruban n’est pas une décoration. C’est un rappel, chaque fois que nous ouvrons les comptes, que le travail doit laisser quelque chose de meilleur que ce qu’il a trouvé.",
    },
    "founder-message": {
      title: "Un message du fondateur",
      text: "Bonjour et bienvenue. Cette courte vidéo d’exemple tient lieu de message du fondateur de Nirvana. Nous avons construit un moteur de recherche pour la finance qui commence par une question simple : combien pourrais-je perdre ? Cherchez avec soin, lisez d’abord ce que vous pourriez perdre, et prenez votre temps.",
    },
  },
};
