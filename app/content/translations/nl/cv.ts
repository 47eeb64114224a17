import type { CvTranslation } from "#app/content/translations/types.ts";

/**
 * Draft translation (nl), awaiting review by a native speaker. Names,
 * institutions and dates as in app/content/cv.ts; publication and talk
 * titles stay English there.
 */
export const cv: CvTranslation = {
  sampleNotice:
    "Voorbeeldinhoud: dr. Elena Varga is een fictief persoon. Alle aanstellingen, onderscheidingen, publicaties, octrooien, lezingen, subsidies, proefschriften en andere gegevens op deze pagina zijn uitsluitend voor demonstratiedoeleinden verzonnen.",
  pageTitle: "{name}: curriculum vitae",
  publicationLibraryLink: "Publicatiebibliotheek",
  navigation: {
    contents: "Inhoud",
    jumpTo: "Naar een onderdeel gaan",
    groupSummary: {
      one: "Vermelding tonen",
      other: "Alle {count} vermeldingen tonen",
    },
    talksSummary: { one: "1 lezing", other: "{count} lezingen" },
  },
  fundingTable: {
    label: "Onderzoeksfinanciering",
    columns: {
      period: "Periode",
      project: "Project en financier",
      amount: "Bedrag",
    },
  },
  cv: {
    titleLine:
      "Emeritus hoogleraar Operations Research en Toegepaste Wiskunde · Speciaal adviseur van de oprichter van Nirvana",
    summary: [
      "Elena Varga is toegepast wiskundige. Haar werk over stochastische optimalisatie, risicomaten en scenariogeneratie wordt gebruikt in de financiële sector, de verzekeringswereld, de energiesector en de publieke planning. Ze is auteur of co-auteur van meer dan 375 publicaties, waaronder boeken, redactiebundels, boekhoofdstukken, tijdschrift- en congresartikelen, octrooien en technische rapporten.",
      "Ze organiseerde meer dan 80 congressen, workshops en zomerscholen en gaf wereldwijd meer dan 250 lezingen op uitnodiging, keynotes en colloquiumvoordrachten. Sinds 2021 is ze speciaal adviseur van de oprichter van Nirvana op het gebied van onderzoeksstrategie en de wetenschappelijke integriteit van de methoden.",
      "De publicatielijst hieronder is een selectie; de volledige lijst staat in de publicatiebibliotheek.",
    ],
    links: [
      "Onderzoeksplan 2025–2030 (pdf, Engels)",
      "Plan voor onderwijs en begeleiding (pdf, Engels)",
    ],
    personalDetails: {
      heading: "Persoonlijke gegevens",
      items: [
        { key: "Naam", value: "Elena Varga" },
        { key: "Geboren", value: "1962, Boedapest, Hongarije" },
        { key: "Nationaliteit", value: "Hongaars en Oostenrijks" },
        { key: "Talen", value: "Hongaars, Duits, Engels, Frans" },
        {
          key: "Huidige functie",
          value:
            "Emeritus hoogleraar, KU Leuven; speciaal adviseur van de oprichter van Nirvana",
        },
        { key: "E-mail", value: "elena.varga@example.org" },
      ],
    },
    education: {
      heading: "Opleiding",
      rows: [
        {
          date: "1997",
          text: "Habilitatie (venia legendi) in Operations Research, ETH Zürich. Monografie: Approximation of Stochastic Processes in Optimisation.",
        },
        {
          date: "1988 – 1990",
          text: "Promotie in Operations Research (Dr. rer. soc. oec., sub auspiciis), Universiteit van Wenen. Proefschrift: Discretisation of Two-Stage Stochastic Programs.",
        },
        {
          date: "1981 – 1986",
          text: "MSc in de wiskunde (met onderscheiding), Eötvös Loránd-universiteit, Boedapest.",
        },
      ],
    },
    researchContributions: {
      heading: "Bijdragen aan het onderzoek",
      paragraphs: [
        "Het vroege werk van Varga leverde kwantitatieve stabiliteitsresultaten op voor stochastische programma's: het laat zien hoe de optimale beslissingen van een model veranderen wanneer de onderliggende kansverdeling wordt benaderd. Deze resultaten vormen een rigoureuze basis om continue onzekerheid te vervangen door een eindige verzameling scenario's.",
        "Daarop voortbouwend ontwikkelde ze afstandsbegrippen voor stochastische processen en filtraties die meten hoe goed een scenarioboom de informatie weergeeft die in de loop van de tijd beschikbaar komt. Uit deze afstanden kwamen praktische algoritmen voort voor het opbouwen en reduceren van scenariobomen, die nu deel uitmaken van verschillende commerciële en opensource-modelleersystemen.",
        "Een tweede onderzoekslijn betreft risicomaten voor beslissingen in meerdere fasen. Met co-auteurs introduceerde ze meerperiodische aanvaardbaarheidsfunctionalen, onderzocht ze hun tijdsconsistentie en duale representaties, en liet ze zien hoe ze in decompositiealgoritmen kunnen worden ingebed zonder dat de oplosbaarheid verloren gaat.",
        "Haar toegepaste werk omvat asset-liabilitymanagement voor pensioenfondsen en verzekeraars, beheer van elektriciteits- en gasportefeuilles, planning van waterkrachtcentrales, toeleveringsketens en publieke planning. Recent werkte ze aan distributioneel robuuste modellen, met machine learning getrainde scenariogeneratoren en het eerlijk communiceren van mogelijke verliezen aan particuliere beleggers.",
      ],
    },
    researchInterests: {
      heading: "Onderzoeksinteresses",
      items: [
        "Stochastische optimalisatie en optimalisatie in meerdere fasen",
        "Risicomaten, aanvaardbaarheidsfunctionalen en tijdsconsistentie",
        "Scenariogeneratie en -reductie; afstanden voor stochastische processen",
        "Distributioneel robuuste optimalisatie",
        "Asset-liabilitymanagement, pensioenen en verzekeringen",
        "Energiesystemen en grondstoffenmarkten onder onzekerheid",
        "Risicocommunicatie en openbaarmaking met verlies voorop voor particuliere beleggers",
        "Machine learning voor besluitvorming onder onzekerheid",
      ],
    },
    appointments: {
      heading: "Aanstellingen",
      rows: [
        {
          date: "2021 – heden",
          text: "Speciaal adviseur van de oprichter, Nirvana (deeltijds).",
        },
        {
          date: "2020 – heden",
          text: "Emeritus hoogleraar, Faculteit Economie en Bedrijfswetenschappen, KU Leuven, België.",
        },
        {
          date: "2010 – 2020",
          text: "Gewoon hoogleraar en leerstoelhouder Operations Research, KU Leuven, België.",
        },
        {
          date: "2003 – 2010",
          text: "Hoogleraar financiële wiskunde en fellow van een college, University of Oxford, Verenigd Koninkrijk.",
        },
        {
          date: "2008 (voorjaar)",
          text: "Gasthoogleraar, Department of Mechanical and Industrial Engineering, University of Toronto, Canada.",
        },
        {
          date: "1997 – 2003",
          text: "Universitair hoofddocent, daarna hoogleraar, Faculteit Wiskunde, Technische Universiteit München, Duitsland.",
        },
        {
          date: "1992 – 1997",
          text: "Senior onderzoeker en docent (Privatdozentin vanaf 1997), Instituut voor Operations Research, ETH Zürich, Zwitserland.",
        },
        {
          date: "1988 – 1992",
          text: "Onderzoeks- en onderwijsassistent, Vakgroep Statistiek en Operations Research, Universiteit van Wenen, Oostenrijk.",
        },
        {
          date: "1986 – 1988",
          text: "Assistent-docent, Vakgroep Operations Research, Eötvös Loránd-universiteit, Boedapest, Hongarije.",
        },
        {
          date: "Diverse",
          text: "Gastaanstellingen en korte onderzoeksverblijven aan universiteiten en onderzoeksinstituten in Frankrijk, Italië, Noorwegen, Japan, Chili en de Verenigde Staten.",
        },
      ],
    },
    honors: {
      heading: "Onderscheidingen en prijzen",
      rows: [
        {
          date: "2024",
          text: "Oeuvreprijs voor stochastische optimalisatie (voorbeeldprijs).",
        },
        {
          date: "2022",
          text: "Eredoctoraat van een Europese technische universiteit (voorbeeld).",
        },
        {
          date: "2019",
          text: "Fellow van de International Society for Decision Science (voorbeeldvereniging).",
        },
        {
          date: "2016",
          text: "Gouden medaille voor operationeel onderzoek, European Association of Decision Societies (voorbeeld).",
        },
        {
          date: "2014",
          text: "Advanced grant van een Europese onderzoeksraad (voorbeeld), zie onderdeel 13.",
        },
        {
          date: "2011",
          text: "Best Paper Award, Energy Systems Optimisation (voorbeeldtijdschrift).",
        },
        {
          date: "2007",
          text: "Prijs voor uitmuntend onderwijs, University of Oxford (voorbeeld).",
        },
        {
          date: "2002",
          text: "Prijs voor jonge wetenschappers in de toegepaste wiskunde (voorbeeldprijs).",
        },
        {
          date: "1990",
          text: "Promotie sub auspiciis (hoogste onderscheiding), Universiteit van Wenen (voorbeeld).",
        },
      ],
    },
    societies: {
      heading: "Beroepsverenigingen",
      rows: [
        {
          date: "2018 – 2021",
          text: "Voorzitter, International Society for Decision Science (voorbeeldvereniging).",
        },
        {
          date: "2012 – 2018",
          text: "Bestuurslid, Stochastic Programming Society (voorbeeld).",
        },
        {
          date: "sinds 1995",
          text: "Lid, European Association of Decision Societies (voorbeeld).",
        },
        {
          date: "sinds 1992",
          text: "Lid, Vereniging voor Toegepaste Wiskunde en Mechanica (voorbeeld).",
        },
        {
          date: "sinds 1990",
          text: "Lid, Oostenrijkse Vereniging voor Operations Research (voorbeeld).",
        },
        {
          date: "sinds 1988",
          text: "Lid, Hongaarse Vereniging voor Operations Research (voorbeeld).",
        },
      ],
    },
    consultancies: {
      heading: "Adviesopdrachten",
      intro: "Geselecteerde adviesopdrachten (alle organisaties zijn fictief).",
      items: [
        "Alpenstrom Energie AG: stochastische planning van waterkracht",
        "Nordlicht Pension Fund: model voor asset-liabilitymanagement",
        "Danube Savings Bank: kader voor renterisico",
        "Helvetia Reinsurance Partners (voorbeeld): solvabiliteitsprognoses",
        "Meridian Gas Storage: waardering en afdekking van opslag",
        "Baltic Wind Holdings: biedstrategieën met risicobeperkingen",
        "Lakeside Municipal Utilities: planning van netcapaciteit",
        "Carpathian Water Authority: reservoirbeheer bij droogterisico",
        "Atlas Asset Management: scenariogeneratie voor portefeuilleopbouw",
        "Northgate Insurance Group: allocatie van economisch kapitaal",
        "Flandria Grid Operator: investeringsplanning bij beleidsonzekerheid",
        "Iberian Solar Trust: studie naar de dimensionering van opslag",
        "Central European Development Agency: risicoanalyse van overheidsbegrotingen",
        "Orion Logistics: risicomijdend ontwerp van toeleveringsketens",
        "Silvanus Forest Fund: houtoogst bij brandrisico",
        "Nirvana: beoordeling van de methodologie van de Compass Score",
      ],
    },
    service: {
      heading: "Dienstverlening aan vakgebied en samenleving",
      rows: [
        {
          date: "2020 – 2024",
          text: "Voorzitter van het beoordelingspanel voor wiskunde en informatica van een Europees programma voor onderzoeksfinanciering (voorbeeld).",
        },
        {
          date: "2015 – 2019",
          text: "Lid van de wetenschappelijke adviesraad van een nationaal centrum voor energieonderzoek (voorbeeld).",
        },
        {
          date: "2012 – 2016",
          text: "Voorzitter van het stuurcomité van het International Symposium on Decision and Risk (voorbeeld).",
        },
        {
          date: "2008 – 2012",
          text: "Lid van de jury van de prijs voor jonge wetenschappers in de toegepaste wiskunde (voorbeeld).",
        },
        {
          date: "2005 – 2010",
          text: "Bestuurslid van een stichting voor wiskundeonderwijs in Midden- en Oost-Europa (voorbeeld).",
        },
        {
          date: "sinds 1995",
          text: "Organisator of programmavoorzitter van meer dan 80 congressen, workshops en zomerscholen.",
        },
        {
          date: "sinds 2018",
          text: "Vrijwillig mentor in een programma voor vrouwen in de wiskunde (voorbeeld).",
        },
      ],
    },
    editorial: {
      heading: "Redactionele functies",
      rows: [
        {
          date: "2015 – 2023",
          text: "Hoofdredacteur, Journal of Applied Stochastic Methods (voorbeeldtijdschrift).",
        },
        {
          date: "2010 – heden",
          text: "Associate editor, Quantitative Risk Review (voorbeeldtijdschrift).",
        },
        {
          date: "2008 – heden",
          text: "Associate editor, Energy Systems Optimisation (voorbeeldtijdschrift).",
        },
        {
          date: "2005 – 2015",
          text: "Vakredacteur, European Review of Operational Research (voorbeeldtijdschrift).",
        },
        {
          date: "2000 – 2010",
          text: "Associate editor, Annals of Decision Science (voorbeeldtijdschrift).",
        },
        {
          date: "sinds 2012",
          text: "Reeksredacteur, Decision Science Monographs, Northbridge Scientific (voorbeelduitgeverij).",
        },
      ],
    },
    publications: {
      heading: "Publicaties",
      intro:
        "Geselecteerde publicaties (in totaal meer dan 375), met hun Engelse titels. De vermeldingen zijn doorlopend genummerd over alle groepen heen; de technische rapporten volgen als 251–273.",
      groupHeadings: [
        "Octrooien",
        "Boeken",
        "Geredigeerde boeken en themanummers",
        "Boekhoofdstukken",
        "Tijdschrift- en congresartikelen",
      ],
      technicalReportsHeading: "Technische rapporten",
    },
    invitedTalks: {
      heading: "Lezingen op uitnodiging sinds 2000",
      intro:
        "In totaal meer dan 250 lezingen op uitnodiging; hieronder een selectie sinds 2000 per jaar, met hun Engelse titels.",
    },
    funding: {
      heading: "Onderzoeksfinanciering",
      intro:
        "Geselecteerde competitief verworven onderzoekssubsidies als hoofdonderzoeker (alle subsidies zijn fictief).",
      descriptions: [
        "Risicocommunicatie met verlies voorop voor particuliere beleggers. Voorbeeld van een onderzoeksstichting.",
        "Robuuste beslissingen in meerdere fasen onder diepe onzekerheid. Advanced grant, voorbeeld van een Europese onderzoeksraad.",
        "Scenariomethoden voor de energietransitie. Voorbeeld van een Vlaams onderzoeksfonds.",
        "Risicomijdend stochastisch programmeren: theorie en algoritmen. Voorbeeld van een Belgisch wetenschapsagentschap.",
        "Beheer van elektriciteitsportefeuilles onder onzekerheid. Voorbeeld van een Britse onderzoeksraad voor ingenieurswetenschappen.",
        "Asset-liabilitymanagement voor pensioenfondsen. Industrieconsortium (voorbeeld).",
        "Benadering van stochastische processen voor optimalisatie. Voorbeeld van een Duitse onderzoeksstichting.",
        "Stochastische planningsmodellen voor nutsbedrijven. Voorbeeld van een Zwitsers nationaal wetenschapsfonds.",
      ],
    },
    theses: {
      heading: "Begeleide proefschriften",
      intro:
        "Tot aan de promotie begeleide proefschriften (alle promovendi zijn fictief).",
      rows: [
        {
          date: "2024",
          text: "W. Ahmed: Financiële producten rangschikken naar mogelijk verlies. KU Leuven.",
        },
        {
          date: "2022",
          text: "L. Moreau: Met machine learning getrainde scenariogeneratoren voor risicomijdende optimalisatie. KU Leuven.",
        },
        {
          date: "2020",
          text: "U. Falk: De zichtbaarheid van kosten en de fondskeuze van particuliere beleggers. KU Leuven.",
        },
        {
          date: "2018",
          text: "D. Ferrari: Stochastische optimalisatie van hernieuwbare energiesystemen. KU Leuven.",
        },
        {
          date: "2016",
          text: "K. Tanaka: Risicomijdende planning van toeleveringsketens. KU Leuven.",
        },
        {
          date: "2014",
          text: "N. Petrov: Asset-liabilitymanagement voor pensioenregelingen met vaste uitkering. KU Leuven.",
        },
        {
          date: "2010",
          text: "B. Hughes: Waardering van gasopslag en swingcontracten. University of Oxford.",
        },
        {
          date: "2009",
          text: "S. Lindgren: Stochastische modellen voor elektriciteitsmarkten. University of Oxford.",
        },
        {
          date: "2006",
          text: "F. Keller: Kredietrisico in asset-liabilitymodellen. University of Oxford.",
        },
        {
          date: "2003",
          text: "C. Duval: Quasi-Monte-Carlomethoden voor scenariogeneratie. Technische Universiteit München.",
        },
        {
          date: "2001",
          text: "H. Brandt: Stochastisch programmeren voor verzekeringstechnische voorzieningen. Technische Universiteit München.",
        },
        {
          date: "1999",
          text: "M. Koller: Opbouw en reductie van scenariobomen. Technische Universiteit München.",
        },
      ],
    },
    postdocs: {
      heading: "Postdoctorale onderzoekers",
      intro: "Ontvangen postdoctorale onderzoekers (alle namen zijn fictief).",
      rows: [
        {
          date: "2021 – 2024",
          text: "Dr. Y. Chen: distributioneel robuuste optimalisatie in meerdere fasen. KU Leuven.",
        },
        {
          date: "2017 – 2020",
          text: "Dr. R. Haas: stabiliteit en steekproefgemiddeldebenadering. KU Leuven.",
        },
        {
          date: "2013 – 2016",
          text: "Dr. G. Rossi: decompositiealgoritmen voor risicomijdende programma's. KU Leuven.",
        },
        {
          date: "2011 – 2013",
          text: "Dr. I. Szabo: waterbeheer onder onzekerheid. KU Leuven.",
        },
        {
          date: "2005 – 2008",
          text: "Dr. P. Novak: optimalisatie van elektriciteitsportefeuilles. University of Oxford.",
        },
        {
          date: "2000 – 2003",
          text: "Dr. A. Berger: kansmetrieken en risicofunctionalen. Technische Universiteit München.",
        },
      ],
    },
  },
};
