import { founderLinks, type FounderContent } from "#app/content/founder.ts";
/** Draft translation (nl), awaiting review by a native speaker. */
export const sampleNotice =
  "Voorbeeldinhoud: Aurelio Marsh is een fictief persoon. Zijn biografie, handelsmodellen, foto's, kanalen en luisterboeken zijn uitsluitend voor demonstratiedoeleinden verzonnen.";

export const founder: FounderContent = {
  heading: "Gebonden aan een ander verbond",
  name: "Aurelio Marsh",
  tagline: "Oprichter van Nirvana · Bedenker van handelsmodellen · Fotograaf",
  paragraphs: [
    "Aurelio Marsh bouwde ruim twintig jaar lang kwantitatieve handelsmodellen, tot hij besloot dat het nuttigste wat hij kon bouwen niet nog een manier was om te winnen, maar een manier om te zien hoeveel je kunt verliezen. Nirvana is het resultaat: een neutrale zoekmachine voor financiën die producten rangschikt naar wat ze een gewone belegger kunnen kosten, niet naar wat ze opleveren voor de mensen die ze verkopen.",
    "Hij begon zijn loopbaan op een obligatiedesk, waar hij 's avonds op een geleend werkstation zijn eerste waarderingstools schreef. Uit die tools groeide een familie van allocatiemodellen die risico vooropstellen, die hij later in licentie gaf aan vermogensbeheerders op drie continenten. De rode draad was eenvoudig: begin bij het neerwaartse risico, meet het eerlijk en laat al het andere daarop volgen.",
    "Door de jaren heen voelde hij zich steeds minder op zijn gemak in een sector waarin hetzelfde bedrijf een product kon ontwerpen, beoordelen en verkopen. Provisies, plaatsingsvergoedingen en gesponsorde ranglijsten bepalen wat de meeste mensen te zien krijgen als ze zoeken naar een pensioenfonds, een ETF of een spaarrekening. Hij ging dit zien als een verbond tussen verkopers, en hij wilde gebonden zijn aan een ander verbond: een verbond met degene die het risico draagt.",
    "Dat verbond is vastgelegd in de manier waarop Nirvana werkt. Leden betalen een vaste jaarlijkse bijdrage en verder niets. Geen enkele productaanbieder kan een hogere positie kopen, en Trust Codes raken de zoekresultaten nooit. Tien procent van de totale geconsolideerde omzet is toegezegd aan goede doelen: bossen, ecosystemen, dieren en mensen.",
    "Weg van de schermen is Aurelio fotograaf. Hij werkt vooral in zwart-wit, tijdens lange wandelingen door bossen, langs kustlijnen en door oude industriestadjes, en hij zegt dat fotografie hem dezelfde les leerde als risicobeheer: wat je buiten het kader laat, doet er evenveel toe als wat je erin zet. Bij deze pagina staat een selectie van zijn foto's.",
    "Hij heeft drie luisterboeken ingesproken over geld, geduld en verliesaversie, en publiceert korte video-essays waarin hij zonder jargon uitlegt hoe financiële producten echt werken. Hij woont afwisselend in Lissabon en de Schotse Hooglanden en beantwoordt brieven van leden waar mogelijk persoonlijk.",
  ],
  links: founderLinks({
    profile: "Professioneel profiel",
    videos: "Videokanaal: Plain Money with Aurelio Marsh",
    photography: "Fotokunst: Aurelio Marsh Photography",
    "how-much-could-i-lose": "Luisterboek: How Much Could I Lose?",
    "the-patient-investor": "Luisterboek: The Patient Investor",
    "bound-by-a-different-covenant":
      "Luisterboek: Bound by a Different Covenant",
  }),
};

export const linksHeading = "Elders";
