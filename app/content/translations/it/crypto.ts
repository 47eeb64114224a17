import type { CryptoTranslation } from "#app/content/translations/types.ts";

/** Draft translation (it), awaiting review by a native speaker. */
export const crypto: CryptoTranslation = {
  sampleNotice:
    "Contenuto di esempio: questa dichiarazione e le pagine su Bitcoin, Ether e Stablecoin sono scritte a scopo dimostrativo da un fondatore immaginario. Non costituiscono consulenza finanziaria. I link alle fonti sono riferimenti pubblici reali, citati solo come contesto.",
  statement: {
    heading: "Le criptovalute sono sempre un male?",
    intro: [
      "I membri me lo chiedono più di quasi ogni altra cosa. La risposta onesta è no: non sempre, e non per tutti. Ma sono quasi sempre più rischiose di quanto sembrino, e chi vi dice il contrario di solito è chi guadagna qualcosa quando comprate.",
      "Nirvana è costruito attorno a una sola domanda: quanto potrei perdere? Rivolta alla maggior parte delle cripto-attività, la risposta è scomoda. I prezzi possono dimezzarsi in poche settimane, le piattaforme possono fallire e le tutele che diamo per scontate con un conto in banca o un fondo regolamentato spesso non esistono.",
      "Questo non rende prive di valore le idee di fondo. Bitcoin ha dimostrato che degli sconosciuti possono accordarsi su un registro comune senza un custode centrale. Ethereum ha trasformato quel registro in un computer programmabile. Le stablecoin cercano di far viaggiare i dollari digitali con la facilità di un’e-mail. Ognuna è interessante; ognuna comporta un proprio tipo di perdita.",
      "Così, invece di un verdetto, ho scritto tre brevi note, una per ciascuna, che espongono i rischi nel modo più chiaro possibile. Sono la mia opinione personale, hanno una data e invecchieranno. Leggetele come punto di partenza per una vostra riflessione, non come una raccomandazione.",
    ],
    jokeImage: {
      alt: "Vignetta di un uomo che guarda il telefono su una montagna russa a forma di grafico dei prezzi",
      caption:
        "«Io punto sul lungo periodo», disse, venti minuti dopo l’inizio della corsa. (Una battuta, non una previsione.)",
    },
    linksHeading: "Tre note, una per ciascuna",
    links: {
      bitcoin: {
        label: "Bitcoin",
        description:
          "Scarso per progetto, volatile nella pratica: che cosa potreste perdere detenendo BTC?",
      },
      ether: {
        label: "Ether",
        description:
          "Il carburante di una rete programmabile, con in più i rischi degli smart contract e dello staking.",
      },
      stablecoins: {
        label: "Stablecoin",
        description:
          "Pensate per mantenere un prezzo stabile, ma sicure solo quanto le riserve e l’emittente che le sostengono.",
      },
    },
    signature: "Aurelio Marsh, fondatore di Nirvana",
  },
  date: "20 settembre 2025",
  disclaimer:
    "Questa pagina espone l’opinione personale del fondatore di Nirvana. È un’informazione generale, non una raccomandazione personalizzata né una consulenza finanziaria, e non tiene conto della vostra situazione. Nirvana non vende, custodisce, intermedia né promuove cripto-attività, e nulla di quanto scritto qui è un invito a comprarne o venderne.",
  riskWarning: {
    heading: "Avvertenza sui rischi (Regno Unito)",
    text: "Non investite se non siete pronti a perdere tutto il denaro investito. Si tratta di un investimento ad alto rischio e non dovete aspettarvi di essere tutelati se qualcosa va storto.",
    learnMoreLabel: "Dedicate 2 minuti per saperne di più (in inglese)",
  },
  bottomLineHeading: "In sintesi",
  sourcesHeading: "Fonti",
  legalNotesHeading: "Note legali",
  legalNotes: [
    "Questa pagina è un’opinione personale del fondatore, pubblicata a scopo di informazione generale e formazione. Non costituisce consulenza finanziaria, legale o fiscale né promozione finanziaria di alcuna cripto-attività, prodotto o servizio.",
    "In molti paesi le cripto-attività sono in gran parte non regolamentate. Nel Regno Unito è improbabile che abbiate accesso al Financial Ombudsman Service o al Financial Services Compensation Scheme se qualcosa va storto con un investimento in cripto-attività.",
    "I rendimenti passati non sono un indicatore affidabile dei risultati futuri. I prezzi citati o impliciti in questa pagina potrebbero essere superati quando la leggete.",
    "I risultati di ricerca e i Compass Score di Nirvana sono analisi impersonali. Né questa pagina né alcun Trust Code influisce sulla classificazione dei prodotti finanziari.",
    "Le fonti sono indicate solo come contesto e citazione. Nirvana non è responsabile dei contenuti di siti esterni.",
  ],
  back: "← Torna a «{heading}»",
  pages: {
    bitcoin: {
      title: "Bitcoin: che cosa potreste perdere?",
      intro: [
        "Bitcoin è stato descritto nel 2008 come un sistema di contante elettronico peer-to-peer. In pratica oggi la maggior parte delle persone lo detiene come riserva di valore speculativa, sperando che in futuro valga di più. La sua offerta è limitata a 21 milioni di monete, e questa scarsità è il cuore della storia che se ne racconta.",
        "La scarsità da sola non rende qualcosa un luogo sicuro per i risparmi. Ecco i rischi che vorrei fossero chiari a un amico prima che metta dei soldi in bitcoin.",
      ],
      riskSections: [
        {
          heading: "Volatilità dei prezzi",
          paragraphs: [
            "Nella sua storia bitcoin è sceso più volte di oltre il 70 % da un massimo, e le riprese hanno richiesto anni. Un calo di queste dimensioni su denaro che vi serve entro cinque anni può essere devastante.",
            "Non ci sono flussi di cassa, utili o cedole a cui ancorare una valutazione. Il prezzo è quello che il prossimo compratore è disposto a pagare, il che lo rende particolarmente sensibile al sentiment, alla leva finanziaria e alla liquidità.",
          ],
        },
        {
          heading: "Custodia e perdita delle chiavi",
          paragraphs: [
            "Chi controlla le chiavi private controlla le monete. Se perdete le chiavi o la frase seed, i bitcoin sono persi per sempre; nessuno può reimpostare una password per voi.",
            "Se lasciate le monete su un exchange, dipendete dalla sua sicurezza e dalla sua solvibilità. Diversi grandi exchange sono falliti o hanno subito attacchi informatici, e i clienti hanno atteso anni per recuperare una parte del loro denaro, oppure non hanno recuperato nulla.",
          ],
        },
        {
          heading: "Tutela limitata",
          paragraphs: [
            "Nel Regno Unito gli investimenti in cripto-attività in genere non sono coperti dal Financial Services Compensation Scheme, e i reclami potrebbero non rientrare nella competenza del Financial Ombudsman Service. Lacune simili esistono in molti altri paesi.",
            "Le transazioni sono irreversibili. Se inviate bitcoin a un truffatore o a un indirizzo sbagliato, di solito non c’è modo di recuperarli.",
          ],
        },
        {
          heading: "Frodi e truffe",
          paragraphs: [
            "Bitcoin è tra i preferiti dei truffatori degli investimenti: piattaforme false, deepfake di personaggi famosi, truffe sentimentali e servizi di «recupero» che prendono di mira chi ha già perso denaro.",
            "Una regola semplice: se qualcuno conosciuto online si offre di aiutarvi a investire in cripto, considerate che si tratti di una truffa fino a prova contraria.",
          ],
        },
        {
          heading: "Incertezza normativa e fiscale",
          paragraphs: [
            "Le regole su come bitcoin può essere comprato, venduto, pubblicizzato e tassato stanno ancora cambiando. Nuove restrizioni possono influire rapidamente sui prezzi e sull’accesso alle piattaforme.",
            "Le cessioni sono di solito eventi imponibili. Una cattiva tenuta dei registri può trasformare un guadagno modesto in un problema costoso.",
          ],
        },
        {
          heading: "Energia e ambiente",
          paragraphs: [
            "Il sistema proof-of-work di Bitcoin consuma una grande quantità di elettricità. Le stime variano, ma il suo consumo annuo viene spesso paragonato a quello di un paese di medie dimensioni.",
            "Per i membri che hanno a cuore la sostenibilità, come noi, è un costo reale da soppesare insieme al rischio finanziario.",
          ],
        },
      ],
      bottomLine: [
        "Se decidete di detenere bitcoin, consideratelo denaro che potreste perdere del tutto. Limitatelo a una piccola parte di ciò che possedete, non indebitatevi mai per comprarlo e sappiate esattamente chi custodisce le vostre chiavi.",
        "Fatevi prima la domanda di Nirvana: quanto potrei perdere? Per bitcoin la risposta onesta è: tutto.",
      ],
    },
    ether: {
      title: "Ether: che cosa potreste perdere?",
      intro: [
        "Ether (ETH) è l’attività nativa di Ethereum, una blockchain che esegue programmi chiamati smart contract. Ether paga il calcolo sulla rete e, dal 2022, la protegge tramite lo staking anziché il mining.",
        "Ethereum è un vero pezzo di ingegneria. Questo non fa di ether un investimento sicuro. Porta con sé i rischi di prezzo di bitcoin e diversi altri tutti suoi.",
      ],
      riskSections: [
        {
          heading: "Volatilità dei prezzi",
          paragraphs: [
            "Storicamente ether è stato ancora più volatile di bitcoin, con cali dell’80 % o più dal massimo al minimo. Il suo prezzo dipende dalla domanda per la rete, dalle blockchain concorrenti e dal sentiment generale del mercato.",
          ],
        },
        {
          heading: "Rischio degli smart contract",
          paragraphs: [
            "Gran parte dell’attività su Ethereum passa per smart contract scritti da terzi. Errori in quel codice hanno causato perdite per centinaia di milioni di dollari, e una transazione che segue il codice è di solito definitiva anche se il risultato non era voluto.",
            "Usare applicazioni di finanza decentralizzata (DeFi) aggiunge strati di rischio: il contratto, l’interfaccia, gli oracoli dei prezzi e i ponti tra blockchain possono ciascuno cedere.",
          ],
        },
        {
          heading: "Rischio dello staking",
          paragraphs: [
            "Lo staking di ether può fruttare un rendimento, ma le monete in staking possono restare bloccate per un periodo e i validatori possono essere penalizzati («slashing») in caso di errori. Fare staking tramite una piattaforma aggiunge il rischio che questa fallisca o limiti i prelievi.",
            "Un rendimento da staking non è un interesse bancario. Viene pagato in ether, il cui valore può scendere più in fretta di quanto il rendimento maturi.",
          ],
        },
        {
          heading: "Custodia, truffe e irreversibilità",
          paragraphs: [
            "Come per bitcoin, chi controlla le chiavi controlla le monete. Firmare una transazione malevola può svuotare un wallet in pochi secondi, e nessuno può annullarla.",
            "Token falsi, siti di phishing e truffe di «airdrop» sono comuni su Ethereum. Controllate ogni indirizzo e non condividete mai la vostra frase seed.",
          ],
        },
        {
          heading: "Incertezza normativa",
          paragraphs: [
            "Le autorità di vigilanza dei diversi paesi hanno ancora posizioni diverse sui servizi di staking, sulla DeFi e sui token costruiti su Ethereum. Cambiamenti nelle regole possono influire su quali servizi restano a vostra disposizione.",
          ],
        },
      ],
      bottomLine: [
        "Ether è una scommessa sull’uso futuro di una rete programmabile, a cui si sommano rischi tecnici che la maggior parte degli investitori non è in grado di valutare da sola. Se lo detenete, tenetene solo quanto potreste perdere del tutto, e fate molta attenzione a tutto ciò che promette rendimenti extra.",
      ],
    },
    stablecoins: {
      title: "Stablecoin: che cosa potreste perdere?",
      intro: [
        "Le stablecoin sono token pensati per mantenere un valore stabile, di solito un dollaro statunitense. La maggior parte è garantita da riserve di liquidità e titoli di Stato a breve termine detenuti dall’emittente; altre si basano su garanzie in cripto-attività o su algoritmi.",
        "«Stabile» descrive un obiettivo, non una garanzia. Una stablecoin è la promessa di una società, e vale quanto valgono quella società e le sue riserve.",
      ],
      riskSections: [
        {
          heading: "Perdita dell’ancoraggio",
          paragraphs: [
            "Le stablecoin hanno già perso il loro ancoraggio in passato. Nel 2022 una stablecoin algoritmica è crollata quasi a zero in pochi giorni, e nel 2023 una grande stablecoin garantita da riserve è scesa per breve tempo ben al di sotto di un dollaro quando parte delle sue riserve è rimasta bloccata in una banca fallita.",
          ],
        },
        {
          heading: "Rischio delle riserve e dell’emittente",
          paragraphs: [
            "Contate sul fatto che l’emittente detenga abbastanza attività sicure e liquide da rimborsare ogni moneta, e che dica la verità su di esse. Le attestazioni non equivalgono a revisioni complete, e la qualità delle riserve varia da un emittente all’altro.",
            "Se l’emittente fallisce, potreste essere un creditore non garantito. Le stablecoin non sono depositi bancari e in genere non sono coperte dalla garanzia dei depositi.",
          ],
        },
        {
          heading: "Limiti al rimborso",
          paragraphs: [
            "Solo alcuni clienti possono ottenere il rimborso direttamente dall’emittente, spesso con importi minimi e commissioni. Tutti gli altri dipendono dalla vendita su un exchange, dove il prezzo può scivolare in una crisi.",
          ],
        },
        {
          heading: "Rischio delle piattaforme e dei rendimenti",
          paragraphs: [
            "Le piattaforme che pagano «interessi» sulle stablecoin le prestano a loro volta, spesso a debitori rischiosi. Diverse di queste piattaforme hanno bloccato i prelievi e sono fallite.",
          ],
        },
        {
          heading: "Regolamentazione e accesso",
          paragraphs: [
            "Regole sulle stablecoin stanno arrivando in molte giurisdizioni, tra cui il regolamento MiCA dell’UE e nuove proposte nel Regno Unito. Alcune monete potrebbero essere ritirate dalle negoziazioni o limitate in certi paesi, il che può rendere più difficile usarle o venderle.",
          ],
        },
      ],
      bottomLine: [
        "Una stablecoin può essere un modo utile per spostare denaro su una blockchain, ma non è un conto di risparmio. Se dovete detenerne una, preferite emittenti regolamentati e con riserve solide, mantenete saldi piccoli e a breve termine e diffidate di chiunque vi offra un rendimento su di essa.",
      ],
    },
  },
};
