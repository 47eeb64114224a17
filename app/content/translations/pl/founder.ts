import { founderLinks, type FounderContent } from "#app/content/founder.ts";
/** Draft translation (pl), awaiting review by a native speaker. */
export const sampleNotice =
  "Przykładowe treści: Aurelio Marsh jest postacią fikcyjną. Jego biografia, modele transakcyjne, fotografie, kanały i audiobooki zostały wymyślone wyłącznie na potrzeby demonstracji.";

export const founder: FounderContent = {
  heading: "Związany innym przymierzem",
  name: "Aurelio Marsh",
  tagline:
    "Założyciel serwisu Nirvana · Twórca modeli transakcyjnych · Fotograf",
  paragraphs: [
    "Aurelio Marsh przez ponad dwie dekady budował ilościowe modele transakcyjne, aż uznał, że najbardziej użyteczną rzeczą, jaką może zbudować, nie jest kolejny sposób na wygrywanie, lecz sposób, by zobaczyć, ile można stracić. Tak powstała Nirvana: neutralna wyszukiwarka finansowa, która szereguje produkty według tego, ile mogą kosztować zwykłego inwestora, a nie według tego, ile płacą tym, którzy je sprzedają.",
    "Karierę zaczynał na desku obligacji, gdzie wieczorami, na pożyczonej stacji roboczej, pisał swoje pierwsze narzędzia do wyceny. Z tych narzędzi wyrosła rodzina modeli alokacji stawiających ryzyko na pierwszym miejscu, które później licencjonował zarządzającym aktywami na trzech kontynentach. Wspólna myśl była prosta: zacząć od ryzyka spadku, zmierzyć je uczciwie, a wszystko inne niech z tego wynika.",
    "Z biegiem lat coraz bardziej uwierała go branża, w której ta sama firma może zaprojektować produkt, ocenić go i sprzedać. Prowizje, opłaty za wyróżnienie i sponsorowane rankingi kształtują to, co większość ludzi widzi, szukając funduszu emerytalnego, ETF-u czy rachunku oszczędnościowego. Zaczął postrzegać to jako przymierze między sprzedawcami i zapragnął być związany innym: przymierzem z osobą, która ponosi ryzyko.",
    "To przymierze jest wpisane w sposób działania serwisu Nirvana. Członkowie płacą stałą opłatę roczną i nic więcej. Żaden dostawca produktów nie może kupić sobie wyższej pozycji, a Trust Code nigdy nie wpływa na wyniki wyszukiwania. Dziesięć procent łącznych skonsolidowanych przychodów jest przeznaczone na cele charytatywne: lasy, ekosystemy, zwierzęta i ludzi.",
    "Z dala od ekranów Aurelio jest fotografem. Pracuje głównie w czerni i bieli, podczas długich wędrówek przez lasy, wybrzeża i dawne miasta przemysłowe, i mówi, że fotografia nauczyła go tego samego co zarządzanie ryzykiem: to, co zostaje poza kadrem, ma takie samo znaczenie jak to, co się w nim znajduje. Tej stronie towarzyszy wybór jego zdjęć.",
    "Nagrał trzy audiobooki o pieniądzach, cierpliwości i awersji do strat, a także publikuje krótkie eseje wideo, w których bez żargonu wyjaśnia, jak naprawdę działają produkty finansowe. Mieszka na przemian w Lizbonie i w szkockich Highlands i, kiedy tylko może, osobiście odpowiada na listy od członków.",
  ],
  links: founderLinks({
    profile: "Profil zawodowy",
    videos: "Kanał wideo: Plain Money with Aurelio Marsh",
    photography: "Fotografia artystyczna: Aurelio Marsh Photography",
    "how-much-could-i-lose": "Audiobook: How Much Could I Lose?",
    "the-patient-investor": "Audiobook: The Patient Investor",
    "bound-by-a-different-covenant": "Audiobook: Bound by a Different Covenant",
  }),
};

export const linksHeading = "W innych miejscach";
