import type { CryptoTranslation } from "#app/content/translations/types.ts";

/** Draft translation (pl), awaiting review by a native speaker. */
export const crypto: CryptoTranslation = {
  sampleNotice:
    "Przykładowe treści: to oświadczenie oraz strony o Bitcoinie, Etherze i stablecoinach zostały napisane na potrzeby demonstracji przez fikcyjnego założyciela. Nie stanowią porady inwestycyjnej. Linki do źródeł prowadzą do prawdziwych, publicznie dostępnych materiałów i służą wyłącznie jako kontekst.",
  statement: {
    heading: "Czy kryptowaluty są zawsze złe?",
    intro: [
      "Członkowie pytają mnie o to częściej niż o cokolwiek innego. Uczciwa odpowiedź brzmi: nie, nie zawsze i nie dla każdego. Niemal zawsze są jednak bardziej ryzykowne, niż się wydaje, a ci, którzy twierdzą inaczej, to zwykle ci, którzy na zakupie coś zarabiają.",
      "Nirvana jest zbudowana wokół jednego pytania: ile mogę stracić? W przypadku większości kryptoaktywów odpowiedź jest niewygodna. Ceny potrafią spaść o połowę w ciągu kilku tygodni, platformy upadają, a ochrona, którą przy rachunku bankowym czy regulowanym funduszu uważa się za oczywistość, często w ogóle nie istnieje.",
      "Nie oznacza to, że idee, na których opierają się kryptowaluty, są bezwartościowe. Bitcoin pokazał, że obcy sobie ludzie mogą uzgodnić wspólną księgę bez centralnego strażnika. Ethereum zamieniło tę księgę w programowalny komputer. Stablecoiny próbują sprawić, by cyfrowe dolary przemieszczały się tak łatwo jak e-mail. Każda z tych idei jest ciekawa i każda niesie własny rodzaj straty.",
      "Zamiast werdyktu napisałem więc trzy krótkie notatki, po jednej na każdą z nich, w których możliwie prosto przedstawiam ryzyka. To moja osobista opinia, opatrzona datą, i z czasem się zestarzeje. Warto traktować je jako punkt wyjścia do własnych przemyśleń, a nie jako rekomendację.",
    ],
    jokeImage: {
      alt: "Rysunek mężczyzny, który sprawdza telefon na kolejce górskiej w kształcie wykresu kursu",
      caption:
        "„Jestem w tym na długi termin” – powiedział dwadzieścia minut po rozpoczęciu jazdy. (To żart, nie prognoza).",
    },
    linksHeading: "Trzy notatki, po jednej na każdą",
    links: {
      bitcoin: {
        label: "Bitcoin",
        description:
          "Rzadki z założenia, zmienny w praktyce: ile można stracić, trzymając BTC?",
      },
      ether: {
        label: "Ether",
        description:
          "Paliwo programowalnej sieci, a do tego ryzyka smart kontraktów i stakingu.",
      },
      stablecoins: {
        label: "Stablecoiny",
        description:
          "Zaprojektowane, by utrzymywać stały kurs, ale tylko tak bezpieczne jak rezerwy i emitent, który za nimi stoi.",
      },
    },
    signature: "Aurelio Marsh, założyciel serwisu Nirvana",
  },
  date: "20 września 2025 r.",
  disclaimer:
    "Ta strona przedstawia osobistą opinię założyciela serwisu Nirvana. Ma charakter ogólnej informacji, nie jest osobistą rekomendacją ani poradą inwestycyjną i nie uwzględnia indywidualnej sytuacji czytelnika. Nirvana nie sprzedaje, nie przechowuje, nie pośredniczy w obrocie ani nie promuje kryptoaktywów, a nic na tej stronie nie jest zachętą do kupna lub sprzedaży któregokolwiek z nich.",
  riskWarning: {
    heading: "Ostrzeżenie o ryzyku (Wielka Brytania)",
    text: "Nie inwestuj, jeśli nie jesteś gotów stracić wszystkich zainwestowanych pieniędzy. To inwestycja wysokiego ryzyka i nie należy oczekiwać ochrony, jeśli coś pójdzie nie tak.",
    learnMoreLabel: "Poświęć 2 minuty, by dowiedzieć się więcej (po angielsku)",
  },
  bottomLineHeading: "Podsumowanie",
  sourcesHeading: "Źródła",
  legalNotesHeading: "Informacje prawne",
  legalNotes: [
    "Ta strona przedstawia osobistą opinię założyciela, opublikowaną w celach ogólnoinformacyjnych i edukacyjnych. Nie stanowi porady inwestycyjnej, prawnej ani podatkowej i nie jest promocją finansową żadnego kryptoaktywa, produktu ani usługi.",
    "W wielu krajach kryptoaktywa są w dużej mierze nieuregulowane. W Wielkiej Brytanii, jeśli z inwestycją w kryptoaktywa coś pójdzie nie tak, dostęp do Financial Ombudsman Service ani do Financial Services Compensation Scheme jest mało prawdopodobny.",
    "Wyniki osiągnięte w przeszłości nie są wiarygodnym wskaźnikiem przyszłych wyników. Ceny podane lub sugerowane na tej stronie mogą być już nieaktualne w chwili jej czytania.",
    "Wyniki wyszukiwania i Compass Score w serwisie Nirvana to bezosobowe analizy. Ani ta strona, ani żaden Trust Code nie wpływa na kolejność, w jakiej szeregowane są produkty finansowe.",
    "Źródła podano wyłącznie jako kontekst i odniesienie. Nirvana nie odpowiada za treść zewnętrznych witryn.",
  ],
  back: "← Wróć do „{heading}”",
  pages: {
    bitcoin: {
      title: "Bitcoin: ile można stracić?",
      intro: [
        "W 2008 roku Bitcoin został opisany jako elektroniczny system gotówkowy typu peer-to-peer. W praktyce większość osób trzyma go dziś jako spekulacyjny środek przechowywania wartości, licząc, że później będzie wart więcej. Jego podaż jest ograniczona do 21 milionów monet, a ta rzadkość stanowi sedno opowieści, która się wokół niego snuje.",
        "Sama rzadkość nie czyni jednak niczego bezpiecznym miejscem na oszczędności. Poniżej opisuję ryzyka, które chciałbym, żeby przyjaciel zrozumiał, zanim zainwestuje w bitcoina jakiekolwiek pieniądze.",
      ],
      riskSections: [
        {
          heading: "Zmienność kursu",
          paragraphs: [
            "Bitcoin kilkakrotnie w swojej historii tracił ponad 70% od szczytu, a odrabianie strat trwało latami. Spadek tej skali w przypadku pieniędzy potrzebnych w ciągu pięciu lat może być druzgocący.",
            "Nie ma przepływów pieniężnych, zysków ani kuponów, na których można by oprzeć wycenę. Cena to tyle, ile zechce zapłacić następny kupujący, dlatego jest szczególnie wrażliwa na nastroje, dźwignię i płynność.",
          ],
        },
        {
          heading: "Przechowywanie i utrata kluczy",
          paragraphs: [
            "Kto kontroluje klucze prywatne, ten kontroluje monety. Utrata kluczy lub frazy seed oznacza, że bitcoiny przepadają na zawsze; nikt nie zresetuje hasła za właściciela.",
            "Pozostawiając monety na giełdzie, polega się na jej zabezpieczeniach i wypłacalności. Kilka dużych giełd upadło lub padło ofiarą ataków hakerskich, a klienci latami czekali na odzyskanie części pieniędzy albo nie odzyskali niczego.",
          ],
        },
        {
          heading: "Ograniczona ochrona",
          paragraphs: [
            "W Wielkiej Brytanii inwestycje w kryptoaktywa co do zasady nie są objęte Financial Services Compensation Scheme, a skargi mogą wykraczać poza kompetencje Financial Ombudsman Service. Podobne luki istnieją w wielu innych krajach.",
            "Transakcje są nieodwracalne. Bitcoinów wysłanych oszustowi lub na błędny adres zwykle nie da się odzyskać.",
          ],
        },
        {
          heading: "Oszustwa i wyłudzenia",
          paragraphs: [
            "Bitcoin to ulubione narzędzie oszustów inwestycyjnych: fałszywe platformy, deepfake'i z udziałem celebrytów, oszustwa „na miłość” i usługi „odzyskiwania środków”, których celem są osoby, które już straciły pieniądze.",
            "Prosta zasada: jeśli ktoś poznany w internecie proponuje pomoc w inwestowaniu w kryptowaluty, należy zakładać, że to oszustwo, dopóki nie zostanie udowodnione inaczej.",
          ],
        },
        {
          heading: "Niepewność regulacyjna i podatkowa",
          paragraphs: [
            "Przepisy określające, jak można kupować, sprzedawać, reklamować i opodatkowywać bitcoina, wciąż się zmieniają. Nowe ograniczenia mogą szybko wpłynąć na ceny i dostęp do platform.",
            "Zbycie bitcoina zwykle rodzi skutki podatkowe. Niestaranna dokumentacja może zamienić skromny zysk w kosztowny problem.",
          ],
        },
        {
          heading: "Energia i środowisko",
          paragraphs: [
            "Mechanizm proof-of-work, na którym opiera się Bitcoin, zużywa ogromne ilości energii elektrycznej. Szacunki się różnią, ale jego roczne zużycie często porównuje się do zużycia średniej wielkości kraju.",
            "Dla członków, którym zależy na zrównoważonym rozwoju, tak jak nam, to realny koszt, który trzeba uwzględnić obok ryzyka finansowego.",
          ],
        },
      ],
      bottomLine: [
        "Decydując się na trzymanie bitcoina, warto traktować go jak pieniądze, które można stracić w całości. Powinien stanowić niewielką część majątku; nigdy nie należy kupować go za pożyczone pieniądze i trzeba dokładnie wiedzieć, kto przechowuje klucze.",
        "Najpierw warto zadać pytanie, od którego zaczyna się Nirvana: ile mogę stracić? W przypadku bitcoina uczciwa odpowiedź brzmi: wszystko.",
      ],
    },
    ether: {
      title: "Ether: ile można stracić?",
      intro: [
        "Ether (ETH) to natywne aktywo Ethereum, blockchaina, na którym działają programy zwane smart kontraktami. Etherem płaci się za obliczenia w sieci, a od 2022 roku zabezpiecza on sieć poprzez staking zamiast wydobycia (mining).",
        "Ethereum to prawdziwe osiągnięcie inżynierskie. Nie czyni to jednak z etheru bezpiecznej inwestycji. Niesie on te same ryzyka cenowe co bitcoin, a do tego kilka własnych.",
      ],
      riskSections: [
        {
          heading: "Zmienność kursu",
          paragraphs: [
            "Historycznie ether był jeszcze bardziej zmienny niż bitcoin: od szczytu do dołka tracił 80% i więcej. Jego cena zależy od popytu na sieć, od konkurencyjnych blockchainów i od ogólnych nastrojów na rynku.",
          ],
        },
        {
          heading: "Ryzyko smart kontraktów",
          paragraphs: [
            "Duża część aktywności w Ethereum odbywa się za pośrednictwem smart kontraktów napisanych przez osoby trzecie. Błędy w tym kodzie doprowadziły do strat rzędu setek milionów dolarów, a transakcja zgodna z kodem jest zazwyczaj ostateczna, nawet jeśli jej skutek był niezamierzony.",
            "Korzystanie z aplikacji zdecentralizowanych finansów (DeFi) dokłada kolejne warstwy ryzyka: zawieść może kontrakt, interfejs, wyrocznie cenowe (oracles) i mosty między blockchainami.",
          ],
        },
        {
          heading: "Ryzyko stakingu",
          paragraphs: [
            "Staking etheru może przynosić dochód, ale stakowane monety mogą być na pewien czas zablokowane, a walidatorzy mogą zostać ukarani za błędy (tzw. slashing). Staking za pośrednictwem platformy dodaje ryzyko, że platforma upadnie lub ograniczy wypłaty.",
            "Dochód ze stakingu to nie odsetki z banku. Jest wypłacany w etherze, którego wartość może spadać szybciej, niż dochód przyrasta.",
          ],
        },
        {
          heading: "Przechowywanie, oszustwa i nieodwracalność",
          paragraphs: [
            "Podobnie jak w przypadku bitcoina, kto kontroluje klucze, ten kontroluje monety. Podpisanie złośliwej transakcji może opróżnić portfel w kilka sekund i nie ma nikogo, kto mógłby to cofnąć.",
            "Fałszywe tokeny, strony phishingowe i oszustwa typu „airdrop” są w Ethereum powszechne. Trzeba sprawdzać każdy adres i nigdy nikomu nie podawać swojej frazy seed.",
          ],
        },
        {
          heading: "Niepewność regulacyjna",
          paragraphs: [
            "Regulatorzy w różnych krajach wciąż różnie oceniają usługi stakingu, DeFi i tokeny zbudowane na Ethereum. Zmiany przepisów mogą wpłynąć na to, które usługi pozostaną dostępne.",
          ],
        },
      ],
      bottomLine: [
        "Ether to zakład o przyszłe wykorzystanie programowalnej sieci, obciążony ryzykami technicznymi, których większość inwestorów nie jest w stanie samodzielnie ocenić. Trzymać go warto tylko w takiej ilości, jaką można stracić w całości, zachowując szczególną ostrożność wobec wszystkiego, co obiecuje dodatkowy dochód.",
      ],
    },
    stablecoins: {
      title: "Stablecoiny: ile można stracić?",
      intro: [
        "Stablecoiny to tokeny zaprojektowane tak, by utrzymywać stałą wartość, zwykle jednego dolara amerykańskiego. Większość z nich ma pokrycie w rezerwach gotówki i krótkoterminowych obligacji skarbowych utrzymywanych przez emitenta; inne opierają się na zabezpieczeniu w kryptowalutach lub na algorytmach.",
        "„Stabilny” opisuje cel, a nie gwarancję. Stablecoin to obietnica złożona przez firmę i jest wart tyle, ile ta firma i jej rezerwy.",
      ],
      riskSections: [
        {
          heading: "Utrata powiązania z dolarem",
          paragraphs: [
            "Stablecoiny już wcześniej traciły powiązanie z walutą odniesienia. W 2022 roku algorytmiczny stablecoin w ciągu kilku dni stracił niemal całą wartość, a w 2023 roku duży stablecoin z pokryciem w rezerwach na krótko spadł wyraźnie poniżej jednego dolara, gdy część jego rezerw utknęła w upadłym banku.",
          ],
        },
        {
          heading: "Ryzyko rezerw i emitenta",
          paragraphs: [
            "Polega się na tym, że emitent utrzymuje wystarczająco dużo bezpiecznych, płynnych aktywów, by wykupić każdą monetę, i że mówi o nich prawdę. Poświadczenia (attestations) to nie to samo co pełne audyty, a jakość rezerw różni się w zależności od emitenta.",
            "W razie upadłości emitenta posiadacz może okazać się wierzycielem niezabezpieczonym. Stablecoiny nie są depozytami bankowymi i co do zasady nie obejmuje ich system gwarantowania depozytów.",
          ],
        },
        {
          heading: "Ograniczenia wykupu",
          paragraphs: [
            "Bezpośrednio u emitenta mogą wykupywać monety tylko niektórzy klienci, często po spełnieniu progów minimalnych i za opłatą. Wszyscy pozostali są zdani na sprzedaż na giełdzie, gdzie w czasie kryzysu cena może się osunąć.",
          ],
        },
        {
          heading: "Ryzyko platform i dochodu",
          paragraphs: [
            "Platformy, które płacą „odsetki” od stablecoinów, pożyczają je dalej, często ryzykownym pożyczkobiorcom. Kilka takich platform zamroziło wypłaty i ogłosiło upadłość.",
          ],
        },
        {
          heading: "Regulacje i dostęp",
          paragraphs: [
            "W wielu jurysdykcjach pojawiają się przepisy dotyczące stablecoinów, w tym unijne rozporządzenie MiCA i nowe propozycje w Wielkiej Brytanii. Niektóre monety mogą zostać wycofane z obrotu lub ograniczone w części krajów, co może utrudnić korzystanie z nich lub ich sprzedaż.",
          ],
        },
      ],
      bottomLine: [
        "Stablecoin może być przydatnym sposobem przesyłania pieniędzy w blockchainie, ale nie jest rachunkiem oszczędnościowym. Jeśli trzymanie go jest konieczne, lepiej wybierać regulowanych emitentów z solidnymi rezerwami, utrzymywać niewielkie salda przez krótki czas i podchodzić z rezerwą do każdego, kto oferuje od niego dochód.",
      ],
    },
  },
};
