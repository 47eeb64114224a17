import type { CryptoTranslation } from "#app/content/translations/types.ts";

/** Draft translation (fr), awaiting review by a native speaker. */
export const crypto: CryptoTranslation = {
  sampleNotice:
    "Contenu d’exemple : cette déclaration et les pages Bitcoin, Ether et Stablecoins ont été rédigées à titre de démonstration par un fondateur fictif. Elles ne constituent pas un conseil en investissement. Les liens vers les sources sont de vraies références publiques, citées uniquement pour le contexte.",
  statement: {
    heading: "Les cryptomonnaies sont-elles toujours une mauvaise idée ?",
    intro: [
      "Les membres me posent cette question plus que presque toute autre. La réponse honnête est non : pas toujours, et pas pour tout le monde. Mais c’est presque toujours plus risqué qu’il n’y paraît, et ceux qui vous disent le contraire sont généralement ceux qui gagnent quelque chose quand vous achetez.",
      "Nirvana est construit autour d’une seule question : combien pourrais-je perdre ? Posée à la plupart des cryptoactifs, la réponse est inconfortable. Les prix peuvent être divisés par deux en quelques semaines, les plateformes peuvent faire faillite, et les protections que l’on tient pour acquises avec un compte bancaire ou un fonds réglementé n’existent souvent pas.",
      "Cela ne rend pas les idées sous-jacentes sans valeur. Bitcoin a montré que des inconnus peuvent s’accorder sur un registre commun sans gardien central. Ethereum a fait de ce registre un ordinateur programmable. Les stablecoins cherchent à faire circuler des dollars numériques aussi facilement qu’un e-mail. Chacune de ces idées est intéressante ; chacune comporte sa propre forme de perte.",
      "Plutôt qu’un verdict, j’ai donc écrit trois courtes notes, une pour chacune, qui exposent les risques aussi simplement que possible. Elles reflètent mon opinion personnelle, sont datées et vieilliront. Lisez-les comme un point de départ pour votre propre réflexion, pas comme une recommandation.",
    ],
    jokeImage: {
      alt: "Dessin d’un homme qui consulte son téléphone sur des montagnes russes en forme de graphique de cours",
      caption:
        "« Je suis là pour le long terme », dit-il, vingt minutes après le début du tour. (Une blague, pas une prévision.)",
    },
    linksHeading: "Trois notes, une pour chacune",
    links: {
      bitcoin: {
        label: "Bitcoin",
        description:
          "Rare par conception, volatil dans la pratique : que pourriez-vous perdre en détenant du BTC ?",
      },
      ether: {
        label: "Ether",
        description:
          "Le carburant d’un réseau programmable, avec en plus les risques des contrats intelligents et du staking.",
      },
      stablecoins: {
        label: "Stablecoins",
        description:
          "Conçus pour garder un prix stable, mais seulement aussi sûrs que les réserves et l’émetteur qui les soutiennent.",
      },
    },
    signature: "Aurelio Marsh, fondateur de Nirvana",
  },
  date: "20 septembre 2025",
  disclaimer:
    "Cette page présente l’opinion personnelle du fondateur de Nirvana. Il s’agit d’une information générale, et non d’une recommandation personnalisée ou d’un conseil en investissement ; elle ne tient pas compte de votre situation. Nirvana ne vend, ne détient, n’intermédie ni ne promeut aucun cryptoactif, et rien ici n’est une invitation à en acheter ou à en vendre.",
  riskWarning: {
    heading: "Avertissement sur les risques (Royaume-Uni)",
    text: "N’investissez que si vous êtes prêt à perdre tout l’argent investi. Il s’agit d’un investissement à haut risque et vous ne devez pas vous attendre à être protégé en cas de problème.",
    learnMoreLabel: "Prenez 2 minutes pour en savoir plus (en anglais)",
  },
  bottomLineHeading: "En résumé",
  sourcesHeading: "Sources",
  legalNotesHeading: "Mentions légales",
  legalNotes: [
    "Cette page est une opinion personnelle du fondateur, publiée à des fins d’information générale et de pédagogie. Elle ne constitue ni un conseil en investissement, juridique ou fiscal, ni une promotion financière pour un cryptoactif, un produit ou un service.",
    "Les cryptoactifs sont en grande partie non réglementés dans de nombreux pays. Au Royaume-Uni, vous n’aurez probablement pas accès au Financial Ombudsman Service ni au Financial Services Compensation Scheme en cas de problème avec un investissement en cryptoactifs.",
    "Les performances passées ne préjugent pas des résultats futurs. Les prix cités ou sous-entendus sur cette page peuvent être dépassés au moment où vous la lisez.",
    "Les résultats de recherche et les Compass Scores de Nirvana sont des analyses impersonnelles. Ni cette page ni aucun Trust Code n’influence le classement des produits financiers.",
    "Les sources sont indiquées uniquement pour le contexte et la citation. Nirvana n’est pas responsable du contenu des sites externes.",
  ],
  back: "← Retour à « {heading} »",
  pages: {
    bitcoin: {
      title: "Bitcoin : que pourriez-vous perdre ?",
      intro: [
        "Bitcoin a été décrit en 2008 comme un système de monnaie électronique de pair à pair. Dans la pratique, la plupart des gens le détiennent aujourd’hui comme une réserve de valeur spéculative, en espérant qu’il vaudra plus tard davantage. Son offre est plafonnée à 21 millions de pièces, et cette rareté est au cœur de l’histoire qu’on raconte à son sujet.",
        "La rareté seule ne fait pas d’un actif un endroit sûr pour son épargne. Voici les risques que je voudrais qu’un ami comprenne avant de mettre de l’argent dans le bitcoin.",
      ],
      riskSections: [
        {
          heading: "Volatilité des prix",
          paragraphs: [
            "Le bitcoin a chuté de plus de 70 % par rapport à un sommet à plusieurs reprises dans son histoire, et les reprises ont pris des années. Une baisse de cette ampleur sur de l’argent dont vous avez besoin dans les cinq ans peut être dévastatrice.",
            "Aucun flux de trésorerie, bénéfice ou coupon ne permet d’ancrer une valorisation. Le prix est ce que le prochain acheteur est prêt à payer, ce qui le rend particulièrement sensible au sentiment du marché, à l’effet de levier et à la liquidité.",
          ],
        },
        {
          heading: "Conservation et perte des clés",
          paragraphs: [
            "Celui qui contrôle les clés privées contrôle les pièces. Si vous perdez vos clés ou votre phrase de récupération, les bitcoins sont perdus pour de bon ; personne ne peut réinitialiser un mot de passe pour vous.",
            "Si vous laissez vos pièces sur une plateforme d’échange, vous dépendez de sa sécurité et de sa solvabilité. Plusieurs grandes plateformes se sont effondrées ou ont été piratées, et leurs clients ont attendu des années pour récupérer une partie de leur argent, ou n’ont rien récupéré.",
          ],
        },
        {
          heading: "Une protection limitée",
          paragraphs: [
            "Au Royaume-Uni, les investissements en cryptoactifs ne sont généralement pas couverts par le Financial Services Compensation Scheme, et les réclamations peuvent échapper au Financial Ombudsman Service. Des lacunes similaires existent dans de nombreux autres pays.",
            "Les transactions sont irréversibles. Si vous envoyez des bitcoins à un escroc ou à une mauvaise adresse, il n’y a généralement aucun moyen de les récupérer.",
          ],
        },
        {
          heading: "Fraudes et arnaques",
          paragraphs: [
            "Le bitcoin est l’outil préféré des escrocs à l’investissement : fausses plateformes, hypertrucages de célébrités, arnaques sentimentales et services de « récupération » qui ciblent des personnes ayant déjà perdu de l’argent.",
            "Une règle simple : si quelqu’un rencontré en ligne propose de vous aider à investir dans la crypto, considérez que c’est une arnaque jusqu’à preuve du contraire.",
          ],
        },
        {
          heading: "Incertitude réglementaire et fiscale",
          paragraphs: [
            "Les règles qui encadrent l’achat, la vente, la publicité et l’imposition du bitcoin évoluent encore. De nouvelles restrictions peuvent rapidement affecter les prix et l’accès aux plateformes.",
            "Les cessions sont généralement des événements imposables. Une tenue de registres négligée peut transformer un gain modeste en un problème coûteux.",
          ],
        },
        {
          heading: "Énergie et environnement",
          paragraphs: [
            "Le système de preuve de travail de Bitcoin consomme une grande quantité d’électricité. Les estimations varient, mais sa consommation annuelle est souvent comparée à celle d’un pays de taille moyenne.",
            "Pour les membres qui tiennent à la durabilité, comme nous, c’est un coût réel à mettre en balance avec le risque financier.",
          ],
        },
      ],
      bottomLine: [
        "Si vous décidez de détenir du bitcoin, considérez-le comme de l’argent que vous pourriez perdre entièrement. Limitez-le à une petite part de ce que vous possédez, n’empruntez jamais pour en acheter, et sachez exactement qui détient vos clés.",
        "Posez d’abord la question de Nirvana : combien pourrais-je perdre ? Pour le bitcoin, la réponse honnête est : tout.",
      ],
    },
    ether: {
      title: "Ether : que pourriez-vous perdre ?",
      intro: [
        "L’ether (ETH) est l’actif natif d’Ethereum, une blockchain qui exécute des programmes appelés contrats intelligents. L’ether paie le calcul sur le réseau et, depuis 2022, le sécurise par le staking plutôt que par le minage.",
        "Ethereum est une véritable prouesse d’ingénierie. Cela ne fait pas de l’ether un placement sûr. Il comporte les risques de prix du bitcoin, et plusieurs autres qui lui sont propres.",
      ],
      riskSections: [
        {
          heading: "Volatilité des prix",
          paragraphs: [
            "L’ether a historiquement été encore plus volatil que le bitcoin, avec des chutes de 80 % ou plus entre un sommet et un creux. Son prix dépend de la demande pour le réseau, des blockchains concurrentes et du sentiment général du marché.",
          ],
        },
        {
          heading: "Risque lié aux contrats intelligents",
          paragraphs: [
            "Une grande partie de l’activité sur Ethereum passe par des contrats intelligents écrits par des tiers. Des bogues dans ce code ont entraîné des pertes de centaines de millions de dollars, et une transaction conforme au code est généralement définitive, même si le résultat n’était pas voulu.",
            "Utiliser des applications de finance décentralisée (DeFi) ajoute des couches de risque : le contrat, l’interface, les oracles de prix et les ponts entre chaînes peuvent chacun défaillir.",
          ],
        },
        {
          heading: "Risque lié au staking",
          paragraphs: [
            "Le staking d’ether peut rapporter un rendement, mais les pièces mises en jeu peuvent être bloquées pendant un certain temps, et les validateurs peuvent être pénalisés (« slashing ») en cas de faute. Passer par une plateforme pour le staking ajoute le risque que celle-ci fasse faillite ou limite les retraits.",
            "Un rendement de staking n’est pas un intérêt bancaire. Il est versé en ether, dont la valeur peut baisser plus vite que le rendement ne s’accumule.",
          ],
        },
        {
          heading: "Conservation, arnaques et irréversibilité",
          paragraphs: [
            "Comme pour le bitcoin, celui qui contrôle les clés contrôle les pièces. Signer une transaction malveillante peut vider un portefeuille en quelques secondes, et personne ne peut l’annuler.",
            "Faux jetons, sites d’hameçonnage et arnaques aux « airdrops » sont courants sur Ethereum. Vérifiez chaque adresse et ne communiquez jamais votre phrase de récupération.",
          ],
        },
        {
          heading: "Incertitude réglementaire",
          paragraphs: [
            "Les régulateurs des différents pays ont encore des positions divergentes sur les services de staking, la DeFi et les jetons créés sur Ethereum. Des changements de règles peuvent modifier les services qui vous restent accessibles.",
          ],
        },
      ],
      bottomLine: [
        "L’ether est un pari sur l’usage futur d’un réseau programmable, assorti de risques techniques que la plupart des investisseurs ne peuvent pas évaluer seuls. Si vous en détenez, ne gardez que ce que vous pourriez perdre entièrement, et méfiez-vous de tout ce qui promet un rendement supplémentaire.",
      ],
    },
    stablecoins: {
      title: "Stablecoins : que pourriez-vous perdre ?",
      intro: [
        "Les stablecoins sont des jetons conçus pour garder une valeur stable, généralement un dollar américain. La plupart sont adossés à des réserves de liquidités et d’obligations d’État à court terme détenues par l’émetteur ; d’autres reposent sur des garanties en cryptoactifs ou sur des algorithmes.",
        "« Stable » décrit un objectif, pas une garantie. Un stablecoin est la promesse d’une entreprise, et il ne vaut que ce que valent cette entreprise et ses réserves.",
      ],
      riskSections: [
        {
          heading: "Perte de l’ancrage",
          paragraphs: [
            "Des stablecoins ont déjà perdu leur ancrage. En 2022, un stablecoin algorithmique s’est effondré presque à zéro en quelques jours, et en 2023 un grand stablecoin adossé à des réserves est brièvement tombé bien en dessous d’un dollar lorsqu’une partie de ses réserves s’est retrouvée bloquée dans une banque en faillite.",
          ],
        },
        {
          heading: "Risque lié aux réserves et à l’émetteur",
          paragraphs: [
            "Vous comptez sur l’émetteur pour détenir suffisamment d’actifs sûrs et liquides afin de rembourser chaque jeton, et pour dire la vérité à leur sujet. Les attestations ne valent pas des audits complets, et la qualité des réserves varie d’un émetteur à l’autre.",
            "Si l’émetteur fait faillite, vous pourriez être un créancier chirographaire. Les stablecoins ne sont pas des dépôts bancaires et ne sont généralement pas couverts par la garantie des dépôts.",
          ],
        },
        {
          heading: "Limites au remboursement",
          paragraphs: [
            "Seuls certains clients peuvent se faire rembourser directement par l’émetteur, souvent avec des montants minimums et des frais. Tous les autres dépendent d’une vente sur une plateforme d’échange, où le prix peut déraper en cas de crise.",
          ],
        },
        {
          heading: "Risque lié aux plateformes et au rendement",
          paragraphs: [
            "Les plateformes qui versent des « intérêts » sur les stablecoins les prêtent à leur tour, souvent à des emprunteurs risqués. Plusieurs de ces plateformes ont gelé les retraits et fait faillite.",
          ],
        },
        {
          heading: "Réglementation et accès",
          paragraphs: [
            "Des règles sur les stablecoins arrivent dans de nombreuses juridictions, notamment le règlement MiCA de l’UE et de nouvelles propositions au Royaume-Uni. Certains jetons pourraient être retirés de la cote ou restreints dans certains pays, ce qui peut compliquer leur utilisation ou leur vente.",
          ],
        },
      ],
      bottomLine: [
        "Un stablecoin peut être un moyen utile de déplacer de l’argent sur une blockchain, mais ce n’est pas un compte d’épargne. Si vous devez en détenir un, privilégiez des émetteurs réglementés aux réserves solides, gardez des soldes faibles et de court terme, et méfiez-vous de quiconque vous propose un rendement dessus.",
      ],
    },
  },
};
