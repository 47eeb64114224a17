import type { MediaTranslation } from "#app/content/translations/types.ts";

/** Draft translation (it), awaiting review by a native speaker. */
export const media: MediaTranslation = {
  transcripts: {
    "what-is-this-all-about": {
      title: "Di che cosa si tratta",
      text: "Questo è un messaggio di esempio per il sito dimostrativo di Nirvana. Nirvana è un motore di ricerca per la finanza che parte da una domanda: quanto potrei perdere? Classifichiamo i prodotti in base al Compass Score, un indice di rilevanza che tiene in vista il rischio di perdita. Non vendiamo prodotti e non prendiamo denaro dalle società che classifichiamo. I membri pagano per la ricerca, e questo è tutto il nostro modello. Se sembra semplice, è voluto. Tutto il resto di questo sito spiega come cerchiamo di mantenerlo tale.",
    },
    "on-earnestness": {
      title: "Sulla serietà",
      text: "Una riflessione di esempio sulla serietà. Essere seri significa dire che cosa significa un numero, e che cosa non significa. Un punteggio non è una promessa, e un’analisi non è un consiglio. Preferiamo mostrarvi il rischio senza giri di parole piuttosto che vendervi una storia sui rendimenti. Quando non siamo sicuri, lo diciamo. Quando un risultato ci sorprende, lo verifichiamo prima di pubblicarlo. La serietà è più lenta dell’entusiasmo, ma invecchia meglio.",
    },
    "of-equitable-liability": {
      title: "Della responsabilità equa",
      text: "Una nota di esempio sulla responsabilità equa. Quando uno strumento orienta decisioni sui risparmi di altre persone, chi lo crea porta una parte delle conseguenze. Pubblichiamo come funzionano le nostre classifiche, non lasciamo mai che un codice di referral sposti un risultato e rispondiamo dei nostri errori. La responsabilità è equa quando ricade su chi può prevenire il danno. Per un motore di ricerca, siamo noi: le persone che scelgono che cosa vedete per primo.",
    },
    "of-the-ribbon": {
      title: "Del nastro",
      text: "Una storia di esempio su un nastro. Un nastro lega un regalo, e segna anche un traguardo. Vediamo il nostro impegno allo stesso modo: il dieci per cento dei nostri ricavi va a foreste, ecosistemi, animali e persone, legato a ogni iscrizione fin dal primo giorno. Il nastro non è una decorazione. È un promemoria, ogni volta che apriamo i conti, che il lavoro deve lasciare qualcosa di migliore di ciò che ha trovato.",
    },
    "founder-message": {
      title: "Un messaggio del fondatore",
      text: "Salve e benvenuti. Questo breve video di esempio fa le veci di un messaggio del fondatore di Nirvana. Abbiamo costruito un motore di ricerca per la finanza che parte da una domanda semplice: quanto potrei perdere? Cercate con cura, leggete prima che cosa potreste perdere e prendetevi il vostro tempo.",
    },
  },
};
