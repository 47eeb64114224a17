import type { WalletTranslation } from "#app/content/translations/types.ts";

/**
 * Draft translation (it), awaiting review by a native speaker. Every
 * {placeholder} is a figure filled from app/lib/pages/sustainability.ts.
 */
export const wallet: WalletTranslation = {
  metaTitle: "Il nostro impegno per la sostenibilità",
  heading: "Il portafoglio Nirvana: il nostro impegno per la sostenibilità",
  description:
    "Come il portafoglio Nirvana paga l’uso dell’IA a prezzo di costo più il 20 % e compensa il carbonio di ogni token, con i conti fatti alla luce del sole.",
  date: "21 ottobre 2025",
  intro: [
    "Ogni iscrizione a Nirvana include un portafoglio che paga l’IA che usate: ricerche, Proximity Search e conversazioni con Satya. Addebitiamo quanto ci costa il calcolo più il 20 %, e aggiungiamo un piccolo contributo separato che paga compensazioni di carbonio a copertura dell’energia consumata dal vostro utilizzo.",
    "Questa pagina espone ogni numero dietro questo impegno, come viene calcolato e quali ipotesi adottiamo. Se un’ipotesi cambia, i numeri qui sotto cambiano con essa.",
  ],
  fundingHeading: "Come si ricarica il portafoglio",
  funding:
    "Il portafoglio si ricarica in blocchi da {block}. Quando il saldo scende a {threshold}, si ricarica automaticamente di {topUp}, così una ricerca non si ferma mai a metà. Potete disattivare la ricarica automatica in qualsiasi momento; il saldo non utilizzato resta nel vostro portafoglio.",
  pricingHeading: "Quanto costa un milione di token",
  pricingIntro:
    "I modelli di IA leggono il testo come token di input e lo scrivono come token di output. Ribaltiamo il costo del fornitore più il {markup}, e aggiungiamo il contributo di compensazione per il carbonio prodotto da ogni token.",
  usageNote: "Un milione di token corrisponde a circa 75–100 ore di utilizzo.",
  assumptionsHeading: "Ipotesi",
  assumptionLabels: {
    inputEnergy: "Energia per token di input (apparecchiature IT)",
    outputEnergy: "Energia per token di output (apparecchiature IT)",
    pue: "Efficienza energetica del data center (PUE)",
    grid: "Intensità di carbonio della rete elettrica",
    offset: "Budget di compensazione",
    markup: "Prezzo",
  },
  assumptionsNote:
    "L’energia dell’impianto è l’energia IT moltiplicata per il PUE; le emissioni sono l’energia dell’impianto moltiplicata per il fattore di rete. Il contributo di compensazione è pari alle emissioni in tonnellate moltiplicate per il budget di compensazione, più lo stesso 20 % applicato al calcolo, arrotondato al centesimo solo quando viene mostrato.",
  exampleHeading: "Un esempio concreto",
  example:
    "Un mese in cui inviate {inputTokens} token di input e ricevete {outputTokens} token di output costa {compute} di calcolo. Produce circa {kg} kg di CO2e, quindi il contributo di compensazione è {offset}, e al vostro portafoglio vengono addebitati {total} in totale.",
  sensitivityHeading: "Quanto sono sensibili i numeri?",
  sensitivityIntro:
    "L’efficienza dei data center e l’intensità di carbonio della rete variano per regione e stagione. La tabella mostra le emissioni e il contributo di compensazione per milione di token con un’ipotesi più bassa, la nostra ipotesi centrale e una più alta.",
  calculatorHeading: "Fate il calcolo da soli",
  calculatorIntro:
    "Inserite il numero di token che prevedete di usare. La stima usa le stesse formule e ipotesi dei numeri qui sopra.",
  retirementHeading: "Rendiconto mensile dei crediti ritirati",
  retirement: [
    "Le compensazioni vengono ritirate ogni mese in due registri del carbonio, con una verifica annuale dei calcoli e dei ritiri da parte di un soggetto terzo.",
    "Ogni mese sommiamo i token elaborati per tutti i membri, li convertiamo in energia ed emissioni con le ipotesi indicate sopra e ritiriamo almeno altrettante tonnellate di CO2e. Il rendiconto mensile riporta i token elaborati, l’energia e le emissioni stimate, i contributi di compensazione incassati e i numeri di serie dei crediti ritirati in ciascun registro.",
    "I contributi di compensazione servono solo ad acquistare e ritirare crediti. Se i contributi di un mese superano il costo dei crediti ritirati, la differenza viene riportata al ritiro del mese successivo.",
  ],
  tables: {
    perMillionRegion: "Prezzi e impronta per milione di token",
    perMillionCaption: "Per milione di token",
    perMillionColumn: "Per milione di token",
    input: "Input",
    output: "Output",
    rows: {
      providerCost: "Costo del fornitore",
      price: "Prezzo (costo più {markup})",
      itEnergy: "Energia IT",
      facilityEnergy: "Energia dell’impianto",
      emissions: "Emissioni (CO2e)",
      offset: "Contributo di compensazione",
      allIn: "Prezzo complessivo",
    },
    sensitivityRegion: "Sensibilità al PUE e al fattore di rete",
    sensitivityCaption: "Per milione di token, secondo PUE e fattore di rete",
    sensitivityColumns: {
      pueGrid: "PUE / rete (kg per kWh)",
      inputKg: "Input kg CO2e",
      inputOffset: "Compensazione input",
      outputKg: "Output kg CO2e",
      outputOffset: "Compensazione output",
    },
    central: " (centrale)",
    assumptionValues: {
      grid: "{kg} kg CO2e per kWh",
      offset: "{usd} per tonnellata di CO2e",
      markup: "costo più {markup}",
    },
  },
  calculator: {
    title: "Stimate il vostro utilizzo",
    labels: { inputTokens: "Token di input", outputTokens: "Token di output" },
    result: {
      compute: "Costo di calcolo",
      energy: "Energia (impianto)",
      emissions: "Emissioni",
      offset: "Contributo di compensazione",
      total: "Totale",
    },
    units: { energy: " kWh", emissions: " kg CO2e" },
    errors: {
      empty: "Inserite il numero di «{label}» (0 o più).",
      notANumber: "«{label}» deve essere un numero.",
      negative: "«{label}» non può essere negativo.",
      notWhole: "«{label}» deve essere un numero intero.",
      tooLarge: "«{label}» è troppo grande per una stima.",
    },
  },
};
