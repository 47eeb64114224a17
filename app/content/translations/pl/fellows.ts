import type { Fellow } from "#app/content/fellows.ts";
import type { FELLOW_PROFILE } from "#app/content/fellows.ts";
import { pagePath } from "#app/lib/pages/links.ts";
/** Draft translation (pl), awaiting review by a native speaker. */
export const sampleNotice =
  "Przykładowe treści: przedstawieni tu Nirvana Fellows są postaciami fikcyjnymi. Ich biografie, stopnie naukowe i stanowiska zostały wymyślone wyłącznie na potrzeby demonstracji.";

export const heading = "Nirvana Fellows";

export const intro =
  "Nasi fellows doradzają serwisowi Nirvana niezależnie. Nie otrzymują prowizji od żadnego dostawcy produktów i żaden z nich nie ma wpływu na pozycję produktu finansowego w rankingu.";

export const fellows: Fellow[] = [
  {
    slug: "miriam-okafor",
    name: "Dr. Miriam Okafor",
    role: "Nirvana Fellow w dziedzinie finansów behawioralnych",
    area: "behavioural-finance",
    areaLabel: "Finanse behawioralne",
    portrait: 0,
    portraitAlt: "Portret: Dr. Miriam Okafor",
    shortBio: [
      "Miriam Okafor bada, jak zwykli inwestorzy postrzegają straty, opłaty i ryzyko oraz jak sposób przedstawienia informacji zmienia ich wybory.",
      "Doradza serwisowi Nirvana w kwestii tego, jak objaśniać członkom szacunki strat i oceny Compass Score, aby liczby wspierały decyzje, a nie popychały do nich.",
    ],
    profile: {
      personalDetails: [
        { key: "Imię i nazwisko", value: "Miriam Adaeze Okafor" },
        { key: "Obywatelstwo", value: "brytyjskie i nigeryjskie" },
        {
          key: "Stanowisko",
          value: "Nirvana Fellow w dziedzinie finansów behawioralnych",
        },
        {
          key: "Afiliacja",
          value:
            "Profesor nadzwyczajna finansów, University of Edinburgh (fikcyjne stanowisko)",
        },
        { key: "Języki", value: "angielski, joruba, francuski" },
        { key: "Miejsce pobytu", value: "Edynburg, Wielka Brytania" },
      ],
      education: [
        {
          date: "2009 – 2013",
          text: "Doktorat (PhD) z finansów, London School of Economics. Rozprawa: Loss Framing and the Retail Demand for Structured Products.",
        },
        {
          date: "2007 – 2008",
          text: "Studia magisterskie (MSc) z nauk behawioralnych, University of Warwick (z wyróżnieniem).",
        },
        {
          date: "2004 – 2007",
          text: "Studia licencjackie (BSc) z ekonomii i psychologii, University of Bristol (z najwyższą lokatą, first class honours).",
        },
      ],
      biography: [
        "Miriam Okafor dorastała w Lagos i Manchesterze, a do finansów trafiła przez psychologię. Jeszcze na studiach prowadziła niewielkie eksperymenty dotyczące tego, jak studenci wybierają rachunki oszczędnościowe, i uderzyło ją, jak bardzo sformułowania w karcie produktu zmieniały dokonywane wybory.",
        "W pracy doktorskiej badała, dlaczego inwestorzy indywidualni kupowali złożone produkty strukturyzowane, których oczekiwane stopy zwrotu były na papierze słabe. Wykazała, że sposób przedstawienia potencjalnych strat w materiałach marketingowych wyjaśniał dużą część popytu, a proste informacje stawiające straty na pierwszym miejscu wyraźnie go ograniczały.",
        "Po stażu podoktorskim w Amsterdamie dołączyła do University of Edinburgh, gdzie kieruje niewielkim laboratorium finansów gospodarstw domowych i projektowania informacji o produktach. Doradzała organizacjom konsumenckim w sprawie przejrzystości opłat i wiele pisała dla szerokiego grona czytelników o tym, dlaczego ludzie zbyt długo trzymają się przynoszących straty inwestycji.",
        "W serwisie Nirvana sprawdza, jak formułowane i prezentowane są szacunki strat, oceny Compass Score i oznaczenia ryzyka, a nowe objaśnienia testuje z członkami-wolontariuszami, zanim zostaną opublikowane.",
      ],
      researchInterests: [
        "Awersja do strat i sposób przedstawiania ryzyka inwestycyjnego",
        "Projektowanie informacji o detalicznych produktach finansowych",
        "Widoczność opłat a popyt na fundusze aktywnie zarządzane",
        "Wybory portfelowe gospodarstw domowych i decyzje emerytalne",
        "Edukacja finansowa w różnych językach i kulturach",
        "Metody eksperymentalne w finansach gospodarstw domowych",
      ],
    },
  },
  {
    slug: "tomas-lindqvist",
    name: "Dr. Tomas Lindqvist",
    role: "Nirvana Fellow w dziedzinie optymalizacji algorytmicznej",
    area: "algorithmic-optimisation",
    areaLabel: "Optymalizacja algorytmiczna",
    portrait: 1,
    portraitAlt: "Portret: Dr. Tomas Lindqvist",
    shortBio: [
      "Tomas Lindqvist zajmuje się optymalizacją na dużą skalę i odpornymi metodami tworzenia rankingów. Wcześniej kierował badaniami nad konstrukcją portfela w warunkach niepewności w KTH Royal Institute of Technology (fikcyjne stanowisko).",
      "Doradza serwisowi Nirvana w zakresie metod numerycznych, na których opiera się Compass Score, oraz utrzymania rankingów stabilnych, powtarzalnych i wolnych od wpływów handlowych.",
    ],
  },
  {
    slug: "elena-varga",
    name: "Dr. Elena Varga",
    role: "Specjalna doradczyni założyciela",
    area: "special-adviser",
    areaLabel: "Specjalna doradczyni założyciela",
    portrait: 2,
    portraitAlt: "Portret: Dr. Elena Varga",
    shortBio: [
      "Elena Varga jest matematyczką stosowaną i specjalistką w dziedzinie badań operacyjnych; jej prace obejmują optymalizację stochastyczną, pomiar ryzyka i wspomaganie decyzji. Pracowała na siedmiu uczelniach w Europie i Ameryce Północnej.",
      "Jako specjalna doradczyni założyciela ocenia program badawczy serwisu Nirvana i naukową rzetelność jego metod. Jej pełne curriculum vitae jest dostępne na osobnej stronie.",
    ],
    cvHref: pagePath("adviserCv"),
  },
];

export const profile: typeof FELLOW_PROFILE = {
  headingPrefix: "Profil:",
  personalDetails: "Dane osobowe",
  education: "Wykształcenie",
  biography: "Biografia",
  researchInterests: "Zainteresowania badawcze",
};
