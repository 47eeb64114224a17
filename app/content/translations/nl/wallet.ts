import type { WalletTranslation } from "#app/content/translations/types.ts";

/**
 * Draft translation (nl), awaiting review by a native speaker. Every
 * {placeholder} is a figure filled from app/lib/pages/sustainability.ts.
 */
export const wallet: WalletTranslation = {
  metaTitle: "Onze duurzaamheidsbelofte",
  heading: "De Nirvana-wallet: onze duurzaamheidsbelofte",
  description:
    "Hoe de Nirvana-wallet AI-gebruik betaalt tegen kostprijs plus 20% en de CO2-uitstoot van elk token compenseert, met de cijfers openlijk uitgerekend.",
  date: "21 oktober 2025",
  intro: [
    "Elk Nirvana-lidmaatschap bevat een wallet die de AI betaalt die je gebruikt: zoekopdrachten, Proximity Search en gesprekken met Satya. We rekenen wat de rekenkracht ons kost plus 20%, en we voegen een kleine, aparte bijdrage toe voor CO2-compensatie die de energie van jouw gebruik dekt.",
    "Op deze pagina staat elk getal achter die belofte, hoe elk getal wordt berekend en welke aannames we doen. Verandert een aanname, dan veranderen de cijfers hieronder mee.",
  ],
  fundingHeading: "Hoe de wallet wordt aangevuld",
  funding:
    "De wallet wordt aangevuld in blokken van {block}. Bereikt je saldo {threshold}, dan wordt het automatisch met {topUp} aangevuld, zodat een zoekopdracht nooit halverwege stopt. Je kunt automatisch aanvullen op elk moment uitzetten; ongebruikt saldo blijft in je wallet.",
  pricingHeading: "Wat een miljoen tokens kost",
  pricingIntro:
    "AI-modellen lezen tekst als invoertokens en schrijven tekst als uitvoertokens. We rekenen de kosten van de aanbieder door plus {markup}, en tellen daar de compensatiebijdrage bij op voor de CO2-uitstoot die elk token veroorzaakt.",
  usageNote: "Een miljoen tokens is ongeveer 75 tot 100 uur gebruik.",
  assumptionsHeading: "Aannames",
  assumptionLabels: {
    inputEnergy: "Energie per invoertoken (IT-apparatuur)",
    outputEnergy: "Energie per uitvoertoken (IT-apparatuur)",
    pue: "Energie-efficiëntie van het datacenter (PUE)",
    grid: "CO2-intensiteit van het stroomnet",
    offset: "Compensatiebudget",
    markup: "Prijsstelling",
  },
  assumptionsNote:
    "De energie van de faciliteit is de IT-energie vermenigvuldigd met de PUE; de uitstoot is de energie van de faciliteit vermenigvuldigd met de netfactor. De compensatiebijdrage is de uitstoot in tonnen vermenigvuldigd met het compensatiebudget, plus dezelfde 20% die voor rekenkracht geldt, en wordt pas bij weergave op de cent afgerond.",
  exampleHeading: "Een rekenvoorbeeld",
  example:
    "Een maand waarin je {inputTokens} invoertokens verstuurt en {outputTokens} uitvoertokens ontvangt, kost {compute} aan rekenkracht. Dat veroorzaakt ongeveer {kg} kg CO2e, dus de compensatiebijdrage is {offset}, en er wordt in totaal {total} van je wallet afgeschreven.",
  sensitivityHeading: "Hoe gevoelig zijn de cijfers?",
  sensitivityIntro:
    "De efficiëntie van datacenters en de CO2-intensiteit van het stroomnet verschillen per regio en seizoen. De tabel toont de uitstoot en de compensatiebijdrage per miljoen tokens bij een lagere aanname, onze centrale aanname en een hogere aanname.",
  calculatorHeading: "Reken het zelf na",
  calculatorIntro:
    "Vul het aantal tokens in dat je verwacht te gebruiken. De schatting gebruikt dezelfde formules en aannames als de cijfers hierboven.",
  retirementHeading: "Maandelijks overzicht van afgeboekte credits",
  retirement: [
    "Compensaties worden maandelijks afgeboekt in twee CO2-registers, met een jaarlijkse controle door een onafhankelijke derde van de berekeningen en de afboekingen.",
    "Elke maand tellen we de tokens op die voor alle leden zijn verwerkt, rekenen ze met de aannames hierboven om naar energie en uitstoot, en boeken we minstens zoveel ton CO2e af. Het maandoverzicht vermeldt de verwerkte tokens, de geschatte energie en uitstoot, de geïnde compensatiebijdragen en de serienummers van de credits die in elk register zijn afgeboekt.",
    "Compensatiebijdragen worden alleen gebruikt om credits te kopen en af te boeken. Zijn de bijdragen van een maand hoger dan de kosten van de afgeboekte credits, dan gaat het verschil mee naar de afboeking van de volgende maand.",
  ],
  tables: {
    perMillionRegion: "Prijzen en voetafdruk per miljoen tokens",
    perMillionCaption: "Per miljoen tokens",
    perMillionColumn: "Per miljoen tokens",
    input: "Invoer",
    output: "Uitvoer",
    rows: {
      providerCost: "Kosten aanbieder",
      price: "Prijs (kosten plus {markup})",
      itEnergy: "IT-energie",
      facilityEnergy: "Energie faciliteit",
      emissions: "Uitstoot (CO2e)",
      offset: "Compensatiebijdrage",
      allIn: "Totaalprijs",
    },
    sensitivityRegion: "Gevoeligheid voor PUE en netfactor",
    sensitivityCaption: "Per miljoen tokens, naar PUE en netfactor",
    sensitivityColumns: {
      pueGrid: "PUE / net (kg per kWh)",
      inputKg: "Invoer kg CO2e",
      inputOffset: "Invoer compensatie",
      outputKg: "Uitvoer kg CO2e",
      outputOffset: "Uitvoer compensatie",
    },
    central: " (centrale aanname)",
    assumptionValues: {
      grid: "{kg} kg CO2e per kWh",
      offset: "{usd} per ton CO2e",
      markup: "kosten plus {markup}",
    },
  },
  calculator: {
    title: "Schat je gebruik",
    labels: { inputTokens: "Invoertokens", outputTokens: "Uitvoertokens" },
    result: {
      compute: "Kosten rekenkracht",
      energy: "Energie (faciliteit)",
      emissions: "Uitstoot",
      offset: "Compensatiebijdrage",
      total: "Totaal",
    },
    units: { energy: " kWh", emissions: " kg CO2e" },
    errors: {
      empty: "Vul het aantal in bij „{label}” (0 of meer).",
      notANumber: "{label} moet een getal zijn.",
      negative: "{label} kan niet negatief zijn.",
      notWhole: "{label} moet een geheel getal zijn.",
      tooLarge: "{label} is te groot om te schatten.",
    },
  },
};
