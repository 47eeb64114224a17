import type { Fellow } from "#app/content/fellows.ts";
import type { FELLOW_PROFILE } from "#app/content/fellows.ts";
import { pagePath } from "#app/lib/pages/links.ts";
/** Draft translation (nl), awaiting review by a native speaker. */
export const sampleNotice =
  "Voorbeeldinhoud: de Nirvana-fellows op deze pagina zijn fictieve personen. Hun biografieën, diploma's en benoemingen zijn uitsluitend voor demonstratiedoeleinden verzonnen.";

export const heading = "Nirvana-fellows";

export const intro =
  "Onze fellows adviseren Nirvana onafhankelijk. Ze ontvangen geen provisie van welke productaanbieder ook, en geen van hen kan invloed uitoefenen op hoe een financieel product wordt gerangschikt.";

export const fellows: Fellow[] = [
  {
    slug: "miriam-okafor",
    name: "Dr. Miriam Okafor",
    role: "Nirvana-fellow in gedragsfinanciering",
    area: "behavioural-finance",
    areaLabel: "Gedragsfinanciering",
    portrait: 0,
    portraitAlt: "Portret van Dr. Miriam Okafor",
    shortBio: [
      "Miriam Okafor onderzoekt hoe gewone beleggers verliezen, kosten en risico ervaren, en hoe de manier waarop informatie wordt gepresenteerd hun keuzes verandert.",
      "Ze adviseert Nirvana over hoe verliesramingen en Compass Scores aan leden worden uitgelegd, zodat cijfers beslissingen onderbouwen zonder ze een bepaalde kant op te duwen.",
    ],
    profile: {
      personalDetails: [
        { key: "Naam", value: "Miriam Adaeze Okafor" },
        { key: "Nationaliteit", value: "Brits en Nigeriaans" },
        { key: "Functie", value: "Nirvana-fellow in gedragsfinanciering" },
        {
          key: "Verbonden aan",
          value:
            "Universitair hoofddocent financiering, University of Edinburgh (fictieve benoeming)",
        },
        { key: "Talen", value: "Engels, Yoruba, Frans" },
        { key: "Woonplaats", value: "Edinburgh, Verenigd Koninkrijk" },
      ],
      education: [
        {
          date: "2009 – 2013",
          text: "PhD in financiering, London School of Economics. Proefschrift: Loss Framing and the Retail Demand for Structured Products.",
        },
        {
          date: "2007 – 2008",
          text: "MSc in gedragswetenschappen, University of Warwick (met onderscheiding).",
        },
        {
          date: "2004 – 2007",
          text: "BSc in economie en psychologie, University of Bristol (first class honours, de hoogste graad).",
        },
      ],
      biography: [
        "Miriam Okafor groeide op in Lagos en Manchester en kwam via de psychologie in de financiële wereld terecht. Als student deed ze kleine experimenten naar hoe studenten tussen spaarrekeningen kozen, en het viel haar op hoeveel de formulering van een productblad veranderde aan wat mensen kozen.",
        "In haar promotieonderzoek onderzocht ze waarom particuliere beleggers complexe gestructureerde producten kochten waarvan het verwachte rendement op papier slecht was. Ze toonde aan dat de manier waarop mogelijke verliezen in marketingmateriaal werden geframed een groot deel van de vraag verklaarde, en dat eenvoudige informatie waarin verlies vooropstaat die vraag duidelijk verminderde.",
        "Na een postdoc in Amsterdam ging ze naar de University of Edinburgh, waar ze een klein laboratorium leidt voor huishoudfinanciën en het ontwerp van productinformatie. Ze heeft consumentenorganisaties geadviseerd over transparantie van kosten en schrijft veel voor een breed publiek over waarom mensen te lang vasthouden aan verliesgevende beleggingen.",
        "Bij Nirvana beoordeelt ze hoe verliesramingen, Compass Scores en risicolabels worden geformuleerd en getoond, en test ze nieuwe uitleg met leden die zich als vrijwilliger aanmelden, voordat die wordt gepubliceerd.",
      ],
      researchInterests: [
        "Verliesaversie en de framing van beleggingsrisico",
        "Ontwerp van productinformatie voor financiële producten voor particulieren",
        "Zichtbaarheid van kosten en de vraag naar actieve fondsen",
        "Portefeuillekeuze van huishoudens en pensioenbeslissingen",
        "Financiële geletterdheid over talen en culturen heen",
        "Experimentele methoden in huishoudfinanciën",
      ],
    },
  },
  {
    slug: "tomas-lindqvist",
    name: "Dr. Tomas Lindqvist",
    role: "Nirvana-fellow in algoritmische optimalisatie",
    area: "algorithmic-optimisation",
    areaLabel: "Algoritmische optimalisatie",
    portrait: 1,
    portraitAlt: "Portret van Dr. Tomas Lindqvist",
    shortBio: [
      "Tomas Lindqvist werkt aan grootschalige optimalisatie en robuuste rangschikkingsmethoden. Eerder leidde hij onderzoek naar portefeuilleconstructie onder onzekerheid aan het KTH Royal Institute of Technology (fictieve benoeming).",
      "Hij adviseert Nirvana over de numerieke methoden achter de Compass Score en over het stabiel, reproduceerbaar en vrij van commerciële invloed houden van de rangschikking.",
    ],
  },
  {
    slug: "elena-varga",
    name: "Dr. Elena Varga",
    role: "Bijzonder adviseur van de oprichter",
    area: "special-adviser",
    areaLabel: "Bijzonder adviseur van de oprichter",
    portrait: 2,
    portraitAlt: "Portret van Dr. Elena Varga",
    shortBio: [
      "Elena Varga is toegepast wiskundige en operationeel onderzoeker. Haar werk bestrijkt stochastische optimalisatie, risicometing en beslissingsondersteuning. Ze was verbonden aan zeven universiteiten in Europa en Noord-Amerika.",
      "Als bijzonder adviseur van de oprichter beoordeelt ze de onderzoeksagenda van Nirvana en de wetenschappelijke integriteit van de methoden. Haar volledige curriculum vitae staat op een aparte pagina.",
    ],
    cvHref: pagePath("adviserCv"),
  },
];

export const profile: typeof FELLOW_PROFILE = {
  headingPrefix: "Profiel:",
  personalDetails: "Persoonlijke gegevens",
  education: "Opleiding",
  biography: "Biografie",
  researchInterests: "Onderzoeksinteresses",
};
