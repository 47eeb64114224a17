import type { CvTranslation } from "#app/content/translations/types.ts";

/**
 * Draft translation (de), awaiting review by a native speaker. Names,
 * institutions and dates as in app/content/cv.ts; publication and talk
 * titles stay English there.
 */
export const cv: CvTranslation = {
  sampleNotice:
    "Beispielinhalt: Dr. Elena Varga ist eine erfundene Person. Alle Positionen, Auszeichnungen, Veröffentlichungen, Patente, Vorträge, Fördermittel, Abschlussarbeiten und sonstigen Angaben auf dieser Seite sind ausschließlich zu Demonstrationszwecken erfunden.",
  pageTitle: "{name}: Lebenslauf",
  publicationLibraryLink: "Publikationsverzeichnis",
  navigation: {
    contents: "Inhalt",
    jumpTo: "Zu einem Abschnitt springen",
    groupSummary: {
      one: "Eintrag anzeigen",
      other: "Alle {count} Einträge anzeigen",
    },
    talksSummary: { one: "1 Vortrag", other: "{count} Vorträge" },
  },
  fundingTable: {
    label: "Forschungsförderung",
    columns: {
      period: "Zeitraum",
      project: "Projekt und Förderer",
      amount: "Betrag",
    },
  },
  cv: {
    titleLine:
      "Emeritierte Professorin für Operations Research und Angewandte Mathematik · Sonderberaterin des Gründers von Nirvana",
    summary: [
      "Elena Varga ist angewandte Mathematikerin. Ihre Arbeiten zu stochastischer Optimierung, Risikomaßen und Szenariogenerierung werden in Finanzwesen, Versicherung, Energiewirtschaft und öffentlicher Planung eingesetzt. Sie ist Autorin oder Mitautorin von über 375 Veröffentlichungen, darunter Bücher, Sammelbände, Buchkapitel, Zeitschriften- und Konferenzartikel, Patente und technische Berichte.",
      "Sie hat über 80 Konferenzen, Workshops und Sommerschulen organisiert und weltweit über 250 eingeladene Vorträge, Keynotes und Kolloquiumsvorträge gehalten. Seit 2021 berät sie den Gründer von Nirvana als Sonderberaterin in Fragen der Forschungsstrategie und der wissenschaftlichen Integrität seiner Methoden.",
      "Die folgende Publikationsliste ist eine Auswahl; die vollständige Liste findet sich im Publikationsverzeichnis.",
    ],
    links: [
      "Forschungsplan 2025–2030 (PDF, Englisch)",
      "Lehr- und Betreuungsplan (PDF, Englisch)",
    ],
    personalDetails: {
      heading: "Persönliche Angaben",
      items: [
        { key: "Name", value: "Elena Varga" },
        { key: "Geboren", value: "1962, Budapest, Ungarn" },
        { key: "Staatsangehörigkeit", value: "ungarisch und österreichisch" },
        { key: "Sprachen", value: "Ungarisch, Deutsch, Englisch, Französisch" },
        {
          key: "Derzeitige Position",
          value:
            "Professorin emerita, KU Leuven; Sonderberaterin des Gründers von Nirvana",
        },
        { key: "E-Mail", value: "elena.varga@example.org" },
      ],
    },
    education: {
      heading: "Ausbildung",
      rows: [
        {
          date: "1997",
          text: "Habilitation (venia legendi) in Operations Research, ETH Zürich. Monografie: Approximation of Stochastic Processes in Optimisation.",
        },
        {
          date: "1988 – 1990",
          text: "Promotion in Operations Research (Dr. rer. soc. oec., sub auspiciis), Universität Wien. Dissertation: Discretisation of Two-Stage Stochastic Programs.",
        },
        {
          date: "1981 – 1986",
          text: "MSc in Mathematik (mit Auszeichnung), Eötvös-Loránd-Universität, Budapest.",
        },
      ],
    },
    researchContributions: {
      heading: "Forschungsbeiträge",
      paragraphs: [
        "Vargas frühe Arbeiten begründeten quantitative Stabilitätsresultate für stochastische Programme: Sie zeigen, wie sich die optimalen Entscheidungen eines Modells ändern, wenn die zugrunde liegende Wahrscheinlichkeitsverteilung approximiert wird. Diese Resultate liefern eine strenge Grundlage dafür, kontinuierliche Unsicherheit durch eine endliche Menge von Szenarien zu ersetzen.",
        "Darauf aufbauend entwickelte sie Abstandsbegriffe für stochastische Prozesse und Filtrationen, die messen, wie gut ein Szenariobaum die im Zeitverlauf verfügbare Information abbildet. Aus diesen Abständen entstanden praktische Algorithmen zur Konstruktion und Reduktion von Szenariobäumen, die heute Teil mehrerer kommerzieller und quelloffener Modellierungssysteme sind.",
        "Eine zweite Forschungslinie betrifft Risikomaße für mehrstufige Entscheidungen. Mit Koautoren führte sie mehrperiodige Akzeptanzfunktionale ein, untersuchte deren Zeitkonsistenz und duale Darstellungen und zeigte, wie sie sich in Dekompositionsalgorithmen einbetten lassen, ohne die Lösbarkeit zu verlieren.",
        "Ihre angewandten Arbeiten reichen vom Asset-Liability-Management für Pensionsfonds und Versicherer über das Management von Strom- und Gasportfolios, die Einsatzplanung von Wasserkraft und Lieferketten bis zur öffentlichen Planung. Zuletzt arbeitete sie an verteilungsrobusten Modellen, maschinell gelernten Szenariogeneratoren und der ehrlichen Kommunikation möglicher Verluste an Privatanleger.",
      ],
    },
    researchInterests: {
      heading: "Forschungsinteressen",
      items: [
        "Stochastische und mehrstufige Optimierung",
        "Risikomaße, Akzeptanzfunktionale und Zeitkonsistenz",
        "Szenariogenerierung und -reduktion; Abstände für stochastische Prozesse",
        "Verteilungsrobuste Optimierung",
        "Asset-Liability-Management, Altersvorsorge und Versicherung",
        "Energiesysteme und Rohstoffmärkte unter Unsicherheit",
        "Risikokommunikation und verlustorientierte Offenlegung für Privatanleger",
        "Maschinelles Lernen für Entscheidungen unter Unsicherheit",
      ],
    },
    appointments: {
      heading: "Positionen",
      rows: [
        {
          date: "seit 2021",
          text: "Sonderberaterin des Gründers, Nirvana (Teilzeit).",
        },
        {
          date: "seit 2020",
          text: "Professorin emerita, Fakultät für Wirtschaftswissenschaften, KU Leuven, Belgien.",
        },
        {
          date: "2010 – 2020",
          text: "Ordentliche Professorin und Lehrstuhlinhaberin für Operations Research, KU Leuven, Belgien.",
        },
        {
          date: "2003 – 2010",
          text: "Professorin für Finanzmathematik und Fellow eines Colleges, University of Oxford, Vereinigtes Königreich.",
        },
        {
          date: "2008 (Frühjahr)",
          text: "Gastprofessorin, Department of Mechanical and Industrial Engineering, University of Toronto, Kanada.",
        },
        {
          date: "1997 – 2003",
          text: "Außerordentliche Professorin, dann Professorin, Fakultät für Mathematik, Technische Universität München, Deutschland.",
        },
        {
          date: "1992 – 1997",
          text: "Oberassistentin und Lehrbeauftragte (Privatdozentin ab 1997), Institut für Operations Research, ETH Zürich, Schweiz.",
        },
        {
          date: "1988 – 1992",
          text: "Wissenschaftliche Mitarbeiterin, Institut für Statistik und Operations Research, Universität Wien, Österreich.",
        },
        {
          date: "1986 – 1988",
          text: "Assistentin, Lehrstuhl für Operations Research, Eötvös-Loránd-Universität, Budapest, Ungarn.",
        },
        {
          date: "Verschiedene",
          text: "Gastaufenthalte und kurze Forschungsaufenthalte an Universitäten und Forschungsinstituten in Frankreich, Italien, Norwegen, Japan, Chile und den Vereinigten Staaten.",
        },
      ],
    },
    honors: {
      heading: "Ehrungen und Auszeichnungen",
      rows: [
        {
          date: "2024",
          text: "Preis für das Lebenswerk in stochastischer Optimierung (Beispielpreis).",
        },
        {
          date: "2022",
          text: "Ehrendoktorwürde einer europäischen technischen Universität (Beispiel).",
        },
        {
          date: "2019",
          text: "Fellow der International Society for Decision Science (Beispielgesellschaft).",
        },
        {
          date: "2016",
          text: "Goldmedaille für Operational Research, European Association of Decision Societies (Beispiel).",
        },
        {
          date: "2014",
          text: "Advanced Grant eines europäischen Forschungsrats (Beispiel), siehe Abschnitt 13.",
        },
        {
          date: "2011",
          text: "Best Paper Award, Energy Systems Optimisation (Beispielzeitschrift).",
        },
        {
          date: "2007",
          text: "Preis für herausragende Lehre, University of Oxford (Beispiel).",
        },
        {
          date: "2002",
          text: "Nachwuchspreis für Angewandte Mathematik (Beispielpreis).",
        },
        {
          date: "1990",
          text: "Promotion sub auspiciis (höchste Auszeichnung), Universität Wien (Beispiel).",
        },
      ],
    },
    societies: {
      heading: "Fachgesellschaften",
      rows: [
        {
          date: "2018 – 2021",
          text: "Präsidentin, International Society for Decision Science (Beispielgesellschaft).",
        },
        {
          date: "2012 – 2018",
          text: "Ratsmitglied, Stochastic Programming Society (Beispiel).",
        },
        {
          date: "seit 1995",
          text: "Mitglied, European Association of Decision Societies (Beispiel).",
        },
        {
          date: "seit 1992",
          text: "Mitglied, Gesellschaft für Angewandte Mathematik und Mechanik (Beispiel).",
        },
        {
          date: "seit 1990",
          text: "Mitglied, Österreichische Gesellschaft für Operations Research (Beispiel).",
        },
        {
          date: "seit 1988",
          text: "Mitglied, Ungarische Gesellschaft für Operations Research (Beispiel).",
        },
      ],
    },
    consultancies: {
      heading: "Beratungstätigkeit",
      intro:
        "Ausgewählte Beratungsmandate (alle Organisationen sind erfunden).",
      items: [
        "Alpenstrom Energie AG: stochastische Einsatzplanung von Wasserkraft",
        "Nordlicht Pension Fund: Modell für das Asset-Liability-Management",
        "Danube Savings Bank: Rahmenwerk für Zinsänderungsrisiken",
        "Helvetia Reinsurance Partners (Beispiel): Solvenzprojektionen",
        "Meridian Gas Storage: Bewertung und Absicherung von Speichern",
        "Baltic Wind Holdings: risikobeschränkte Gebotsstrategien",
        "Lakeside Municipal Utilities: Planung von Netzkapazitäten",
        "Carpathian Water Authority: Speicherbewirtschaftung bei Dürrerisiko",
        "Atlas Asset Management: Szenariogenerierung für die Portfoliokonstruktion",
        "Northgate Insurance Group: Allokation des ökonomischen Kapitals",
        "Flandria Grid Operator: Investitionsplanung bei politischer Unsicherheit",
        "Iberian Solar Trust: Studie zur Dimensionierung von Speichern",
        "Central European Development Agency: Risikoanalyse öffentlicher Haushalte",
        "Orion Logistics: risikoaverse Gestaltung von Lieferketten",
        "Silvanus Forest Fund: Holzernte bei Waldbrandrisiko",
        "Nirvana: Überprüfung der Methodik des Compass Score",
      ],
    },
    service: {
      heading: "Dienste für Fachgemeinschaft und Gesellschaft",
      rows: [
        {
          date: "2020 – 2024",
          text: "Vorsitzende des Begutachtungsgremiums für Mathematik und Informatik eines europäischen Forschungsförderprogramms (Beispiel).",
        },
        {
          date: "2015 – 2019",
          text: "Mitglied im wissenschaftlichen Beirat eines nationalen Energieforschungszentrums (Beispiel).",
        },
        {
          date: "2012 – 2016",
          text: "Vorsitzende des Lenkungsausschusses des International Symposium on Decision and Risk (Beispiel).",
        },
        {
          date: "2008 – 2012",
          text: "Mitglied im Preiskomitee des Nachwuchspreises für Angewandte Mathematik (Beispiel).",
        },
        {
          date: "2005 – 2010",
          text: "Kuratoriumsmitglied einer Stiftung für Mathematikbildung in Mittel- und Osteuropa (Beispiel).",
        },
        {
          date: "seit 1995",
          text: "Organisatorin oder Programmvorsitzende von über 80 Konferenzen, Workshops und Sommerschulen.",
        },
        {
          date: "seit 2018",
          text: "Ehrenamtliche Mentorin in einem Programm für Frauen in der Mathematik (Beispiel).",
        },
      ],
    },
    editorial: {
      heading: "Herausgebertätigkeit",
      rows: [
        {
          date: "2015 – 2023",
          text: "Chefredakteurin, Journal of Applied Stochastic Methods (Beispielzeitschrift).",
        },
        {
          date: "seit 2010",
          text: "Mitherausgeberin, Quantitative Risk Review (Beispielzeitschrift).",
        },
        {
          date: "seit 2008",
          text: "Mitherausgeberin, Energy Systems Optimisation (Beispielzeitschrift).",
        },
        {
          date: "2005 – 2015",
          text: "Fachherausgeberin, European Review of Operational Research (Beispielzeitschrift).",
        },
        {
          date: "2000 – 2010",
          text: "Mitherausgeberin, Annals of Decision Science (Beispielzeitschrift).",
        },
        {
          date: "seit 2012",
          text: "Reihenherausgeberin, Decision Science Monographs, Northbridge Scientific (Beispielverlag).",
        },
      ],
    },
    publications: {
      heading: "Veröffentlichungen",
      intro:
        "Ausgewählte Veröffentlichungen (insgesamt über 375), mit ihren englischen Titeln. Die Einträge sind über alle Gruppen hinweg fortlaufend nummeriert; die technischen Berichte folgen als 251–273.",
      groupHeadings: [
        "Patente",
        "Bücher",
        "Herausgegebene Bücher und Sonderhefte",
        "Buchkapitel",
        "Zeitschriften- und Konferenzartikel",
      ],
      technicalReportsHeading: "Technische Berichte",
    },
    invitedTalks: {
      heading: "Eingeladene Vorträge seit 2000",
      intro:
        "Insgesamt über 250 eingeladene Vorträge; eine Auswahl seit 2000 ist nach Jahren aufgeführt, mit ihren englischen Titeln.",
    },
    funding: {
      heading: "Forschungsförderung",
      intro:
        "Ausgewählte im Wettbewerb eingeworbene Forschungsmittel als Projektleiterin (alle Förderungen sind erfunden).",
      descriptions: [
        "Verlustorientierte Risikokommunikation für Privatanleger. Beispiel-Forschungsstiftung.",
        "Robuste mehrstufige Entscheidungen unter tiefer Unsicherheit. Advanced Grant, europäischer Beispiel-Forschungsrat.",
        "Szenariomethoden für die Energiewende. Flämischer Beispiel-Forschungsfonds.",
        "Risikoaverse stochastische Programmierung: Theorie und Algorithmen. Belgische Beispiel-Wissenschaftsagentur.",
        "Management von Stromportfolios unter Unsicherheit. Britischer Beispiel-Forschungsrat für Ingenieurwissenschaften.",
        "Asset-Liability-Management für Pensionsfonds. Industriekonsortium (Beispiel).",
        "Approximation stochastischer Prozesse für die Optimierung. Deutsche Beispiel-Forschungsgemeinschaft.",
        "Stochastische Planungsmodelle für öffentliche Versorger. Schweizerischer Beispiel-Nationalfonds.",
      ],
    },
    theses: {
      heading: "Betreute Dissertationen",
      intro:
        "Bis zum Abschluss betreute Dissertationen (alle Studierenden sind erfunden).",
      rows: [
        {
          date: "2024",
          text: "W. Ahmed: Reihung von Finanzprodukten nach möglichem Verlust. KU Leuven.",
        },
        {
          date: "2022",
          text: "L. Moreau: Maschinell gelernte Szenariogeneratoren für risikoaverse Optimierung. KU Leuven.",
        },
        {
          date: "2020",
          text: "U. Falk: Sichtbarkeit von Gebühren und die Fondswahl von Privatanlegern. KU Leuven.",
        },
        {
          date: "2018",
          text: "D. Ferrari: Stochastische Optimierung erneuerbarer Energiesysteme. KU Leuven.",
        },
        {
          date: "2016",
          text: "K. Tanaka: Risikoaverse Planung von Lieferketten. KU Leuven.",
        },
        {
          date: "2014",
          text: "N. Petrov: Asset-Liability-Management für leistungsorientierte Pensionspläne. KU Leuven.",
        },
        {
          date: "2010",
          text: "B. Hughes: Bewertung von Gasspeichern und Swing-Verträgen. University of Oxford.",
        },
        {
          date: "2009",
          text: "S. Lindgren: Stochastische Modelle für Strommärkte. University of Oxford.",
        },
        {
          date: "2006",
          text: "F. Keller: Kreditrisiko in Asset-Liability-Modellen. University of Oxford.",
        },
        {
          date: "2003",
          text: "C. Duval: Quasi-Monte-Carlo-Methoden zur Szenariogenerierung. Technische Universität München.",
        },
        {
          date: "2001",
          text: "H. Brandt: Stochastische Programmierung für versicherungstechnische Rückstellungen. Technische Universität München.",
        },
        {
          date: "1999",
          text: "M. Koller: Konstruktion und Reduktion von Szenariobäumen. Technische Universität München.",
        },
      ],
    },
    postdocs: {
      heading: "Postdoktorandinnen und Postdoktoranden",
      intro: "Betreute Postdocs (alle Namen sind erfunden).",
      rows: [
        {
          date: "2021 – 2024",
          text: "Dr. Y. Chen: verteilungsrobuste mehrstufige Optimierung. KU Leuven.",
        },
        {
          date: "2017 – 2020",
          text: "Dr. R. Haas: Stabilität und Sample-Average-Approximation. KU Leuven.",
        },
        {
          date: "2013 – 2016",
          text: "Dr. G. Rossi: Dekompositionsalgorithmen für risikoaverse Programme. KU Leuven.",
        },
        {
          date: "2011 – 2013",
          text: "Dr. I. Szabo: Wasserressourcen unter Unsicherheit. KU Leuven.",
        },
        {
          date: "2005 – 2008",
          text: "Dr. P. Novak: Optimierung von Stromportfolios. University of Oxford.",
        },
        {
          date: "2000 – 2003",
          text: "Dr. A. Berger: Wahrscheinlichkeitsmetriken und Risikofunktionale. Technische Universität München.",
        },
      ],
    },
  },
};
