import type { WalletTranslation } from "#app/content/translations/types.ts";

/**
 * Draft translation (de), awaiting review by a native speaker. Every
 * {placeholder} is a figure filled from app/lib/pages/sustainability.ts.
 */
export const wallet: WalletTranslation = {
  metaTitle: "Unser Nachhaltigkeitsversprechen",
  heading: "Das Nirvana Wallet: unser Nachhaltigkeitsversprechen",
  description:
    "Wie das Nirvana Wallet die KI-Nutzung zum Selbstkostenpreis plus 20 % bezahlt und den CO2-Ausstoß jedes Tokens kompensiert, mit offen nachgerechneten Zahlen.",
  date: "21. Oktober 2025",
  intro: [
    "Jede Nirvana-Mitgliedschaft enthält ein Wallet, das die KI bezahlt, die Sie nutzen: Suchen, Proximity Search und Gespräche mit Satya. Wir berechnen, was uns die Rechenleistung kostet, plus 20 %, und wir erheben eine kleine, separate Gebühr für CO2-Kompensationen, die die Energie Ihrer Nutzung abdecken.",
    "Diese Seite legt jede Zahl hinter diesem Versprechen offen, wie sie berechnet wird und welche Annahmen wir treffen. Ändert sich eine Annahme, ändern sich die Zahlen unten mit.",
  ],
  fundingHeading: "Wie das Wallet aufgeladen wird",
  funding:
    "Das Wallet wird in Blöcken von {block} aufgeladen. Erreicht Ihr Guthaben {threshold}, wird es automatisch um {topUp} aufgeladen, damit eine Suche nie auf halbem Weg abbricht. Sie können die automatische Aufladung jederzeit abschalten; ungenutztes Guthaben bleibt in Ihrem Wallet.",
  pricingHeading: "Was eine Million Token kostet",
  pricingIntro:
    "KI-Modelle lesen Text als Eingabe-Token und schreiben Text als Ausgabe-Token. Wir geben die Kosten des Anbieters plus {markup} weiter und schlagen die Kompensationsgebühr für den CO2-Ausstoß jedes Tokens auf.",
  usageNote: "Eine Million Token entspricht etwa 75 bis 100 Stunden Nutzung.",
  assumptionsHeading: "Annahmen",
  assumptionLabels: {
    inputEnergy: "Energie pro Eingabe-Token (IT-Ausstattung)",
    outputEnergy: "Energie pro Ausgabe-Token (IT-Ausstattung)",
    pue: "Energieeffizienz des Rechenzentrums (PUE)",
    grid: "CO2-Intensität des Stromnetzes",
    offset: "Kompensationsbudget",
    markup: "Preisgestaltung",
  },
  assumptionsNote:
    "Die Energie der Anlage ist die IT-Energie multipliziert mit dem PUE; die Emissionen sind die Energie der Anlage multipliziert mit dem Netzfaktor. Die Kompensationsgebühr sind die Emissionen in Tonnen multipliziert mit dem Kompensationsbudget, plus dieselben 20 %, die für die Rechenleistung gelten, und wird erst bei der Anzeige auf den Cent gerundet.",
  exampleHeading: "Ein Rechenbeispiel",
  example:
    "Ein Monat, in dem Sie {inputTokens} Eingabe-Token senden und {outputTokens} Ausgabe-Token erhalten, kostet {compute} an Rechenleistung. Er verursacht etwa {kg} kg CO2e, die Kompensationsgebühr beträgt also {offset}, und Ihr Wallet wird insgesamt mit {total} belastet.",
  sensitivityHeading: "Wie empfindlich sind die Zahlen?",
  sensitivityIntro:
    "Die Effizienz von Rechenzentren und die CO2-Intensität des Stromnetzes schwanken je nach Region und Jahreszeit. Die Tabelle zeigt die Emissionen und die Kompensationsgebühr pro Million Token unter einer niedrigeren, unserer mittleren und einer höheren Annahme.",
  calculatorHeading: "Rechnen Sie selbst nach",
  calculatorIntro:
    "Geben Sie die Anzahl der Token ein, die Sie voraussichtlich nutzen. Die Schätzung verwendet dieselben Formeln und Annahmen wie die Zahlen oben.",
  retirementHeading: "Monatlicher Stilllegungsbericht",
  retirement: [
    "Die Kompensationen werden monatlich in zwei CO2-Registern stillgelegt, mit einer jährlichen Prüfung der Berechnungen und Stilllegungen durch Dritte.",
    "Jeden Monat zählen wir die für alle Mitglieder verarbeiteten Token zusammen, rechnen sie mit den obigen Annahmen in Energie und Emissionen um und legen mindestens so viele Tonnen CO2e still. Der monatliche Stilllegungsbericht nennt die verarbeiteten Token, die geschätzte Energie und die Emissionen, die eingenommenen Kompensationsgebühren und die Seriennummern der in jedem Register stillgelegten Zertifikate.",
    "Kompensationsgebühren werden ausschließlich für den Kauf und die Stilllegung von Zertifikaten verwendet. Übersteigen die Gebühren eines Monats die Kosten der stillgelegten Zertifikate, wird die Differenz auf die Stilllegung des nächsten Monats übertragen.",
  ],
  tables: {
    perMillionRegion: "Preise und Fußabdruck pro Million Token",
    perMillionCaption: "Pro Million Token",
    perMillionColumn: "Pro Million Token",
    input: "Eingabe",
    output: "Ausgabe",
    rows: {
      providerCost: "Kosten des Anbieters",
      price: "Preis (Kosten plus {markup})",
      itEnergy: "IT-Energie",
      facilityEnergy: "Energie der Anlage",
      emissions: "Emissionen (CO2e)",
      offset: "Kompensationsgebühr",
      allIn: "Gesamtpreis",
    },
    sensitivityRegion: "Empfindlichkeit gegenüber PUE und Netzfaktor",
    sensitivityCaption: "Pro Million Token, nach PUE und Netzfaktor",
    sensitivityColumns: {
      pueGrid: "PUE / Netz (kg pro kWh)",
      inputKg: "Eingabe kg CO2e",
      inputOffset: "Eingabe Kompensation",
      outputKg: "Ausgabe kg CO2e",
      outputOffset: "Ausgabe Kompensation",
    },
    central: " (mittlere Annahme)",
    assumptionValues: {
      grid: "{kg} kg CO2e pro kWh",
      offset: "{usd} pro Tonne CO2e",
      markup: "Kosten plus {markup}",
    },
  },
  calculator: {
    title: "Schätzen Sie Ihre Nutzung",
    labels: { inputTokens: "Eingabe-Token", outputTokens: "Ausgabe-Token" },
    result: {
      compute: "Rechenkosten",
      energy: "Energie (Anlage)",
      emissions: "Emissionen",
      offset: "Kompensationsgebühr",
      total: "Gesamt",
    },
    units: { energy: " kWh", emissions: " kg CO2e" },
    errors: {
      empty: "Geben Sie die Anzahl der {label} ein (0 oder mehr).",
      notANumber: "{label} muss eine Zahl sein.",
      negative: "{label} darf nicht negativ sein.",
      notWhole: "{label} muss eine ganze Zahl sein.",
      tooLarge: "{label} ist zu groß für eine Schätzung.",
    },
  },
};
