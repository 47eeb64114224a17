import { founderLinks, type FounderContent } from "#app/content/founder.ts";

/** Draft translation (it), awaiting review by a native speaker. */
export const sampleNotice =
  "Contenuto di esempio: Aurelio Marsh è una persona immaginaria. La sua biografia, i suoi modelli di trading, le sue fotografie, i suoi canali e i suoi audiolibri sono stati inventati esclusivamente a scopo dimostrativo.";

export const founder: FounderContent = {
  heading: "Legato a un patto diverso",
  name: "Aurelio Marsh",
  tagline: "Fondatore di Nirvana · Ideatore di modelli di trading · Fotografo",
  paragraphs: [
    "Aurelio Marsh ha trascorso più di vent'anni a costruire modelli quantitativi di trading prima di decidere che la cosa più utile che potesse creare non era un altro modo per vincere, ma un modo per vedere quanto si può perdere. Nirvana ne è il risultato: un motore di ricerca finanziario neutrale che classifica i prodotti in base a quanto possono costare a un investitore comune, non in base a quanto rendono a chi li vende.",
    "Ha iniziato la carriera su un desk obbligazionario, dove di sera scriveva i suoi primi strumenti di pricing su una workstation presa in prestito. Quegli strumenti sono diventati una famiglia di modelli di allocazione che partono dal rischio, che in seguito ha concesso in licenza a gestori patrimoniali di tre continenti. Il filo conduttore era semplice: partire dal rischio di ribasso, misurarlo con onestà e lasciare che tutto il resto ne derivasse.",
    "Con gli anni è cresciuto il suo disagio verso un settore in cui la stessa società poteva progettare un prodotto, valutarlo e venderlo. Commissioni, compensi per il posizionamento e classifiche sponsorizzate determinano ciò che viene mostrato alla maggior parte delle persone quando cerca un fondo pensione, un ETF o un conto di risparmio. Ha finito per vederlo come un patto tra venditori, e ha voluto legarsi a un patto diverso: un patto con la persona che si assume il rischio.",
    "Quel patto è scritto nel modo in cui funziona Nirvana. I membri pagano una quota annuale fissa e nient'altro. Nessun fornitore di prodotti può comprare una posizione più alta, e i Trust Code non toccano mai i risultati di ricerca. Il dieci per cento dei ricavi consolidati totali è destinato in beneficenza: foreste, ecosistemi, animali ed esseri umani.",
    "Lontano dagli schermi, Aurelio è un fotografo. Lavora soprattutto in bianco e nero, durante lunghe camminate tra foreste, coste e vecchie città industriali, e dice che la fotografia gli ha insegnato la stessa lezione della gestione del rischio: ciò che lasci fuori dall'inquadratura conta quanto ciò che ci metti dentro. Una selezione delle sue immagini accompagna questa pagina.",
    "Ha registrato tre audiolibri sul denaro, sulla pazienza e sull'avversione alle perdite, e pubblica brevi saggi video in cui spiega, senza gergo tecnico, come funzionano davvero i prodotti finanziari. Vive tra Lisbona e le Highlands scozzesi, e risponde personalmente alle lettere dei membri ogni volta che può.",
  ],
  links: founderLinks({
    profile: "Profilo professionale",
    videos: "Canale video: Plain Money with Aurelio Marsh",
    photography: "Fotografia d'autore: Aurelio Marsh Photography",
    "how-much-could-i-lose": "Audiolibro: How Much Could I Lose?",
    "the-patient-investor": "Audiolibro: The Patient Investor",
    "bound-by-a-different-covenant":
      "Audiolibro: Bound by a Different Covenant",
  }),
};

export const linksHeading = "Altrove in rete";
