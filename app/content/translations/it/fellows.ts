import type { Fellow, FELLOW_PROFILE } from "#app/content/fellows.ts";
import { pagePath } from "#app/lib/pages/links.ts";

/** Draft translation (it), awaiting review by a native speaker. */
export const sampleNotice =
  "Contenuto di esempio: i fellow di Nirvana presentati qui sono persone immaginarie. Biografie, titoli di studio e incarichi sono stati inventati esclusivamente a scopo dimostrativo.";

export const heading = "Nirvana Fellows";

export const intro =
  "I nostri fellow offrono a Nirvana una consulenza indipendente. Non ricevono commissioni da alcun fornitore di prodotti, e nessuno di loro può influire sulla posizione di un prodotto finanziario in classifica.";

export const fellows: Fellow[] = [
  {
    slug: "miriam-okafor",
    name: "Dr. Miriam Okafor",
    role: "Nirvana Fellow in finanza comportamentale",
    area: "behavioural-finance",
    areaLabel: "Finanza comportamentale",
    portrait: 0,
    portraitAlt: "Ritratto: Dr. Miriam Okafor",
    shortBio: [
      "Miriam Okafor studia come gli investitori comuni percepiscono perdite, costi e rischio, e in che modo la presentazione delle informazioni cambia le loro scelte.",
      "Consiglia Nirvana su come spiegare ai membri le stime di perdita e i Compass Score, affinché i numeri informino le decisioni senza orientarle.",
    ],
    profile: {
      personalDetails: [
        { key: "Nome", value: "Miriam Adaeze Okafor" },
        { key: "Cittadinanza", value: "britannica e nigeriana" },
        { key: "Ruolo", value: "Nirvana Fellow in finanza comportamentale" },
        {
          key: "Affiliazione",
          value:
            "Associate Professor of Finance, University of Edinburgh (incarico immaginario)",
        },
        { key: "Lingue", value: "inglese, yoruba, francese" },
        { key: "Sede", value: "Edimburgo, Regno Unito" },
      ],
      education: [
        {
          date: "2009 – 2013",
          text: "PhD in Finance, London School of Economics. Tesi: «Loss Framing and the Retail Demand for Structured Products».",
        },
        {
          date: "2007 – 2008",
          text: "MSc in Behavioural Science, University of Warwick (con lode).",
        },
        {
          date: "2004 – 2007",
          text: "BSc in Economia e Psicologia, University of Bristol (first class honours, massimo dei voti).",
        },
      ],
      biography: [
        "Miriam Okafor è cresciuta tra Lagos e Manchester ed è arrivata alla finanza passando per la psicologia. Da studentessa conduceva piccoli esperimenti su come gli studenti sceglievano tra diversi conti di risparmio, e la colpì quanto la formulazione di una scheda prodotto cambiasse le loro scelte.",
        "La sua tesi di dottorato ha indagato perché gli investitori retail acquistassero prodotti strutturati complessi con rendimenti attesi, sulla carta, scarsi. Ha dimostrato che il modo in cui le potenziali perdite venivano presentate nel materiale promozionale spiegava gran parte della domanda, e che informative semplici, che partono dalle perdite, la riducevano sensibilmente.",
        "Dopo un assegno di ricerca post-dottorato ad Amsterdam è approdata alla University of Edinburgh, dove dirige un piccolo laboratorio di finanza delle famiglie e progettazione delle informative. Ha collaborato con associazioni di consumatori sulla trasparenza dei costi e ha scritto molto, per il grande pubblico, sul perché le persone tengono troppo a lungo investimenti in perdita.",
        "In Nirvana verifica come vengono formulati e presentati le stime di perdita, i Compass Score e gli indicatori di rischio, e mette alla prova le nuove spiegazioni con membri volontari prima della pubblicazione.",
      ],
      researchInterests: [
        "Avversione alle perdite e presentazione del rischio di investimento",
        "Progettazione delle informative sui prodotti finanziari per la clientela retail",
        "Visibilità dei costi e domanda di fondi a gestione attiva",
        "Scelte di portafoglio delle famiglie e decisioni previdenziali",
        "Educazione finanziaria tra lingue e culture diverse",
        "Metodi sperimentali nella finanza delle famiglie",
      ],
    },
  },
  {
    slug: "tomas-lindqvist",
    name: "Dr. Tomas Lindqvist",
    role: "Nirvana Fellow in ottimizzazione algoritmica",
    area: "algorithmic-optimisation",
    areaLabel: "Ottimizzazione algoritmica",
    portrait: 1,
    portraitAlt: "Ritratto: Dr. Tomas Lindqvist",
    shortBio: [
      "Tomas Lindqvist si occupa di ottimizzazione su larga scala e di metodi di classificazione robusti. In precedenza ha guidato la ricerca sulla costruzione di portafogli in condizioni di incertezza al KTH Royal Institute of Technology (incarico immaginario).",
      "Consiglia Nirvana sui metodi numerici alla base del Compass Score e su come mantenere le classifiche stabili, riproducibili e libere da influenze commerciali.",
    ],
  },
  {
    slug: "elena-varga",
    name: "Dr. Elena Varga",
    role: "Consigliera speciale del fondatore",
    area: "special-adviser",
    areaLabel: "Consigliera speciale del fondatore",
    portrait: 2,
    portraitAlt: "Ritratto: Dr. Elena Varga",
    shortBio: [
      "Elena Varga è una matematica applicata ed esperta di ricerca operativa; il suo lavoro spazia dall'ottimizzazione stocastica alla misurazione del rischio e al supporto alle decisioni. Ha ricoperto incarichi in sette università in Europa e Nord America.",
      "In qualità di consigliera speciale del fondatore, esamina l'agenda di ricerca di Nirvana e l'integrità scientifica dei suoi metodi. Il suo curriculum vitae completo è disponibile in una pagina dedicata.",
    ],
    cvHref: pagePath("adviserCv"),
  },
];

export const profile: typeof FELLOW_PROFILE = {
  headingPrefix: "Profilo:",
  personalDetails: "Dati personali",
  education: "Formazione",
  biography: "Biografia",
  researchInterests: "Interessi di ricerca",
};
