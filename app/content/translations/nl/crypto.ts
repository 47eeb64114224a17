import type { CryptoTranslation } from "#app/content/translations/types.ts";

/** Draft translation (nl), awaiting review by a native speaker. */
export const crypto: CryptoTranslation = {
  sampleNotice:
    "Voorbeeldinhoud: deze verklaring en de pagina's over Bitcoin, Ether en stablecoins zijn voor demonstratiedoeleinden geschreven door een fictieve oprichter. Ze zijn geen beleggingsadvies. De bronlinks zijn echte openbare referenties en dienen alleen als context.",
  statement: {
    heading: "Is crypto altijd slecht?",
    intro: [
      "Leden vragen me dit vaker dan bijna iets anders. Het eerlijke antwoord is nee: niet altijd, en niet voor iedereen. Maar het is bijna altijd riskanter dan het lijkt, en wie je iets anders vertelt, verdient meestal zelf iets als jij koopt.",
      "Nirvana is gebouwd rond één vraag: hoeveel zou ik kunnen verliezen? Voor de meeste cryptoassets is het antwoord ongemakkelijk. Koersen kunnen in een paar weken halveren, platforms kunnen omvallen, en de bescherming die mensen bij een bankrekening of een gereguleerd fonds vanzelfsprekend vinden, bestaat vaak niet.",
      "Dat maakt de onderliggende ideeën niet waardeloos. Bitcoin liet zien dat onbekenden het eens kunnen worden over een gedeeld grootboek zonder centrale beheerder. Ethereum maakte van dat grootboek een programmeerbare computer. Stablecoins proberen digitale dollars zo makkelijk te laten bewegen als e-mail. Elk idee is interessant; elk brengt zijn eigen soort verlies met zich mee.",
      "Daarom heb ik in plaats van een oordeel drie korte notities geschreven, één voor elk, waarin ik de risico's zo helder mogelijk uiteenzet. Ze geven mijn persoonlijke mening weer, zijn gedateerd en zullen verouderen. Lees ze als vertrekpunt voor je eigen afweging, niet als aanbeveling.",
    ],
    jokeImage: {
      alt: "Cartoon van een man die op zijn telefoon kijkt in een achtbaan in de vorm van een koersgrafiek",
      caption:
        "„Ik zit er voor de lange termijn in”, zei hij, twintig minuten na het begin van de rit. (Een grap, geen voorspelling.)",
    },
    linksHeading: "Drie notities, één voor elk",
    links: {
      bitcoin: {
        label: "Bitcoin",
        description:
          "Schaars door ontwerp, volatiel in de praktijk: wat zou je kunnen verliezen met BTC?",
      },
      ether: {
        label: "Ether",
        description:
          "De brandstof van een programmeerbaar netwerk, met daarbovenop de risico's van smart contracts en staking.",
      },
      stablecoins: {
        label: "Stablecoins",
        description:
          "Gemaakt om een stabiele koers te houden, maar slechts zo veilig als de reserves en de uitgever erachter.",
      },
    },
    signature: "Aurelio Marsh, oprichter van Nirvana",
  },
  date: "20 september 2025",
  disclaimer:
    "Deze pagina geeft de persoonlijke mening weer van de oprichter van Nirvana. Het is algemene informatie, geen persoonlijke aanbeveling of beleggingsadvies, en houdt geen rekening met jouw situatie. Nirvana verkoopt, bewaart, bemiddelt of promoot geen cryptoassets, en niets op deze pagina is een uitnodiging om er een te kopen of te verkopen.",
  riskWarning: {
    heading: "Risicowaarschuwing (Verenigd Koninkrijk)",
    text: "Beleg alleen als je bereid bent al het geld dat je belegt te verliezen. Dit is een belegging met een hoog risico en je moet er niet op rekenen dat je beschermd bent als er iets misgaat.",
    learnMoreLabel: "Neem 2 minuten om meer te weten te komen (Engels)",
  },
  bottomLineHeading: "Kortom",
  sourcesHeading: "Bronnen",
  legalNotesHeading: "Juridische opmerkingen",
  legalNotes: [
    "Deze pagina is een persoonlijke mening van de oprichter, gepubliceerd als algemene informatie en voorlichting. Het is geen beleggings-, juridisch of fiscaal advies en geen financiële promotie voor een cryptoasset, product of dienst.",
    "Cryptoassets zijn in veel landen grotendeels ongereguleerd. In het Verenigd Koninkrijk heb je waarschijnlijk geen toegang tot de Financial Ombudsman Service of het Financial Services Compensation Scheme als er iets misgaat met een belegging in cryptoassets.",
    "In het verleden behaalde resultaten bieden geen betrouwbare indicatie voor de toekomst. Koersen die op deze pagina worden genoemd of gesuggereerd, kunnen verouderd zijn tegen de tijd dat je ze leest.",
    "De zoekresultaten en Compass Scores van Nirvana zijn onpersoonlijke analyses. Noch deze pagina noch een Trust Code heeft invloed op hoe financiële producten worden gerangschikt.",
    "Bronnen worden alleen vermeld als context en verwijzing. Nirvana is niet verantwoordelijk voor de inhoud van externe websites.",
  ],
  back: "← Terug naar „{heading}”",
  pages: {
    bitcoin: {
      title: "Bitcoin: wat zou je kunnen verliezen?",
      intro: [
        "Bitcoin werd in 2008 beschreven als een elektronisch peer-to-peer-betaalsysteem. In de praktijk houden de meeste mensen het nu aan als speculatieve waardeopslag, in de hoop dat het later meer waard is. Het aanbod is begrensd op 21 miljoen munten, en die schaarste vormt de kern van het verhaal dat erover wordt verteld.",
        "Schaarste alleen maakt iets nog geen veilige plek voor spaargeld. Hieronder staan de risico's die ik een vriend zou willen uitleggen voordat hij ook maar een euro in bitcoin stopt.",
      ],
      riskSections: [
        {
          heading: "Koersschommelingen",
          paragraphs: [
            "Bitcoin is in zijn geschiedenis meerdere keren meer dan 70% gedaald vanaf een piek, en het herstel duurde jaren. Een daling van die omvang op geld dat je binnen vijf jaar nodig hebt, kan verwoestend zijn.",
            "Er zijn geen kasstromen, winsten of coupons om een waardering aan te verankeren. De koers is wat de volgende koper bereid is te betalen, en is daardoor extra gevoelig voor sentiment, hefboomwerking en liquiditeit.",
          ],
        },
        {
          heading: "Bewaring en verlies van sleutels",
          paragraphs: [
            "Wie de privésleutels beheert, beheert de munten. Raak je je sleutels of je seedphrase kwijt, dan is de bitcoin voorgoed weg; niemand kan een wachtwoord voor je resetten.",
            "Laat je munten bij een exchange staan, dan vertrouw je op de beveiliging en de solvabiliteit van dat bedrijf. Verschillende grote exchanges zijn omgevallen of gehackt, en klanten wachtten jaren om een deel van hun geld terug te krijgen, of kregen niets terug.",
          ],
        },
        {
          heading: "Beperkte bescherming",
          paragraphs: [
            "In het Verenigd Koninkrijk vallen beleggingen in cryptoassets doorgaans niet onder het Financial Services Compensation Scheme, en klachten vallen mogelijk buiten de Financial Ombudsman Service. In veel andere landen bestaan vergelijkbare gaten.",
            "Transacties zijn onomkeerbaar. Stuur je bitcoin naar een oplichter of naar een verkeerd adres, dan is er meestal geen manier om die terug te krijgen.",
          ],
        },
        {
          heading: "Fraude en oplichting",
          paragraphs: [
            "Bitcoin is geliefd bij beleggingsfraudeurs: nepplatforms, deepfakes van beroemdheden, datingfraude en zogenaamde „herstel”-diensten die zich richten op mensen die al geld kwijt zijn.",
            "Een eenvoudige regel: biedt iemand die je online hebt leren kennen aan je te helpen beleggen in crypto, ga er dan van uit dat het oplichting is tot het tegendeel bewezen is.",
          ],
        },
        {
          heading: "Onzekerheid over regels en belastingen",
          paragraphs: [
            "De regels over hoe bitcoin gekocht, verkocht, aangeprezen en belast mag worden, veranderen nog steeds. Nieuwe beperkingen kunnen koersen en de toegang tot platforms snel beïnvloeden.",
            "Verkopen is meestal fiscaal relevant. Een slechte administratie kan van een bescheiden winst een duur probleem maken.",
          ],
        },
        {
          heading: "Energie en milieu",
          paragraphs: [
            "Het proof-of-work-systeem van Bitcoin verbruikt veel elektriciteit. Schattingen lopen uiteen, maar het jaarlijkse verbruik wordt vaak vergeleken met dat van een middelgroot land.",
            "Voor leden die duurzaamheid belangrijk vinden, zoals wij, is dit een reële kostenpost om naast het financiële risico af te wegen.",
          ],
        },
      ],
      bottomLine: [
        "Besluit je bitcoin aan te houden, zie het dan als geld dat je volledig kunt verliezen. Houd het bij een klein deel van je vermogen, leen nooit geld om het te kopen, en weet precies wie je sleutels bewaart.",
        "Stel eerst de Nirvana-vraag: hoeveel zou ik kunnen verliezen? Voor bitcoin is het eerlijke antwoord: alles.",
      ],
    },
    ether: {
      title: "Ether: wat zou je kunnen verliezen?",
      intro: [
        "Ether (ETH) is het eigen actief van Ethereum, een blockchain waarop programma's draaien die smart contracts heten. Met ether wordt rekenwerk op het netwerk betaald, en sinds 2022 beveiligt het het netwerk via staking in plaats van mining.",
        "Ethereum is een echt staaltje techniek. Dat maakt ether nog geen veilige belegging. Het draagt de koersrisico's van bitcoin en daarbovenop nog een aantal eigen risico's.",
      ],
      riskSections: [
        {
          heading: "Koersschommelingen",
          paragraphs: [
            "Ether is historisch nog volatieler geweest dan bitcoin, met dalingen van 80% of meer van piek tot dal. De koers hangt af van de vraag naar het netwerk, van concurrerende blockchains en van het algemene marktsentiment.",
          ],
        },
        {
          heading: "Risico van smart contracts",
          paragraphs: [
            "Veel activiteit op Ethereum verloopt via smart contracts die door derden zijn geschreven. Fouten in die code hebben geleid tot verliezen van honderden miljoenen dollars, en een transactie die de code volgt is meestal definitief, ook als de uitkomst niet zo bedoeld was.",
            "Het gebruik van toepassingen voor gedecentraliseerde financiën (DeFi) voegt extra risicolagen toe: het contract, de interface, prijsorakels en bruggen tussen blockchains kunnen elk falen.",
          ],
        },
        {
          heading: "Stakingrisico",
          paragraphs: [
            "Met het staken van ether kun je rendement verdienen, maar gestakete munten kunnen een tijd vastzitten, en validators kunnen bij fouten worden bestraft („slashing”). Staken via een platform voegt het risico toe dat het platform omvalt of opnames beperkt.",
            "Stakingrendement is geen rente van een bank. Het wordt uitbetaald in ether, waarvan de waarde sneller kan dalen dan het rendement oploopt.",
          ],
        },
        {
          heading: "Bewaring, oplichting en onomkeerbaarheid",
          paragraphs: [
            "Net als bij bitcoin geldt: wie de sleutels beheert, beheert de munten. Het ondertekenen van een kwaadaardige transactie kan een wallet in seconden leeghalen, en niemand kan dat terugdraaien.",
            "Neptokens, phishingsites en „airdrop”-oplichting komen op Ethereum veel voor. Controleer elk adres en deel je seedphrase nooit.",
          ],
        },
        {
          heading: "Onzekere regelgeving",
          paragraphs: [
            "Toezichthouders in verschillende landen kijken nog verschillend aan tegen stakingdiensten, DeFi en tokens die op Ethereum zijn gebouwd. Regelwijzigingen kunnen bepalen welke diensten voor jou beschikbaar blijven.",
          ],
        },
      ],
      bottomLine: [
        "Ether is een gok op het toekomstige gebruik van een programmeerbaar netwerk, met technische risico's erbovenop die de meeste beleggers niet zelf kunnen beoordelen. Houd je het aan, houd dan alleen aan wat je volledig kunt verliezen, en wees heel voorzichtig met alles wat extra rendement belooft.",
      ],
    },
    stablecoins: {
      title: "Stablecoins: wat zou je kunnen verliezen?",
      intro: [
        "Stablecoins zijn tokens die ontworpen zijn om een stabiele waarde te houden, meestal één Amerikaanse dollar. De meeste worden gedekt door reserves van contant geld en kortlopende staatsobligaties die de uitgever aanhoudt; andere steunen op crypto-onderpand of op algoritmen.",
        "„Stabiel” beschrijft een doel, geen garantie. Een stablecoin is een belofte van een bedrijf, en is maar zo goed als dat bedrijf en zijn reserves.",
      ],
      riskSections: [
        {
          heading: "Loslaten van de koppeling",
          paragraphs: [
            "Stablecoins zijn al eerder hun koppeling kwijtgeraakt. In 2022 zakte een algoritmische stablecoin binnen enkele dagen in tot bijna nul, en in 2023 zakte een grote door reserves gedekte munt kort ruim onder één dollar toen een deel van de reserves vastzat bij een omgevallen bank.",
          ],
        },
        {
          heading: "Reserve- en uitgeversrisico",
          paragraphs: [
            "Je rekent erop dat de uitgever genoeg veilige, liquide bezittingen aanhoudt om elke munt in te wisselen, en dat hij daar de waarheid over vertelt. Attestaties zijn niet hetzelfde als volledige audits, en de kwaliteit van de reserves verschilt per uitgever.",
            "Gaat de uitgever failliet, dan ben je mogelijk een concurrente schuldeiser. Stablecoins zijn geen banktegoeden en vallen doorgaans niet onder het depositogarantiestelsel.",
          ],
        },
        {
          heading: "Beperkingen bij inwisselen",
          paragraphs: [
            "Alleen bepaalde klanten kunnen rechtstreeks bij de uitgever inwisselen, vaak met minimumbedragen en kosten. Alle anderen zijn afhankelijk van verkoop op een exchange, waar de koers in een crisis kan wegzakken.",
          ],
        },
        {
          heading: "Platform- en rendementsrisico",
          paragraphs: [
            "Platforms die „rente” betalen op stablecoins, lenen ze door, vaak aan risicovolle leners. Verschillende van zulke platforms hebben opnames bevroren en zijn failliet gegaan.",
          ],
        },
        {
          heading: "Regelgeving en toegang",
          paragraphs: [
            "In veel rechtsgebieden komen regels voor stablecoins, waaronder de Europese MiCA-verordening en nieuwe Britse voorstellen. Sommige munten kunnen in bepaalde landen van handelsplatforms worden gehaald of worden beperkt, wat kan bepalen hoe makkelijk je ze kunt gebruiken of verkopen.",
          ],
        },
      ],
      bottomLine: [
        "Een stablecoin kan een handige manier zijn om geld over een blockchain te verplaatsen, maar het is geen spaarrekening. Moet je er een aanhouden, kies dan voor goed gedekte, gereguleerde uitgevers, houd saldi klein en kortlopend, en wees op je hoede voor iedereen die je er rendement op biedt.",
      ],
    },
  },
};
