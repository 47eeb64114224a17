import type { CvTranslation } from "#app/content/translations/types.ts";

/**
 * Draft translation (it), awaiting review by a native speaker. Names,
 * institutions and dates as in app/content/cv.ts; publication and talk
 * titles stay English there.
 */
export const cv: CvTranslation = {
  sampleNotice:
    "Contenuto di esempio: la dott.ssa Elena Varga è una persona immaginaria. Tutti gli incarichi, i premi, le pubblicazioni, i brevetti, le conferenze, i finanziamenti, le tesi e gli altri dati di questa pagina sono inventati a solo scopo dimostrativo.",
  pageTitle: "{name}: curriculum vitae",
  publicationLibraryLink: "Archivio delle pubblicazioni",
  navigation: {
    contents: "Indice",
    jumpTo: "Vai a una sezione",
    groupSummary: {
      one: "Mostra la voce",
      other: "Mostra tutte le {count} voci",
    },
    talksSummary: { one: "1 intervento", other: "{count} interventi" },
  },
  fundingTable: {
    label: "Finanziamenti alla ricerca",
    columns: {
      period: "Periodo",
      project: "Progetto ed ente finanziatore",
      amount: "Importo",
    },
  },
  cv: {
    titleLine:
      "Professoressa emerita di Ricerca operativa e Matematica applicata · Consulente speciale del fondatore di Nirvana",
    summary: [
      "Elena Varga è una matematica applicata i cui lavori su ottimizzazione stocastica, misure di rischio e generazione di scenari sono stati impiegati nella finanza, nelle assicurazioni, nell’energia e nella pianificazione pubblica. È autrice o coautrice di oltre 375 pubblicazioni, tra cui libri, volumi curati, capitoli di libri, articoli su riviste e atti di convegni, brevetti e rapporti tecnici.",
      "Ha organizzato oltre 80 convegni, workshop e scuole estive e ha tenuto più di 250 interventi su invito, relazioni plenarie e seminari in tutto il mondo. Dal 2021 è consulente speciale del fondatore di Nirvana per la strategia di ricerca e l’integrità scientifica dei suoi metodi.",
      "L’elenco delle pubblicazioni che segue è una selezione; l’elenco completo è disponibile nell’archivio delle pubblicazioni.",
    ],
    links: [
      "Piano di ricerca 2025–2030 (PDF, in inglese)",
      "Piano di didattica e tutoraggio (PDF, in inglese)",
    ],
    personalDetails: {
      heading: "Dati personali",
      items: [
        { key: "Nome", value: "Elena Varga" },
        { key: "Nascita", value: "1962, Budapest, Ungheria" },
        { key: "Cittadinanza", value: "ungherese e austriaca" },
        { key: "Lingue", value: "ungherese, tedesco, inglese, francese" },
        {
          key: "Posizione attuale",
          value:
            "Professoressa emerita, KU Leuven; consulente speciale del fondatore di Nirvana",
        },
        { key: "E-mail", value: "elena.varga@example.org" },
      ],
    },
    education: {
      heading: "Formazione",
      rows: [
        {
          date: "1997",
          text: "Abilitazione (venia legendi) in Ricerca operativa, ETH di Zurigo. Monografia: Approximation of Stochastic Processes in Optimisation.",
        },
        {
          date: "1988 – 1990",
          text: "Dottorato in Ricerca operativa (Dr. rer. soc. oec., sub auspiciis), Università di Vienna. Tesi: Discretisation of Two-Stage Stochastic Programs.",
        },
        {
          date: "1981 – 1986",
          text: "Laurea magistrale in Matematica (con lode), Università Eötvös Loránd, Budapest.",
        },
      ],
    },
    researchContributions: {
      heading: "Contributi alla ricerca",
      paragraphs: [
        "I primi lavori di Varga hanno stabilito risultati quantitativi di stabilità per i programmi stocastici, mostrando come cambiano le decisioni ottimali di un modello quando la distribuzione di probabilità sottostante viene approssimata. Questi risultati offrono una base rigorosa per sostituire l’incertezza continua con un insieme finito di scenari.",
        "Su questa base ha sviluppato concetti di distanza per processi stocastici e filtrazioni che misurano quanto bene un albero di scenari rappresenta l’informazione disponibile nel tempo. Queste distanze hanno portato ad algoritmi pratici per costruire e ridurre alberi di scenari, oggi parte di diversi sistemi di modellazione commerciali e open source.",
        "Un secondo filone di lavoro riguarda le misure di rischio per decisioni multistadio. Con i suoi coautori ha introdotto funzionali di accettabilità multiperiodali, ne ha studiato la coerenza temporale e le rappresentazioni duali e ha mostrato come integrarli in algoritmi di decomposizione senza perdere trattabilità.",
        "Il suo lavoro applicato spazia dalla gestione attivo-passivo per fondi pensione e assicuratori alla gestione di portafogli di elettricità e gas, dalla programmazione idroelettrica alle catene di approvvigionamento e alla pianificazione pubblica. Di recente si è occupata di modelli distribuzionalmente robusti, di generatori di scenari basati sull’apprendimento automatico e della comunicazione onesta delle perdite possibili agli investitori al dettaglio.",
      ],
    },
    researchInterests: {
      heading: "Interessi di ricerca",
      items: [
        "Ottimizzazione stocastica e multistadio",
        "Misure di rischio, funzionali di accettabilità e coerenza temporale",
        "Generazione e riduzione di scenari; distanze tra processi stocastici",
        "Ottimizzazione distribuzionalmente robusta",
        "Gestione attivo-passivo, previdenza e assicurazioni",
        "Sistemi energetici e mercati delle materie prime in condizioni di incertezza",
        "Comunicazione del rischio e informativa centrata sulle perdite per gli investitori al dettaglio",
        "Apprendimento automatico per le decisioni in condizioni di incertezza",
      ],
    },
    appointments: {
      heading: "Incarichi",
      rows: [
        {
          date: "dal 2021",
          text: "Consulente speciale del fondatore, Nirvana (part-time).",
        },
        {
          date: "dal 2020",
          text: "Professoressa emerita, Facoltà di Economia e Impresa, KU Leuven, Belgio.",
        },
        {
          date: "2010 – 2020",
          text: "Professoressa ordinaria e titolare della cattedra di Ricerca operativa, KU Leuven, Belgio.",
        },
        {
          date: "2003 – 2010",
          text: "Professoressa di Matematica finanziaria e fellow di un college, Università di Oxford, Regno Unito.",
        },
        {
          date: "2008 (primavera)",
          text: "Professoressa in visita, Department of Mechanical and Industrial Engineering, Università di Toronto, Canada.",
        },
        {
          date: "1997 – 2003",
          text: "Professoressa associata, poi ordinaria, Dipartimento di Matematica, Università Tecnica di Monaco, Germania.",
        },
        {
          date: "1992 – 1997",
          text: "Ricercatrice senior e docente (Privatdozentin dal 1997), Istituto di Ricerca operativa, ETH di Zurigo, Svizzera.",
        },
        {
          date: "1988 – 1992",
          text: "Assistente di ricerca e didattica, Dipartimento di Statistica e Ricerca operativa, Università di Vienna, Austria.",
        },
        {
          date: "1986 – 1988",
          text: "Assistente, Dipartimento di Ricerca operativa, Università Eötvös Loránd, Budapest, Ungheria.",
        },
        {
          date: "Vari",
          text: "Incarichi in visita e brevi soggiorni di ricerca presso università e istituti di ricerca in Francia, Italia, Norvegia, Giappone, Cile e Stati Uniti.",
        },
      ],
    },
    honors: {
      heading: "Onorificenze e premi",
      rows: [
        {
          date: "2024",
          text: "Premio alla carriera in ottimizzazione stocastica (premio di esempio).",
        },
        {
          date: "2022",
          text: "Laurea honoris causa di un’università tecnica europea (esempio).",
        },
        {
          date: "2019",
          text: "Fellow della International Society for Decision Science (società di esempio).",
        },
        {
          date: "2016",
          text: "Medaglia d’oro per la ricerca operativa, European Association of Decision Societies (esempio).",
        },
        {
          date: "2014",
          text: "Advanced grant di un consiglio europeo della ricerca (esempio), vedi la sezione 13.",
        },
        {
          date: "2011",
          text: "Premio per il miglior articolo, Energy Systems Optimisation (rivista di esempio).",
        },
        {
          date: "2007",
          text: "Premio per l’eccellenza nella didattica, Università di Oxford (esempio).",
        },
        {
          date: "2002",
          text: "Premio per giovani ricercatori in Matematica applicata (premio di esempio).",
        },
        {
          date: "1990",
          text: "Dottorato sub auspiciis (massima distinzione), Università di Vienna (esempio).",
        },
      ],
    },
    societies: {
      heading: "Società scientifiche",
      rows: [
        {
          date: "2018 – 2021",
          text: "Presidente, International Society for Decision Science (società di esempio).",
        },
        {
          date: "2012 – 2018",
          text: "Membro del consiglio, Stochastic Programming Society (esempio).",
        },
        {
          date: "dal 1995",
          text: "Socia, European Association of Decision Societies (esempio).",
        },
        {
          date: "dal 1992",
          text: "Socia, Società di Matematica applicata e Meccanica (esempio).",
        },
        {
          date: "dal 1990",
          text: "Socia, Società austriaca di Ricerca operativa (esempio).",
        },
        {
          date: "dal 1988",
          text: "Socia, Società ungherese di Ricerca operativa (esempio).",
        },
      ],
    },
    consultancies: {
      heading: "Consulenze",
      intro:
        "Incarichi di consulenza selezionati (tutte le organizzazioni sono immaginarie).",
      items: [
        "Alpenstrom Energie AG: programmazione idroelettrica stocastica",
        "Nordlicht Pension Fund: modello di gestione attivo-passivo",
        "Danube Savings Bank: quadro per il rischio di tasso d’interesse",
        "Helvetia Reinsurance Partners (esempio): proiezioni di solvibilità",
        "Meridian Gas Storage: valutazione e copertura dello stoccaggio",
        "Baltic Wind Holdings: offerte con vincoli di rischio",
        "Lakeside Municipal Utilities: pianificazione della capacità di rete",
        "Carpathian Water Authority: gestione dei bacini con rischio di siccità",
        "Atlas Asset Management: generazione di scenari per la costruzione di portafogli",
        "Northgate Insurance Group: allocazione del capitale economico",
        "Flandria Grid Operator: pianificazione degli investimenti in condizioni di incertezza politica",
        "Iberian Solar Trust: studio sul dimensionamento dello stoccaggio",
        "Central European Development Agency: analisi del rischio del bilancio pubblico",
        "Orion Logistics: progettazione di catene di approvvigionamento avverse al rischio",
        "Silvanus Forest Fund: utilizzazioni forestali con rischio di incendio",
        "Nirvana: revisione della metodologia del Compass Score",
      ],
    },
    service: {
      heading: "Servizio alla professione e alla comunità",
      rows: [
        {
          date: "2020 – 2024",
          text: "Presidente del panel di valutazione per matematica e informatica di un programma europeo di finanziamento della ricerca (esempio).",
        },
        {
          date: "2015 – 2019",
          text: "Membro del comitato scientifico di un centro nazionale di ricerca sull’energia (esempio).",
        },
        {
          date: "2012 – 2016",
          text: "Presidente del comitato direttivo dell’International Symposium on Decision and Risk (esempio).",
        },
        {
          date: "2008 – 2012",
          text: "Membro della giuria del Premio per giovani ricercatori in Matematica applicata (esempio).",
        },
        {
          date: "2005 – 2010",
          text: "Consigliera di una fondazione per l’insegnamento della matematica nell’Europa centrale e orientale (esempio).",
        },
        {
          date: "dal 1995",
          text: "Organizzatrice o presidente del comitato di programma di oltre 80 convegni, workshop e scuole estive.",
        },
        {
          date: "dal 2018",
          text: "Mentore volontaria in un programma per le donne nella matematica (esempio).",
        },
      ],
    },
    editorial: {
      heading: "Incarichi editoriali",
      rows: [
        {
          date: "2015 – 2023",
          text: "Direttrice, Journal of Applied Stochastic Methods (rivista di esempio).",
        },
        {
          date: "dal 2010",
          text: "Associate editor, Quantitative Risk Review (rivista di esempio).",
        },
        {
          date: "dal 2008",
          text: "Associate editor, Energy Systems Optimisation (rivista di esempio).",
        },
        {
          date: "2005 – 2015",
          text: "Area editor, European Review of Operational Research (rivista di esempio).",
        },
        {
          date: "2000 – 2010",
          text: "Associate editor, Annals of Decision Science (rivista di esempio).",
        },
        {
          date: "dal 2012",
          text: "Direttrice di collana, Decision Science Monographs, Northbridge Scientific (editore di esempio).",
        },
      ],
    },
    publications: {
      heading: "Pubblicazioni",
      intro:
        "Pubblicazioni selezionate (oltre 375 in totale), con il titolo inglese. Le voci sono numerate in modo continuo tra i gruppi; i rapporti tecnici seguono con i numeri da 251 a 273.",
      groupHeadings: [
        "Brevetti",
        "Libri",
        "Volumi curati e numeri speciali",
        "Capitoli di libri",
        "Articoli su riviste e atti di convegni",
      ],
      technicalReportsHeading: "Rapporti tecnici",
    },
    invitedTalks: {
      heading: "Interventi su invito dal 2000",
      intro:
        "Oltre 250 interventi su invito in totale; una selezione dal 2000 è elencata per anno, con il titolo inglese.",
    },
    funding: {
      heading: "Finanziamenti alla ricerca",
      intro:
        "Finanziamenti competitivi selezionati ottenuti come responsabile scientifica (tutti i finanziamenti sono immaginari).",
      descriptions: [
        "Comunicazione del rischio centrata sulle perdite per gli investitori al dettaglio. Fondazione di ricerca di esempio.",
        "Decisioni multistadio robuste in condizioni di incertezza profonda. Advanced grant, consiglio europeo della ricerca di esempio.",
        "Metodi a scenari per la transizione energetica. Fondo fiammingo per la ricerca di esempio.",
        "Programmazione stocastica avversa al rischio: teoria e algoritmi. Agenzia scientifica belga di esempio.",
        "Gestione di portafogli di elettricità in condizioni di incertezza. Consiglio britannico per la ricerca ingegneristica di esempio.",
        "Gestione attivo-passivo per i fondi pensione. Consorzio industriale (esempio).",
        "Approssimazione di processi stocastici per l’ottimizzazione. Fondazione tedesca per la ricerca di esempio.",
        "Modelli di pianificazione stocastica per i servizi pubblici. Fondo nazionale svizzero di esempio.",
      ],
    },
    theses: {
      heading: "Tesi seguite",
      intro:
        "Tesi di dottorato seguite fino alla discussione (tutti i dottorandi sono immaginari).",
      rows: [
        {
          date: "2024",
          text: "W. Ahmed: Classificare i prodotti finanziari in base alla perdita potenziale. KU Leuven.",
        },
        {
          date: "2022",
          text: "L. Moreau: Generatori di scenari appresi automaticamente per l’ottimizzazione avversa al rischio. KU Leuven.",
        },
        {
          date: "2020",
          text: "U. Falk: Visibilità dei costi e scelta dei fondi da parte dei risparmiatori. KU Leuven.",
        },
        {
          date: "2018",
          text: "D. Ferrari: Ottimizzazione stocastica dei sistemi a energia rinnovabile. KU Leuven.",
        },
        {
          date: "2016",
          text: "K. Tanaka: Pianificazione delle catene di approvvigionamento avversa al rischio. KU Leuven.",
        },
        {
          date: "2014",
          text: "N. Petrov: Gestione attivo-passivo per i piani pensionistici a prestazione definita. KU Leuven.",
        },
        {
          date: "2010",
          text: "B. Hughes: Valutazione dello stoccaggio di gas e dei contratti swing. Università di Oxford.",
        },
        {
          date: "2009",
          text: "S. Lindgren: Modelli stocastici per i mercati elettrici. Università di Oxford.",
        },
        {
          date: "2006",
          text: "F. Keller: Il rischio di credito nei modelli attivo-passivo. Università di Oxford.",
        },
        {
          date: "2003",
          text: "C. Duval: Metodi quasi-Monte Carlo per la generazione di scenari. Università Tecnica di Monaco.",
        },
        {
          date: "2001",
          text: "H. Brandt: Programmazione stocastica per le riserve tecniche assicurative. Università Tecnica di Monaco.",
        },
        {
          date: "1999",
          text: "M. Koller: Costruzione e riduzione di alberi di scenari. Università Tecnica di Monaco.",
        },
      ],
    },
    postdocs: {
      heading: "Ricercatori post-dottorato",
      intro:
        "Ricercatori post-dottorato ospitati (tutti i nomi sono immaginari).",
      rows: [
        {
          date: "2021 – 2024",
          text: "Dr. Y. Chen: ottimizzazione multistadio distribuzionalmente robusta. KU Leuven.",
        },
        {
          date: "2017 – 2020",
          text: "Dr. R. Haas: stabilità e approssimazione con media campionaria. KU Leuven.",
        },
        {
          date: "2013 – 2016",
          text: "Dr. G. Rossi: algoritmi di decomposizione per programmi avversi al rischio. KU Leuven.",
        },
        {
          date: "2011 – 2013",
          text: "Dr. I. Szabo: risorse idriche in condizioni di incertezza. KU Leuven.",
        },
        {
          date: "2005 – 2008",
          text: "Dr. P. Novak: ottimizzazione di portafogli di elettricità. Università di Oxford.",
        },
        {
          date: "2000 – 2003",
          text: "Dr. A. Berger: metriche di probabilità e funzionali di rischio. Università Tecnica di Monaco.",
        },
      ],
    },
  },
};
