import type { MediaTranslation } from "#app/content/translations/types.ts";

/** Draft translation (nl), awaiting review by a native speaker. */
export const media: MediaTranslation = {
  transcripts: {
    "what-is-this-all-about": {
      title: "Waar gaat dit allemaal over",
      text: "Dit is een voorbeeldbericht voor de demonstratiesite van Nirvana. Nirvana is een zoekmachine voor financiën die begint bij één vraag: hoeveel zou ik kunnen verliezen? We rangschikken producten op Compass Score, een relevantie-index die het neerwaartse risico in beeld houdt. We verkopen geen producten, en we nemen geen geld aan van de bedrijven die we rangschikken. Leden betalen voor het zoeken, en dat is het hele bedrijfsmodel. Klinkt dat eenvoudig, dan is dat de bedoeling. Al het andere op deze site legt uit hoe we proberen het zo te houden.",
    },
    "on-earnestness": {
      title: "Over ernst",
      text: "Een voorbeeldbeschouwing over ernst. Ernstig zijn betekent zeggen wat een getal betekent, en wat niet. Een score is geen belofte, en een analyse is geen advies. We laten je liever het risico zien zoals het is dan dat we je een verhaal over rendement verkopen. Als we het niet zeker weten, zeggen we dat. Als een uitkomst ons verrast, controleren we die voordat we haar publiceren. Ernst is trager dan enthousiasme, maar veroudert beter.",
    },
    "of-equitable-liability": {
      title: "Over billijke aansprakelijkheid",
      text: "Een voorbeeldnotitie over billijke aansprakelijkheid. Als een hulpmiddel beslissingen over het spaargeld van anderen vormgeeft, dragen de makers een deel van de gevolgen. We publiceren hoe onze ranglijsten werken, we laten een doorverwijzingscode nooit een resultaat verschuiven, en we staan in voor onze fouten. Aansprakelijkheid is billijk als ze terechtkomt bij de mensen die de schade kunnen voorkomen. Bij een zoekmachine zijn dat wij: de mensen die kiezen wat je als eerste ziet.",
    },
    "of-the-ribbon": {
      title: "Over het lint",
      text: "Een voorbeeldverhaal over een lint. Een lint bindt een cadeau samen, en het markeert ook een finish. Zo zien we onze toezegging: tien procent van onze omzet gaat naar bossen, ecosystemen, dieren en mensen, verbonden aan elk lidmaatschap vanaf de eerste dag. Het lint is geen versiering. Het herinnert ons er elke keer dat we de boeken openslaan aan dat het werk iets beters moet achterlaten dan het aantrof.",
    },
    "founder-message": {
      title: "Een bericht van de oprichter",
      text: "Hallo, en welkom. Deze korte voorbeeldvideo staat voor een bericht van de oprichter van Nirvana. We hebben een zoekmachine voor financiën gebouwd die begint met een eenvoudige vraag: hoeveel zou ik kunnen verliezen? Zoek zorgvuldig, lees eerst wat je kunt verliezen, en neem de tijd.",
    },
  },
};
