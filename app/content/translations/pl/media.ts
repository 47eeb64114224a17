import type { MediaTranslation } from "#app/content/translations/types.ts";

/** Draft translation (pl), awaiting review by a native speaker. */
export const media: MediaTranslation = {
  transcripts: {
    "what-is-this-all-about": {
      title: "O co w tym wszystkim chodzi",
      text: "To przykładowe nagranie na potrzeby demonstracyjnej witryny serwisu Nirvana. Nirvana to wyszukiwarka finansowa, która zaczyna od jednego pytania: ile mogę stracić? Szeregujemy produkty według Compass Score, indeksu trafności, który nie traci z oczu ryzyka spadku. Nie sprzedajemy żadnych produktów i nie bierzemy pieniędzy od firm, które oceniamy. Członkowie płacą za wyszukiwanie i na tym polega cały nasz biznes. Jeśli brzmi to prosto, to właśnie o to chodzi. Wszystko inne na tej stronie wyjaśnia, jak staramy się, by tak zostało.",
    },
    "on-earnestness": {
      title: "O powadze",
      text: "Przykładowa refleksja o powadze. Traktować rzeczy poważnie to mówić, co dana liczba oznacza, a czego nie. Wynik nie jest obietnicą, a analiza nie jest poradą. Wolimy pokazać ryzyko bez upiększeń, niż sprzedawać opowieść o zyskach. Kiedy nie jesteśmy pewni, mówimy o tym. Kiedy wynik nas zaskakuje, sprawdzamy go, zanim go opublikujemy. Powaga jest wolniejsza niż entuzjazm, ale lepiej się starzeje.",
    },
    "of-equitable-liability": {
      title: "O sprawiedliwej odpowiedzialności",
      text: "Przykładowa notatka o sprawiedliwej odpowiedzialności. Gdy narzędzie wpływa na decyzje dotyczące cudzych oszczędności, jego twórcy ponoszą część konsekwencji. Publikujemy zasady działania naszych rankingów, nigdy nie pozwalamy, by kod polecający przesunął wynik, i odpowiadamy za swoje błędy. Odpowiedzialność jest sprawiedliwa, gdy spada na tych, którzy mogą zapobiec szkodzie. W przypadku wyszukiwarki to my: ludzie, którzy decydują, co widzisz jako pierwsze.",
    },
    "of-the-ribbon": {
      title: "O wstążce",
      text: "Przykładowa opowieść o wstążce. Wstążka przewiązuje prezent, ale wyznacza też linię mety. Tak samo myślimy o naszym zobowiązaniu: dziesięć procent naszych przychodów trafia na rzecz lasów, ekosystemów, zwierząt i ludzi, związane z każdym członkostwem od pierwszego dnia. Ta wstążka nie jest ozdobą. Za każdym razem, gdy otwieramy księgi, przypomina nam, że nasza praca ma zostawić świat w lepszym stanie, niż go zastała.",
    },
    "founder-message": {
      title: "Wiadomość od założyciela",
      text: "Dzień dobry i witamy. To krótkie przykładowe nagranie wideo zastępuje wiadomość od założyciela serwisu Nirvana. Zbudowaliśmy wyszukiwarkę finansową, która zaczyna się od prostego pytania: ile mogę stracić? Szukaj z rozwagą, najpierw przeczytaj, ile możesz stracić, i nie spiesz się.",
    },
  },
};
