import type { WalletTranslation } from "#app/content/translations/types.ts";

/**
 * Draft translation (pl), awaiting review by a native speaker. Every
 * {placeholder} is a figure filled from app/lib/pages/sustainability.ts.
 */
export const wallet: WalletTranslation = {
  metaTitle: "Nasza obietnica zrównoważonego rozwoju",
  heading: "Portfel Nirvana: nasza obietnica zrównoważonego rozwoju",
  description:
    "Jak portfel Nirvana płaci za korzystanie z AI po kosztach powiększonych o 20% i kompensuje emisje dwutlenku węgla każdego tokena – z wyliczeniami pokazanymi otwarcie.",
  date: "21 października 2025 r.",
  intro: [
    "Każde członkostwo w serwisie Nirvana obejmuje portfel, który płaci za wykorzystywaną AI: wyszukiwania, Proximity Search i rozmowy z Satya. Pobieramy tyle, ile kosztuje nas moc obliczeniowa, plus 20%, a do tego niewielką, osobną opłatę na kompensację emisji dwutlenku węgla, która pokrywa energię zużytą przy korzystaniu z serwisu.",
    "Na tej stronie przedstawiamy każdą liczbę stojącą za tą obietnicą, sposób jej wyliczenia i przyjęte założenia. Jeśli zmieni się założenie, zmienią się też poniższe liczby.",
  ],
  fundingHeading: "Jak zasilany jest portfel",
  funding:
    "Portfel zasilany jest kwotami po {block}. Gdy saldo spadnie do {threshold}, zostaje automatycznie doładowane o {topUp}, aby wyszukiwanie nigdy nie zatrzymało się w połowie. Automatyczne doładowanie można w każdej chwili wyłączyć; niewykorzystane saldo pozostaje w portfelu.",
  pricingHeading: "Ile kosztuje milion tokenów",
  pricingIntro:
    "Modele AI czytają tekst jako tokeny wejściowe i piszą tekst jako tokeny wyjściowe. Przenosimy koszt dostawcy powiększony o {markup} i doliczamy opłatę kompensacyjną za emisje dwutlenku węgla, które powoduje każdy token.",
  usageNote: "Milion tokenów to około 75–100 godzin korzystania z serwisu.",
  assumptionsHeading: "Założenia",
  assumptionLabels: {
    inputEnergy: "Energia na token wejściowy (sprzęt IT)",
    outputEnergy: "Energia na token wyjściowy (sprzęt IT)",
    pue: "Efektywność energetyczna centrum danych (PUE)",
    grid: "Emisyjność sieci elektroenergetycznej",
    offset: "Budżet kompensacyjny",
    markup: "Wycena",
  },
  assumptionsNote:
    "Energia obiektu to energia IT pomnożona przez PUE; emisje to energia obiektu pomnożona przez współczynnik emisyjności sieci. Opłata kompensacyjna to emisje w tonach pomnożone przez budżet kompensacyjny, powiększone o te same 20%, które obowiązują przy mocy obliczeniowej, i zaokrąglane do centa dopiero przy wyświetlaniu.",
  exampleHeading: "Przykładowe wyliczenie",
  example:
    "Miesiąc, w którym wysyłasz {inputTokens} tokenów wejściowych i otrzymujesz {outputTokens} tokenów wyjściowych, kosztuje {compute} za moc obliczeniową. Powoduje emisję około {kg} kg CO2e, więc opłata kompensacyjna wynosi {offset}, a portfel zostaje obciążony łączną kwotą {total}.",
  sensitivityHeading: "Jak wrażliwe są te liczby?",
  sensitivityIntro:
    "Efektywność centrów danych i emisyjność sieci elektroenergetycznej różnią się w zależności od regionu i pory roku. Tabela pokazuje emisje i opłatę kompensacyjną na milion tokenów przy założeniu niższym, naszym założeniu centralnym i założeniu wyższym.",
  calculatorHeading: "Policz samodzielnie",
  calculatorIntro:
    "Wpisz liczbę tokenów, której się spodziewasz. Szacunek korzysta z tych samych wzorów i założeń co powyższe liczby.",
  retirementHeading: "Miesięczne zestawienie umorzeń",
  retirement: [
    "Jednostki kompensacyjne są umarzane co miesiąc w dwóch rejestrach emisji dwutlenku węgla, a wyliczenia i umorzenia raz w roku sprawdza niezależny podmiot zewnętrzny.",
    "Co miesiąc sumujemy tokeny przetworzone dla wszystkich członków, przeliczamy je na energię i emisje według powyższych założeń i umarzamy co najmniej tyle samo ton CO2e. Miesięczne zestawienie umorzeń podaje przetworzone tokeny, szacowaną energię i emisje, pobrane opłaty kompensacyjne oraz numery seryjne jednostek umorzonych w każdym rejestrze.",
    "Opłaty kompensacyjne służą wyłącznie do zakupu i umarzania jednostek. Jeśli opłaty z danego miesiąca przekraczają koszt umorzonych jednostek, różnica przechodzi na umorzenie w kolejnym miesiącu.",
  ],
  tables: {
    perMillionRegion: "Ceny i ślad węglowy na milion tokenów",
    perMillionCaption: "Na milion tokenów",
    perMillionColumn: "Na milion tokenów",
    input: "Wejście",
    output: "Wyjście",
    rows: {
      providerCost: "Koszt dostawcy",
      price: "Cena (koszt plus {markup})",
      itEnergy: "Energia IT",
      facilityEnergy: "Energia obiektu",
      emissions: "Emisje (CO2e)",
      offset: "Opłata kompensacyjna",
      allIn: "Cena łączna",
    },
    sensitivityRegion: "Wrażliwość na PUE i współczynnik emisyjności sieci",
    sensitivityCaption:
      "Na milion tokenów, według PUE i współczynnika emisyjności sieci",
    sensitivityColumns: {
      pueGrid: "PUE / sieć (kg na kWh)",
      inputKg: "Wejście, kg CO2e",
      inputOffset: "Wejście, kompensacja",
      outputKg: "Wyjście, kg CO2e",
      outputOffset: "Wyjście, kompensacja",
    },
    central: " (założenie centralne)",
    assumptionValues: {
      grid: "{kg} kg CO2e na kWh",
      offset: "{usd} za tonę CO2e",
      markup: "koszt plus {markup}",
    },
  },
  calculator: {
    title: "Oszacuj swoje zużycie",
    labels: {
      inputTokens: "Tokeny wejściowe",
      outputTokens: "Tokeny wyjściowe",
    },
    result: {
      compute: "Koszt mocy obliczeniowej",
      energy: "Energia (obiekt)",
      emissions: "Emisje",
      offset: "Opłata kompensacyjna",
      total: "Razem",
    },
    units: { energy: " kWh", emissions: " kg CO2e" },
    errors: {
      empty: "Wpisz wartość w polu „{label}” (0 lub więcej).",
      notANumber: "Wartość w polu „{label}” musi być liczbą.",
      negative: "Wartość w polu „{label}” nie może być ujemna.",
      notWhole: "Wartość w polu „{label}” musi być liczbą całkowitą.",
      tooLarge: "Wartość w polu „{label}” jest zbyt duża, by ją oszacować.",
    },
  },
};
