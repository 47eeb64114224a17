import type { CvTranslation } from "#app/content/translations/types.ts";

/**
 * Draft translation (pl), awaiting review by a native speaker. Names,
 * institutions and dates as in app/content/cv.ts; publication and talk
 * titles stay English there.
 */
export const cv: CvTranslation = {
  sampleNotice:
    "Przykładowe treści: dr Elena Varga jest postacią fikcyjną. Wszystkie stanowiska, nagrody, publikacje, patenty, wykłady, granty, prace dyplomowe i pozostałe informacje na tej stronie zostały wymyślone wyłącznie na potrzeby demonstracji.",
  pageTitle: "{name}: życiorys naukowy",
  publicationLibraryLink: "Biblioteka publikacji",
  navigation: {
    contents: "Spis treści",
    jumpTo: "Przejdź do sekcji",
    groupSummary: {
      one: "Pokaż wpis",
      few: "Pokaż wszystkie {count} wpisy",
      many: "Pokaż wszystkie {count} wpisów",
      other: "Pokaż wszystkie wpisy ({count})",
    },
    talksSummary: {
      one: "1 wykład",
      few: "{count} wykłady",
      many: "{count} wykładów",
      other: "Wykłady: {count}",
    },
  },
  fundingTable: {
    label: "Finansowanie badań",
    columns: {
      period: "Okres",
      project: "Projekt i instytucja finansująca",
      amount: "Kwota",
    },
  },
  cv: {
    titleLine:
      "Profesor emerytowana badań operacyjnych i matematyki stosowanej · Specjalna doradczyni założyciela serwisu Nirvana",
    summary: [
      "Elena Varga jest matematyczką zajmującą się matematyką stosowaną. Jej prace z zakresu optymalizacji stochastycznej, miar ryzyka i generowania scenariuszy znalazły zastosowanie w finansach, ubezpieczeniach, energetyce i planowaniu publicznym. Jest autorką lub współautorką ponad 375 publikacji, w tym książek, prac zbiorowych, rozdziałów w książkach, artykułów w czasopismach i materiałach konferencyjnych, patentów i raportów technicznych.",
      "Zorganizowała ponad 80 konferencji, warsztatów i szkół letnich oraz wygłosiła na całym świecie ponad 250 wykładów na zaproszenie, wystąpień plenarnych i wykładów seminaryjnych. Od 2021 roku jest specjalną doradczynią założyciela serwisu Nirvana w sprawach strategii badawczej i naukowej rzetelności jego metod.",
      "Poniższa lista publikacji jest wyborem; pełna lista jest dostępna w bibliotece publikacji.",
    ],
    links: [
      "Plan badań na lata 2025–2030 (PDF, po angielsku)",
      "Plan dydaktyczny i mentorski (PDF, po angielsku)",
    ],
    personalDetails: {
      heading: "Dane osobowe",
      items: [
        { key: "Imię i nazwisko", value: "Elena Varga" },
        { key: "Data i miejsce urodzenia", value: "1962, Budapeszt, Węgry" },
        { key: "Obywatelstwo", value: "węgierskie i austriackie" },
        {
          key: "Języki",
          value: "węgierski, niemiecki, angielski, francuski",
        },
        {
          key: "Obecne stanowisko",
          value:
            "profesor emerytowana, KU Leuven; specjalna doradczyni założyciela serwisu Nirvana",
        },
        { key: "E-mail", value: "elena.varga@example.org" },
      ],
    },
    education: {
      heading: "Wykształcenie",
      rows: [
        {
          date: "1997",
          text: "Habilitacja (venia legendi) z badań operacyjnych, ETH Zurych. Monografia: Approximation of Stochastic Processes in Optimisation.",
        },
        {
          date: "1988 – 1990",
          text: "Doktorat z badań operacyjnych (Dr. rer. soc. oec., sub auspiciis), Uniwersytet Wiedeński. Rozprawa: Discretisation of Two-Stage Stochastic Programs.",
        },
        {
          date: "1981 – 1986",
          text: "Magisterium z matematyki (z wyróżnieniem), Uniwersytet im. Loránda Eötvösa w Budapeszcie.",
        },
      ],
    },
    researchContributions: {
      heading: "Dorobek naukowy",
      paragraphs: [
        "Wczesne prace Vargi przyniosły ilościowe wyniki dotyczące stabilności programów stochastycznych, pokazujące, jak zmieniają się optymalne decyzje modelu, gdy aproksymuje się leżący u jego podstaw rozkład prawdopodobieństwa. Wyniki te dają ścisłą podstawę do zastępowania ciągłej niepewności skończonym zbiorem scenariuszy.",
        "Na tej podstawie opracowała pojęcia odległości dla procesów stochastycznych i filtracji, które mierzą, jak dobrze drzewo scenariuszy odwzorowuje informację dostępną w czasie. Z tych odległości wyrosły praktyczne algorytmy budowy i redukcji drzew scenariuszy, będące dziś częścią kilku komercyjnych i otwartoźródłowych systemów modelowania.",
        "Drugi nurt jej prac dotyczy miar ryzyka dla decyzji wieloetapowych. Wraz ze współautorami wprowadziła wielookresowe funkcjonały akceptowalności, zbadała ich spójność czasową i reprezentacje dualne oraz pokazała, jak można je osadzić w algorytmach dekompozycji bez utraty obliczalności.",
        "Jej prace stosowane obejmują zarządzanie aktywami i pasywami funduszy emerytalnych i ubezpieczycieli, zarządzanie portfelami energii elektrycznej i gazu, harmonogramowanie pracy elektrowni wodnych, łańcuchy dostaw i planowanie publiczne. Ostatnio zajmuje się modelami odpornymi rozkładowo, generatorami scenariuszy opartymi na uczeniu maszynowym oraz uczciwym informowaniem inwestorów indywidualnych o możliwych stratach.",
      ],
    },
    researchInterests: {
      heading: "Zainteresowania badawcze",
      items: [
        "Optymalizacja stochastyczna i wieloetapowa",
        "Miary ryzyka, funkcjonały akceptowalności i spójność czasowa",
        "Generowanie i redukcja scenariuszy; odległości dla procesów stochastycznych",
        "Optymalizacja odporna rozkładowo",
        "Zarządzanie aktywami i pasywami, emerytury i ubezpieczenia",
        "Systemy energetyczne i rynki surowców w warunkach niepewności",
        "Komunikacja ryzyka i informowanie o stratach w pierwszej kolejności dla inwestorów indywidualnych",
        "Uczenie maszynowe w podejmowaniu decyzji w warunkach niepewności",
      ],
    },
    appointments: {
      heading: "Stanowiska",
      rows: [
        {
          date: "od 2021",
          text: "Specjalna doradczyni założyciela, Nirvana (w niepełnym wymiarze).",
        },
        {
          date: "od 2020",
          text: "Profesor emerytowana, Wydział Ekonomii i Biznesu, KU Leuven, Belgia.",
        },
        {
          date: "2010 – 2020",
          text: "Profesor zwyczajna i kierowniczka Katedry Badań Operacyjnych, KU Leuven, Belgia.",
        },
        {
          date: "2003 – 2010",
          text: "Profesor matematyki finansowej i fellow jednego z kolegiów, University of Oxford, Wielka Brytania.",
        },
        {
          date: "2008 (wiosna)",
          text: "Profesor wizytująca, Department of Mechanical and Industrial Engineering, University of Toronto, Kanada.",
        },
        {
          date: "1997 – 2003",
          text: "Profesor nadzwyczajna, następnie profesor, Wydział Matematyki, Uniwersytet Techniczny w Monachium, Niemcy.",
        },
        {
          date: "1992 – 1997",
          text: "Starsza badaczka i wykładowczyni (od 1997 Privatdozentin), Instytut Badań Operacyjnych, ETH Zurych, Szwajcaria.",
        },
        {
          date: "1988 – 1992",
          text: "Asystentka naukowo-dydaktyczna, Katedra Statystyki i Badań Operacyjnych, Uniwersytet Wiedeński, Austria.",
        },
        {
          date: "1986 – 1988",
          text: "Asystentka, Katedra Badań Operacyjnych, Uniwersytet im. Loránda Eötvösa, Budapeszt, Węgry.",
        },
        {
          date: "Różne lata",
          text: "Wizyty naukowe i krótkie pobyty badawcze na uniwersytetach i w instytutach badawczych we Francji, Włoszech, Norwegii, Japonii, Chile i Stanach Zjednoczonych.",
        },
      ],
    },
    honors: {
      heading: "Wyróżnienia i nagrody",
      rows: [
        {
          date: "2024",
          text: "Nagroda za całokształt osiągnięć w dziedzinie optymalizacji stochastycznej (przykładowa nagroda).",
        },
        {
          date: "2022",
          text: "Doktorat honoris causa jednej z europejskich uczelni technicznych (przykład).",
        },
        {
          date: "2019",
          text: "Fellow, International Society for Decision Science (przykładowe towarzystwo).",
        },
        {
          date: "2016",
          text: "Złoty Medal za badania operacyjne, European Association of Decision Societies (przykład).",
        },
        {
          date: "2014",
          text: "Grant Advanced jednej z europejskich rad ds. badań naukowych (przykład), zob. sekcja 13.",
        },
        {
          date: "2011",
          text: "Nagroda za najlepszy artykuł, Energy Systems Optimisation (przykładowe czasopismo).",
        },
        {
          date: "2007",
          text: "Nagroda za wybitne osiągnięcia dydaktyczne, University of Oxford (przykład).",
        },
        {
          date: "2002",
          text: "Nagroda dla młodych naukowców w dziedzinie matematyki stosowanej (przykładowa nagroda).",
        },
        {
          date: "1990",
          text: "Doktorat sub auspiciis (najwyższe wyróżnienie), Uniwersytet Wiedeński (przykład).",
        },
      ],
    },
    societies: {
      heading: "Towarzystwa naukowe",
      rows: [
        {
          date: "2018 – 2021",
          text: "Prezeska, International Society for Decision Science (przykładowe towarzystwo).",
        },
        {
          date: "2012 – 2018",
          text: "Członkini rady, Stochastic Programming Society (przykład).",
        },
        {
          date: "od 1995",
          text: "Członkini, European Association of Decision Societies (przykład).",
        },
        {
          date: "od 1992",
          text: "Członkini, Towarzystwo Matematyki Stosowanej i Mechaniki (przykład).",
        },
        {
          date: "od 1990",
          text: "Członkini, Austriackie Towarzystwo Badań Operacyjnych (przykład).",
        },
        {
          date: "od 1988",
          text: "Członkini, Węgierskie Towarzystwo Badań Operacyjnych (przykład).",
        },
      ],
    },
    consultancies: {
      heading: "Działalność doradcza",
      intro: "Wybrane zlecenia doradcze (wszystkie organizacje są fikcyjne).",
      items: [
        "Alpenstrom Energie AG: stochastyczne harmonogramowanie elektrowni wodnych",
        "Nordlicht Pension Fund: model zarządzania aktywami i pasywami",
        "Danube Savings Bank: ramy zarządzania ryzykiem stopy procentowej",
        "Helvetia Reinsurance Partners (przykład): projekcje wypłacalności",
        "Meridian Gas Storage: wycena magazynów i zabezpieczanie ryzyka",
        "Baltic Wind Holdings: składanie ofert z ograniczeniami ryzyka",
        "Lakeside Municipal Utilities: planowanie przepustowości sieci",
        "Carpathian Water Authority: gospodarowanie zbiornikami w warunkach ryzyka suszy",
        "Atlas Asset Management: generowanie scenariuszy do budowy portfeli",
        "Northgate Insurance Group: alokacja kapitału ekonomicznego",
        "Flandria Grid Operator: planowanie inwestycji w warunkach niepewności politycznej",
        "Iberian Solar Trust: analiza doboru wielkości magazynów energii",
        "Central European Development Agency: analiza ryzyka budżetów publicznych",
        "Orion Logistics: projektowanie łańcucha dostaw z awersją do ryzyka",
        "Silvanus Forest Fund: pozyskanie drewna w warunkach ryzyka pożarowego",
        "Nirvana: przegląd metodyki Compass Score",
      ],
    },
    service: {
      heading: "Działalność na rzecz środowiska naukowego i społeczności",
      rows: [
        {
          date: "2020 – 2024",
          text: "Przewodnicząca panelu oceniającego w dziedzinie matematyki i informatyki, europejski program finansowania badań (przykład).",
        },
        {
          date: "2015 – 2019",
          text: "Członkini rady naukowej krajowego centrum badań energetycznych (przykład).",
        },
        {
          date: "2012 – 2016",
          text: "Przewodnicząca komitetu sterującego International Symposium on Decision and Risk (przykład).",
        },
        {
          date: "2008 – 2012",
          text: "Członkini komitetu nagrody dla młodych naukowców w dziedzinie matematyki stosowanej (przykład).",
        },
        {
          date: "2005 – 2010",
          text: "Członkini rady fundacji wspierającej edukację matematyczną w Europie Środkowej i Wschodniej (przykład).",
        },
        {
          date: "od 1995",
          text: "Organizatorka lub przewodnicząca komitetu programowego ponad 80 konferencji, warsztatów i szkół letnich.",
        },
        {
          date: "od 2018",
          text: "Wolontariuszka-mentorka w programie dla kobiet w matematyce (przykład).",
        },
      ],
    },
    editorial: {
      heading: "Działalność redakcyjna",
      rows: [
        {
          date: "2015 – 2023",
          text: "Redaktorka naczelna, Journal of Applied Stochastic Methods (przykładowe czasopismo).",
        },
        {
          date: "od 2010",
          text: "Redaktorka współpracująca, Quantitative Risk Review (przykładowe czasopismo).",
        },
        {
          date: "od 2008",
          text: "Redaktorka współpracująca, Energy Systems Optimisation (przykładowe czasopismo).",
        },
        {
          date: "2005 – 2015",
          text: "Redaktorka działu, European Review of Operational Research (przykładowe czasopismo).",
        },
        {
          date: "2000 – 2010",
          text: "Redaktorka współpracująca, Annals of Decision Science (przykładowe czasopismo).",
        },
        {
          date: "od 2012",
          text: "Redaktorka serii, Decision Science Monographs, Northbridge Scientific (przykładowe wydawnictwo).",
        },
      ],
    },
    publications: {
      heading: "Publikacje",
      intro:
        "Wybrane publikacje (łącznie ponad 375), z tytułami w języku angielskim. Pozycje są numerowane w sposób ciągły we wszystkich grupach; raporty techniczne mają numery 251–273.",
      groupHeadings: [
        "Patenty",
        "Książki",
        "Prace zbiorowe pod redakcją i numery specjalne",
        "Rozdziały w książkach",
        "Artykuły w czasopismach i materiałach konferencyjnych",
      ],
      technicalReportsHeading: "Raporty techniczne",
    },
    invitedTalks: {
      heading: "Wykłady na zaproszenie od 2000 roku",
      intro:
        "Łącznie ponad 250 wykładów na zaproszenie; poniżej wybór od 2000 roku według lat, z tytułami w języku angielskim.",
    },
    funding: {
      heading: "Finansowanie badań",
      intro:
        "Wybrane granty badawcze przyznane w trybie konkursowym, w których pełniła funkcję kierowniczki projektu (wszystkie granty są fikcyjne).",
      descriptions: [
        "Komunikacja ryzyka zaczynająca się od strat dla inwestorów indywidualnych. Przykładowa fundacja badawcza.",
        "Odporne decyzje wieloetapowe w warunkach głębokiej niepewności. Grant Advanced, przykładowa europejska rada ds. badań naukowych.",
        "Metody scenariuszowe dla transformacji energetycznej. Przykładowy flamandzki fundusz badawczy.",
        "Programowanie stochastyczne z awersją do ryzyka: teoria i algorytmy. Przykładowa belgijska agencja naukowa.",
        "Zarządzanie portfelem energii elektrycznej w warunkach niepewności. Przykładowa brytyjska rada ds. badań inżynieryjnych.",
        "Zarządzanie aktywami i pasywami funduszy emerytalnych. Konsorcjum przemysłowe (przykład).",
        "Aproksymacja procesów stochastycznych na potrzeby optymalizacji. Przykładowa niemiecka fundacja badawcza.",
        "Stochastyczne modele planowania dla przedsiębiorstw użyteczności publicznej. Przykładowy szwajcarski narodowy fundusz naukowy.",
      ],
    },
    theses: {
      heading: "Wypromowani doktorzy",
      intro:
        "Rozprawy doktorskie doprowadzone do obrony pod jej kierunkiem (wszyscy doktoranci są fikcyjni).",
      rows: [
        {
          date: "2024",
          text: "W. Ahmed: Szeregowanie produktów finansowych według możliwej straty. KU Leuven.",
        },
        {
          date: "2022",
          text: "L. Moreau: Generatory scenariuszy oparte na uczeniu maszynowym w optymalizacji z awersją do ryzyka. KU Leuven.",
        },
        {
          date: "2020",
          text: "U. Falk: Widoczność opłat a wybór funduszy przez inwestorów indywidualnych. KU Leuven.",
        },
        {
          date: "2018",
          text: "D. Ferrari: Optymalizacja stochastyczna systemów energii odnawialnej. KU Leuven.",
        },
        {
          date: "2016",
          text: "K. Tanaka: Planowanie łańcucha dostaw z awersją do ryzyka. KU Leuven.",
        },
        {
          date: "2014",
          text: "N. Petrov: Zarządzanie aktywami i pasywami w programach emerytalnych o zdefiniowanym świadczeniu. KU Leuven.",
        },
        {
          date: "2010",
          text: "B. Hughes: Wycena magazynów gazu i kontraktów swing. University of Oxford.",
        },
        {
          date: "2009",
          text: "S. Lindgren: Modele stochastyczne rynków energii elektrycznej. University of Oxford.",
        },
        {
          date: "2006",
          text: "F. Keller: Ryzyko kredytowe w modelach aktywów i pasywów. University of Oxford.",
        },
        {
          date: "2003",
          text: "C. Duval: Metody quasi-Monte Carlo w generowaniu scenariuszy. Uniwersytet Techniczny w Monachium.",
        },
        {
          date: "2001",
          text: "H. Brandt: Programowanie stochastyczne w wyznaczaniu rezerw ubezpieczeniowych. Uniwersytet Techniczny w Monachium.",
        },
        {
          date: "1999",
          text: "M. Koller: Budowa i redukcja drzew scenariuszy. Uniwersytet Techniczny w Monachium.",
        },
      ],
    },
    postdocs: {
      heading: "Stażyści podoktorscy",
      intro:
        "Goszczeni badacze na stażach podoktorskich (wszystkie nazwiska są fikcyjne).",
      rows: [
        {
          date: "2021 – 2024",
          text: "Dr Y. Chen: odporna rozkładowo optymalizacja wieloetapowa. KU Leuven.",
        },
        {
          date: "2017 – 2020",
          text: "Dr R. Haas: stabilność i aproksymacja średnią z próby. KU Leuven.",
        },
        {
          date: "2013 – 2016",
          text: "Dr G. Rossi: algorytmy dekompozycji dla programów z awersją do ryzyka. KU Leuven.",
        },
        {
          date: "2011 – 2013",
          text: "Dr I. Szabo: zasoby wodne w warunkach niepewności. KU Leuven.",
        },
        {
          date: "2005 – 2008",
          text: "Dr P. Novak: optymalizacja portfela energii elektrycznej. University of Oxford.",
        },
        {
          date: "2000 – 2003",
          text: "Dr A. Berger: metryki probabilistyczne i funkcjonały ryzyka. Uniwersytet Techniczny w Monachium.",
        },
      ],
    },
  },
};
