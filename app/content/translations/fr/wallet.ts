import type { WalletTranslation } from "#app/content/translations/types.ts";

/**
 * Draft translation (fr), awaiting review by a native speaker. Every
 * {placeholder} is a figure filled from app/lib/pages/sustainability.ts.
 */
export const wallet: WalletTranslation = {
  metaTitle: "Notre engagement de durabilité",
  heading: "Le portefeuille Nirvana : notre engagement de durabilité",
  description:
    "Comment le portefeuille Nirvana paie l’usage de l’IA au prix coûtant plus 20 % et compense le carbone de chaque jeton, avec des chiffres calculés en toute transparence.",
  date: "21 octobre 2025",
  intro: [
    "Chaque adhésion à Nirvana comprend un portefeuille qui paie l’IA que vous utilisez : recherches, Proximity Search et conversations avec Satya. Nous facturons ce que le calcul nous coûte plus 20 %, et nous ajoutons une petite contribution distincte qui finance des compensations carbone couvrant l’énergie consommée par votre usage.",
    "Cette page présente chaque chiffre derrière cet engagement, la façon dont il est calculé et les hypothèses que nous retenons. Si une hypothèse change, les chiffres ci-dessous changent avec elle.",
  ],
  fundingHeading: "Comment le portefeuille est alimenté",
  funding:
    "Le portefeuille est alimenté par tranches de {block}. Lorsque votre solde atteint {threshold}, il est rechargé automatiquement de {topUp}, pour qu’une recherche ne s’arrête jamais à mi-chemin. Vous pouvez désactiver la recharge automatique à tout moment ; le solde non utilisé reste dans votre portefeuille.",
  pricingHeading: "Ce que coûte un million de jetons",
  pricingIntro:
    "Les modèles d’IA lisent du texte sous forme de jetons d’entrée et écrivent du texte sous forme de jetons de sortie. Nous répercutons le coût du fournisseur plus {markup}, et ajoutons la contribution de compensation pour le carbone que génère chaque jeton.",
  usageNote:
    "Un million de jetons représente environ 75 à 100 heures d’utilisation.",
  assumptionsHeading: "Hypothèses",
  assumptionLabels: {
    inputEnergy: "Énergie par jeton d’entrée (équipement informatique)",
    outputEnergy: "Énergie par jeton de sortie (équipement informatique)",
    pue: "Indicateur d’efficacité énergétique du centre de données (PUE)",
    grid: "Intensité carbone du réseau électrique",
    offset: "Budget de compensation",
    markup: "Tarification",
  },
  assumptionsNote:
    "L’énergie de l’installation est l’énergie informatique multipliée par le PUE ; les émissions sont l’énergie de l’installation multipliée par le facteur du réseau. La contribution de compensation correspond aux émissions en tonnes multipliées par le budget de compensation, plus les mêmes 20 % que pour le calcul, arrondie au centime seulement à l’affichage.",
  exampleHeading: "Un exemple chiffré",
  example:
    "Un mois pendant lequel vous envoyez {inputTokens} jetons d’entrée et recevez {outputTokens} jetons de sortie coûte {compute} en calcul. Il génère environ {kg} kg de CO2e ; la contribution de compensation est donc de {offset}, et votre portefeuille est débité de {total} au total.",
  sensitivityHeading: "Quelle est la sensibilité des chiffres ?",
  sensitivityIntro:
    "L’efficacité des centres de données et l’intensité carbone du réseau varient selon la région et la saison. Le tableau montre les émissions et la contribution de compensation par million de jetons selon une hypothèse basse, notre hypothèse centrale et une hypothèse haute.",
  calculatorHeading: "Faites le calcul vous-même",
  calculatorIntro:
    "Saisissez le nombre de jetons que vous pensez utiliser. L’estimation reprend les mêmes formules et hypothèses que les chiffres ci-dessus.",
  retirementHeading: "Relevé mensuel des retraits de crédits",
  retirement: [
    "Les compensations sont retirées chaque mois dans deux registres carbone, avec une vérification annuelle des calculs et des retraits par un tiers.",
    "Chaque mois, nous additionnons les jetons traités pour l’ensemble des membres, les convertissons en énergie et en émissions selon les hypothèses ci-dessus, et retirons au moins autant de tonnes de CO2e. Le relevé mensuel indique les jetons traités, l’énergie et les émissions estimées, les contributions de compensation perçues et les numéros de série des crédits retirés dans chaque registre.",
    "Les contributions de compensation servent uniquement à acheter et à retirer des crédits. Si les contributions d’un mois dépassent le coût des crédits retirés, la différence est reportée sur les retraits du mois suivant.",
  ],
  tables: {
    perMillionRegion: "Prix et empreinte par million de jetons",
    perMillionCaption: "Par million de jetons",
    perMillionColumn: "Par million de jetons",
    input: "Entrée",
    output: "Sortie",
    rows: {
      providerCost: "Coût du fournisseur",
      price: "Prix (coût plus {markup})",
      itEnergy: "Énergie informatique",
      facilityEnergy: "Énergie de l’installation",
      emissions: "Émissions (CO2e)",
      offset: "Contribution de compensation",
      allIn: "Prix tout compris",
    },
    sensitivityRegion: "Sensibilité au PUE et au facteur du réseau",
    sensitivityCaption:
      "Par million de jetons, selon le PUE et le facteur du réseau",
    sensitivityColumns: {
      pueGrid: "PUE / réseau (kg par kWh)",
      inputKg: "Entrée kg CO2e",
      inputOffset: "Compensation entrée",
      outputKg: "Sortie kg CO2e",
      outputOffset: "Compensation sortie",
    },
    central: " (centrale)",
    assumptionValues: {
      grid: "{kg} kg CO2e par kWh",
      offset: "{usd} par tonne de CO2e",
      markup: "coût plus {markup}",
    },
  },
  calculator: {
    title: "Estimez votre usage",
    labels: {
      inputTokens: "Jetons d’entrée",
      outputTokens: "Jetons de sortie",
    },
    result: {
      compute: "Coût du calcul",
      energy: "Énergie (installation)",
      emissions: "Émissions",
      offset: "Contribution de compensation",
      total: "Total",
    },
    units: { energy: " kWh", emissions: " kg CO2e" },
    errors: {
      empty: "Saisissez un nombre de « {label} » (0 ou plus).",
      notANumber: "« {label} » doit être un nombre.",
      negative: "« {label} » ne peut pas être négatif.",
      notWhole: "« {label} » doit être un nombre entier.",
      tooLarge: "« {label} » est trop grand pour une estimation.",
    },
  },
};
