import type { CvTranslation } from "#app/content/translations/types.ts";

/**
 * Draft translation (fr), awaiting review by a native speaker. Names,
 * institutions and dates as in app/content/cv.ts; publication and talk
 * titles stay English there.
 */
export const cv: CvTranslation = {
  sampleNotice:
    "Contenu d’exemple : Dr Elena Varga est une personne fictive. Tous les postes, distinctions, publications, brevets, conférences, financements, thèses et autres informations de cette page sont inventés à des fins de démonstration uniquement.",
  pageTitle: "{name} : curriculum vitae",
  publicationLibraryLink: "Bibliothèque des publications",
  navigation: {
    contents: "Sommaire",
    jumpTo: "Aller à une section",
    groupSummary: {
      one: "Afficher l’entrée",
      other: "Afficher les {count} entrées",
    },
    talksSummary: { one: "1 conférence", other: "{count} conférences" },
  },
  fundingTable: {
    label: "Financement de la recherche",
    columns: {
      period: "Période",
      project: "Projet et financeur",
      amount: "Montant",
    },
  },
  cv: {
    titleLine:
      "Professeure émérite de recherche opérationnelle et de mathématiques appliquées · Conseillère spéciale du fondateur de Nirvana",
    summary: [
      "Elena Varga est une mathématicienne appliquée dont les travaux sur l’optimisation stochastique, les mesures de risque et la génération de scénarios sont utilisés dans la finance, l’assurance, l’énergie et la planification publique. Elle est l’autrice ou la coautrice de plus de 375 publications, dont des livres, des ouvrages collectifs, des chapitres de livres, des articles de revues et de conférences, des brevets et des rapports techniques.",
      "Elle a organisé plus de 80 conférences, ateliers et écoles d’été, et a donné plus de 250 conférences invitées, conférences plénières et exposés de colloque dans le monde entier. Depuis 2021, elle est conseillère spéciale du fondateur de Nirvana pour la stratégie de recherche et l’intégrité scientifique de ses méthodes.",
      "La liste de publications ci-dessous est une sélection ; la liste complète est disponible dans la bibliothèque des publications.",
    ],
    links: [
      "Plan de recherche 2025–2030 (PDF, en anglais)",
      "Plan d’enseignement et d’encadrement (PDF, en anglais)",
    ],
    personalDetails: {
      heading: "Informations personnelles",
      items: [
        { key: "Nom", value: "Elena Varga" },
        { key: "Naissance", value: "1962, Budapest, Hongrie" },
        { key: "Nationalité", value: "hongroise et autrichienne" },
        { key: "Langues", value: "hongrois, allemand, anglais, français" },
        {
          key: "Poste actuel",
          value:
            "Professeure émérite, KU Leuven ; conseillère spéciale du fondateur de Nirvana",
        },
        { key: "E-mail", value: "elena.varga@example.org" },
      ],
    },
    education: {
      heading: "Formation",
      rows: [
        {
          date: "1997",
          text: "Habilitation (venia legendi) en recherche opérationnelle, ETH Zurich. Monographie : Approximation of Stochastic Processes in Optimisation.",
        },
        {
          date: "1988 – 1990",
          text: "Doctorat en recherche opérationnelle (Dr. rer. soc. oec., sub auspiciis), Université de Vienne. Thèse : Discretisation of Two-Stage Stochastic Programs.",
        },
        {
          date: "1981 – 1986",
          text: "Master de mathématiques (avec mention), Université Eötvös Loránd, Budapest.",
        },
      ],
    },
    researchContributions: {
      heading: "Contributions à la recherche",
      paragraphs: [
        "Les premiers travaux de Varga ont établi des résultats quantitatifs de stabilité pour les programmes stochastiques, montrant comment les décisions optimales d’un modèle changent lorsque la loi de probabilité sous-jacente est approchée. Ces résultats fournissent une base rigoureuse pour remplacer une incertitude continue par un ensemble fini de scénarios.",
        "Dans leur prolongement, elle a développé des notions de distance pour les processus stochastiques et les filtrations, qui mesurent dans quelle mesure un arbre de scénarios représente l’information disponible au fil du temps. Ces distances ont conduit à des algorithmes pratiques de construction et de réduction d’arbres de scénarios, aujourd’hui intégrés à plusieurs systèmes de modélisation commerciaux et libres.",
        "Un second axe de travail porte sur les mesures de risque pour les décisions multi-étapes. Avec ses coauteurs, elle a introduit des fonctionnelles d’acceptabilité multipériodes, étudié leur cohérence temporelle et leurs représentations duales, et montré comment les intégrer dans des algorithmes de décomposition sans perdre en résolubilité.",
        "Ses travaux appliqués couvrent la gestion actif-passif des fonds de pension et des assureurs, la gestion de portefeuilles d’électricité et de gaz, la planification hydroélectrique, les chaînes d’approvisionnement et la planification publique. Plus récemment, elle a travaillé sur les modèles distributionnellement robustes, les générateurs de scénarios appris par machine et la communication honnête des pertes possibles aux investisseurs particuliers.",
      ],
    },
    researchInterests: {
      heading: "Thèmes de recherche",
      items: [
        "Optimisation stochastique et multi-étapes",
        "Mesures de risque, fonctionnelles d’acceptabilité et cohérence temporelle",
        "Génération et réduction de scénarios ; distances entre processus stochastiques",
        "Optimisation distributionnellement robuste",
        "Gestion actif-passif, retraites et assurance",
        "Systèmes énergétiques et marchés des matières premières en situation d’incertitude",
        "Communication du risque et information centrée sur les pertes pour les investisseurs particuliers",
        "Apprentissage automatique pour la décision dans l’incertain",
      ],
    },
    appointments: {
      heading: "Postes occupés",
      rows: [
        {
          date: "depuis 2021",
          text: "Conseillère spéciale du fondateur, Nirvana (temps partiel).",
        },
        {
          date: "depuis 2020",
          text: "Professeure émérite, Faculté d’économie et de gestion, KU Leuven, Belgique.",
        },
        {
          date: "2010 – 2020",
          text: "Professeure ordinaire et titulaire de la chaire de recherche opérationnelle, KU Leuven, Belgique.",
        },
        {
          date: "2003 – 2010",
          text: "Professeure de mathématiques financières et fellow d’un college, Université d’Oxford, Royaume-Uni.",
        },
        {
          date: "2008 (printemps)",
          text: "Professeure invitée, Department of Mechanical and Industrial Engineering, Université de Toronto, Canada.",
        },
        {
          date: "1997 – 2003",
          text: "Professeure associée, puis professeure, Département de mathématiques, Université technique de Munich, Allemagne.",
        },
        {
          date: "1992 – 1997",
          text: "Chercheuse principale et chargée de cours (Privatdozentin à partir de 1997), Institut de recherche opérationnelle, ETH Zurich, Suisse.",
        },
        {
          date: "1988 – 1992",
          text: "Assistante de recherche et d’enseignement, Département de statistique et de recherche opérationnelle, Université de Vienne, Autriche.",
        },
        {
          date: "1986 – 1988",
          text: "Assistante, Département de recherche opérationnelle, Université Eötvös Loránd, Budapest, Hongrie.",
        },
        {
          date: "Divers",
          text: "Postes invités et courts séjours de recherche dans des universités et instituts de recherche en France, en Italie, en Norvège, au Japon, au Chili et aux États-Unis.",
        },
      ],
    },
    honors: {
      heading: "Distinctions et prix",
      rows: [
        {
          date: "2024",
          text: "Prix pour l’ensemble de sa carrière en optimisation stochastique (prix d’exemple).",
        },
        {
          date: "2022",
          text: "Doctorat honoris causa d’une université technique européenne (exemple).",
        },
        {
          date: "2019",
          text: "Fellow de l’International Society for Decision Science (société d’exemple).",
        },
        {
          date: "2016",
          text: "Médaille d’or de recherche opérationnelle, European Association of Decision Societies (exemple).",
        },
        {
          date: "2014",
          text: "Bourse avancée d’un conseil européen de la recherche (exemple), voir la section 13.",
        },
        {
          date: "2011",
          text: "Prix du meilleur article, Energy Systems Optimisation (revue d’exemple).",
        },
        {
          date: "2007",
          text: "Prix d’excellence en enseignement, Université d’Oxford (exemple).",
        },
        {
          date: "2002",
          text: "Prix du jeune chercheur en mathématiques appliquées (prix d’exemple).",
        },
        {
          date: "1990",
          text: "Doctorat sub auspiciis (plus haute distinction), Université de Vienne (exemple).",
        },
      ],
    },
    societies: {
      heading: "Sociétés savantes",
      rows: [
        {
          date: "2018 – 2021",
          text: "Présidente, International Society for Decision Science (société d’exemple).",
        },
        {
          date: "2012 – 2018",
          text: "Membre du conseil, Stochastic Programming Society (exemple).",
        },
        {
          date: "depuis 1995",
          text: "Membre, European Association of Decision Societies (exemple).",
        },
        {
          date: "depuis 1992",
          text: "Membre, Société de mathématiques appliquées et de mécanique (exemple).",
        },
        {
          date: "depuis 1990",
          text: "Membre, Société autrichienne de recherche opérationnelle (exemple).",
        },
        {
          date: "depuis 1988",
          text: "Membre, Société hongroise de recherche opérationnelle (exemple).",
        },
      ],
    },
    consultancies: {
      heading: "Missions de conseil",
      intro:
        "Missions de conseil choisies (toutes les organisations sont fictives).",
      items: [
        "Alpenstrom Energie AG : planification hydroélectrique stochastique",
        "Nordlicht Pension Fund : modèle de gestion actif-passif",
        "Danube Savings Bank : cadre de gestion du risque de taux",
        "Helvetia Reinsurance Partners (exemple) : projections de solvabilité",
        "Meridian Gas Storage : valorisation et couverture du stockage",
        "Baltic Wind Holdings : stratégies d’offre sous contrainte de risque",
        "Lakeside Municipal Utilities : planification des capacités du réseau",
        "Carpathian Water Authority : gestion des réservoirs face au risque de sécheresse",
        "Atlas Asset Management : génération de scénarios pour la construction de portefeuilles",
        "Northgate Insurance Group : allocation du capital économique",
        "Flandria Grid Operator : planification des investissements face à l’incertitude politique",
        "Iberian Solar Trust : étude de dimensionnement du stockage",
        "Central European Development Agency : analyse des risques budgétaires publics",
        "Orion Logistics : conception de chaînes d’approvisionnement averses au risque",
        "Silvanus Forest Fund : exploitation forestière face au risque d’incendie",
        "Nirvana : revue de la méthodologie du Compass Score",
      ],
    },
    service: {
      heading: "Engagements au service de la profession et de la société",
      rows: [
        {
          date: "2020 – 2024",
          text: "Présidente du jury d’évaluation en mathématiques et informatique d’un programme européen de financement de la recherche (exemple).",
        },
        {
          date: "2015 – 2019",
          text: "Membre du conseil scientifique d’un centre national de recherche sur l’énergie (exemple).",
        },
        {
          date: "2012 – 2016",
          text: "Présidente du comité de pilotage de l’International Symposium on Decision and Risk (exemple).",
        },
        {
          date: "2008 – 2012",
          text: "Membre du comité du Prix du jeune chercheur en mathématiques appliquées (exemple).",
        },
        {
          date: "2005 – 2010",
          text: "Administratrice d’une fondation pour l’enseignement des mathématiques en Europe centrale et orientale (exemple).",
        },
        {
          date: "depuis 1995",
          text: "Organisatrice ou présidente du programme de plus de 80 conférences, ateliers et écoles d’été.",
        },
        {
          date: "depuis 2018",
          text: "Mentore bénévole dans un programme pour les femmes en mathématiques (exemple).",
        },
      ],
    },
    editorial: {
      heading: "Responsabilités éditoriales",
      rows: [
        {
          date: "2015 – 2023",
          text: "Rédactrice en chef, Journal of Applied Stochastic Methods (revue d’exemple).",
        },
        {
          date: "depuis 2010",
          text: "Rédactrice associée, Quantitative Risk Review (revue d’exemple).",
        },
        {
          date: "depuis 2008",
          text: "Rédactrice associée, Energy Systems Optimisation (revue d’exemple).",
        },
        {
          date: "2005 – 2015",
          text: "Rédactrice de domaine, European Review of Operational Research (revue d’exemple).",
        },
        {
          date: "2000 – 2010",
          text: "Rédactrice associée, Annals of Decision Science (revue d’exemple).",
        },
        {
          date: "depuis 2012",
          text: "Directrice de collection, Decision Science Monographs, Northbridge Scientific (éditeur d’exemple).",
        },
      ],
    },
    publications: {
      heading: "Publications",
      intro:
        "Publications choisies (plus de 375 au total), sous leur titre anglais. Les entrées sont numérotées en continu d’un groupe à l’autre ; les rapports techniques suivent sous les numéros 251 à 273.",
      groupHeadings: [
        "Brevets",
        "Livres",
        "Ouvrages collectifs et numéros spéciaux",
        "Chapitres de livres",
        "Articles de revues et de conférences",
      ],
      technicalReportsHeading: "Rapports techniques",
    },
    invitedTalks: {
      heading: "Conférences invitées depuis 2000",
      intro:
        "Plus de 250 conférences invitées au total ; une sélection depuis 2000 est présentée par année, sous leur titre anglais.",
    },
    funding: {
      heading: "Financement de la recherche",
      intro:
        "Financements de recherche compétitifs choisis, obtenus en tant que responsable scientifique (tous les financements sont fictifs).",
      descriptions: [
        "Communication du risque centrée sur les pertes pour les investisseurs particuliers. Fondation de recherche d’exemple.",
        "Décisions multi-étapes robustes en situation d’incertitude profonde. Bourse avancée, conseil européen de la recherche d’exemple.",
        "Méthodes de scénarios pour la transition énergétique. Fonds flamand de la recherche d’exemple.",
        "Programmation stochastique averse au risque : théorie et algorithmes. Agence scientifique belge d’exemple.",
        "Gestion de portefeuilles d’électricité dans l’incertitude. Conseil britannique de la recherche en ingénierie d’exemple.",
        "Gestion actif-passif pour les fonds de pension. Consortium industriel (exemple).",
        "Approximation de processus stochastiques pour l’optimisation. Fondation allemande pour la recherche d’exemple.",
        "Modèles de planification stochastique pour les services publics. Fonds national suisse d’exemple.",
      ],
    },
    theses: {
      heading: "Thèses encadrées",
      intro:
        "Thèses de doctorat encadrées jusqu’à leur soutenance (tous les doctorants sont fictifs).",
      rows: [
        {
          date: "2024",
          text: "W. Ahmed : Classer les produits financiers selon leur perte potentielle. KU Leuven.",
        },
        {
          date: "2022",
          text: "L. Moreau : Générateurs de scénarios appris par machine pour l’optimisation averse au risque. KU Leuven.",
        },
        {
          date: "2020",
          text: "U. Falk : Visibilité des frais et choix de fonds des particuliers. KU Leuven.",
        },
        {
          date: "2018",
          text: "D. Ferrari : Optimisation stochastique des systèmes d’énergie renouvelable. KU Leuven.",
        },
        {
          date: "2016",
          text: "K. Tanaka : Planification des chaînes d’approvisionnement averse au risque. KU Leuven.",
        },
        {
          date: "2014",
          text: "N. Petrov : Gestion actif-passif des régimes de retraite à prestations définies. KU Leuven.",
        },
        {
          date: "2010",
          text: "B. Hughes : Valorisation du stockage de gaz et des contrats swing. Université d’Oxford.",
        },
        {
          date: "2009",
          text: "S. Lindgren : Modèles stochastiques pour les marchés de l’électricité. Université d’Oxford.",
        },
        {
          date: "2006",
          text: "F. Keller : Le risque de crédit dans les modèles actif-passif. Université d’Oxford.",
        },
        {
          date: "2003",
          text: "C. Duval : Méthodes de quasi-Monte-Carlo pour la génération de scénarios. Université technique de Munich.",
        },
        {
          date: "2001",
          text: "H. Brandt : Programmation stochastique pour le provisionnement en assurance. Université technique de Munich.",
        },
        {
          date: "1999",
          text: "M. Koller : Construction et réduction d’arbres de scénarios. Université technique de Munich.",
        },
      ],
    },
    postdocs: {
      heading: "Chercheurs postdoctoraux",
      intro:
        "Chercheurs postdoctoraux accueillis (tous les noms sont fictifs).",
      rows: [
        {
          date: "2021 – 2024",
          text: "Dr Y. Chen : optimisation multi-étapes distributionnellement robuste. KU Leuven.",
        },
        {
          date: "2017 – 2020",
          text: "Dr R. Haas : stabilité et approximation par moyenne d’échantillon. KU Leuven.",
        },
        {
          date: "2013 – 2016",
          text: "Dr G. Rossi : algorithmes de décomposition pour les programmes averses au risque. KU Leuven.",
        },
        {
          date: "2011 – 2013",
          text: "Dr I. Szabo : ressources en eau dans l’incertitude. KU Leuven.",
        },
        {
          date: "2005 – 2008",
          text: "Dr P. Novak : optimisation de portefeuilles d’électricité. Université d’Oxford.",
        },
        {
          date: "2000 – 2003",
          text: "Dr A. Berger : métriques de probabilité et fonctionnelles de risque. Université technique de Munich.",
        },
      ],
    },
  },
};
