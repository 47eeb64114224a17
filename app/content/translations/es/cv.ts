import type { CvTranslation } from "#app/content/translations/types.ts";

/**
 * Draft translation (es), awaiting review by a native speaker. Names,
 * institutions and dates as in app/content/cv.ts; publication and talk
 * titles stay English there.
 */
export const cv: CvTranslation = {
  sampleNotice:
    "Contenido de ejemplo: la Dra. Elena Varga es una persona ficticia. Todos los cargos, premios, publicaciones, patentes, conferencias, subvenciones, tesis y demás datos de esta página son inventados, solo con fines de demostración.",
  pageTitle: "{name}: currículum vítae",
  publicationLibraryLink: "Biblioteca de publicaciones",
  navigation: {
    contents: "Índice",
    jumpTo: "Ir a una sección",
    groupSummary: {
      one: "Mostrar la entrada",
      other: "Mostrar las {count} entradas",
    },
    talksSummary: { one: "1 conferencia", other: "{count} conferencias" },
  },
  fundingTable: {
    label: "Financiación de la investigación",
    columns: {
      period: "Periodo",
      project: "Proyecto y financiador",
      amount: "Importe",
    },
  },
  cv: {
    titleLine:
      "Profesora emérita de Investigación Operativa y Matemática Aplicada · Asesora especial del fundador de Nirvana",
    summary: [
      "Elena Varga es una matemática aplicada cuyo trabajo sobre optimización estocástica, medidas de riesgo y generación de escenarios se ha utilizado en finanzas, seguros, energía y planificación pública. Es autora o coautora de más de 375 publicaciones, entre ellas libros, volúmenes editados, capítulos de libros, artículos de revistas y congresos, patentes e informes técnicos.",
      "Ha organizado más de 80 congresos, talleres y escuelas de verano, y ha impartido más de 250 conferencias invitadas, conferencias plenarias y coloquios en todo el mundo. Desde 2021 es asesora especial del fundador de Nirvana en estrategia de investigación e integridad científica de sus métodos.",
      "La lista de publicaciones siguiente es una selección; la lista completa está disponible en la biblioteca de publicaciones.",
    ],
    links: [
      "Plan de investigación 2025–2030 (PDF, en inglés)",
      "Plan de docencia y tutoría (PDF, en inglés)",
    ],
    personalDetails: {
      heading: "Datos personales",
      items: [
        { key: "Nombre", value: "Elena Varga" },
        { key: "Nacimiento", value: "1962, Budapest, Hungría" },
        { key: "Nacionalidad", value: "húngara y austriaca" },
        { key: "Idiomas", value: "húngaro, alemán, inglés, francés" },
        {
          key: "Cargo actual",
          value:
            "Profesora emérita, KU Leuven; asesora especial del fundador de Nirvana",
        },
        { key: "Correo electrónico", value: "elena.varga@example.org" },
      ],
    },
    education: {
      heading: "Formación",
      rows: [
        {
          date: "1997",
          text: "Habilitación (venia legendi) en Investigación Operativa, ETH Zúrich. Monografía: Approximation of Stochastic Processes in Optimisation.",
        },
        {
          date: "1988 – 1990",
          text: "Doctorado en Investigación Operativa (Dr. rer. soc. oec., sub auspiciis), Universidad de Viena. Tesis: Discretisation of Two-Stage Stochastic Programs.",
        },
        {
          date: "1981 – 1986",
          text: "Máster en Matemáticas (con distinción), Universidad Eötvös Loránd, Budapest.",
        },
      ],
    },
    researchContributions: {
      heading: "Aportaciones a la investigación",
      paragraphs: [
        "Los primeros trabajos de Varga establecieron resultados cuantitativos de estabilidad para programas estocásticos, que muestran cómo cambian las decisiones óptimas de un modelo cuando se aproxima la distribución de probabilidad subyacente. Estos resultados ofrecen una base rigurosa para sustituir la incertidumbre continua por un conjunto finito de escenarios.",
        "A partir de ahí, desarrolló conceptos de distancia para procesos estocásticos y filtraciones que miden lo bien que un árbol de escenarios representa la información disponible a lo largo del tiempo. Estas distancias dieron lugar a algoritmos prácticos para construir y reducir árboles de escenarios que hoy forman parte de varios sistemas de modelización comerciales y de código abierto.",
        "Una segunda línea de trabajo se ocupa de las medidas de riesgo para decisiones multietapa. Con sus coautores introdujo funcionales de aceptabilidad multiperiodo, estudió su consistencia temporal y sus representaciones duales, y mostró cómo integrarlos en algoritmos de descomposición sin perder tratabilidad.",
        "Su trabajo aplicado abarca la gestión de activos y pasivos de fondos de pensiones y aseguradoras, la gestión de carteras de electricidad y gas, la programación hidroeléctrica, las cadenas de suministro y la planificación pública. Más recientemente ha trabajado en modelos distribucionalmente robustos, generadores de escenarios basados en aprendizaje automático y la comunicación honesta de las pérdidas posibles a los inversores minoristas.",
      ],
    },
    researchInterests: {
      heading: "Intereses de investigación",
      items: [
        "Optimización estocástica y multietapa",
        "Medidas de riesgo, funcionales de aceptabilidad y consistencia temporal",
        "Generación y reducción de escenarios; distancias entre procesos estocásticos",
        "Optimización distribucionalmente robusta",
        "Gestión de activos y pasivos, pensiones y seguros",
        "Sistemas energéticos y mercados de materias primas en condiciones de incertidumbre",
        "Comunicación del riesgo e información centrada en las pérdidas para inversores minoristas",
        "Aprendizaje automático para la toma de decisiones en condiciones de incertidumbre",
      ],
    },
    appointments: {
      heading: "Cargos",
      rows: [
        {
          date: "desde 2021",
          text: "Asesora especial del fundador, Nirvana (a tiempo parcial).",
        },
        {
          date: "desde 2020",
          text: "Profesora emérita, Facultad de Economía y Empresa, KU Leuven, Bélgica.",
        },
        {
          date: "2010 – 2020",
          text: "Catedrática y directora de la cátedra de Investigación Operativa, KU Leuven, Bélgica.",
        },
        {
          date: "2003 – 2010",
          text: "Profesora de Matemática Financiera y fellow de un college, Universidad de Oxford, Reino Unido.",
        },
        {
          date: "2008 (primavera)",
          text: "Profesora visitante, Department of Mechanical and Industrial Engineering, Universidad de Toronto, Canadá.",
        },
        {
          date: "1997 – 2003",
          text: "Profesora titular y después catedrática, Departamento de Matemáticas, Universidad Técnica de Múnich, Alemania.",
        },
        {
          date: "1992 – 1997",
          text: "Investigadora sénior y profesora (Privatdozentin desde 1997), Instituto de Investigación Operativa, ETH Zúrich, Suiza.",
        },
        {
          date: "1988 – 1992",
          text: "Ayudante de investigación y docencia, Departamento de Estadística e Investigación Operativa, Universidad de Viena, Austria.",
        },
        {
          date: "1986 – 1988",
          text: "Profesora ayudante, Departamento de Investigación Operativa, Universidad Eötvös Loránd, Budapest, Hungría.",
        },
        {
          date: "Varios",
          text: "Estancias como profesora visitante y breves estancias de investigación en universidades e institutos de Francia, Italia, Noruega, Japón, Chile y Estados Unidos.",
        },
      ],
    },
    honors: {
      heading: "Honores y premios",
      rows: [
        {
          date: "2024",
          text: "Premio a toda una carrera en optimización estocástica (premio de ejemplo).",
        },
        {
          date: "2022",
          text: "Doctorado honoris causa por una universidad técnica europea (ejemplo).",
        },
        {
          date: "2019",
          text: "Fellow de la International Society for Decision Science (sociedad de ejemplo).",
        },
        {
          date: "2016",
          text: "Medalla de oro de Investigación Operativa, European Association of Decision Societies (ejemplo).",
        },
        {
          date: "2014",
          text: "Ayuda avanzada de un consejo europeo de investigación (ejemplo), véase la sección 13.",
        },
        {
          date: "2011",
          text: "Premio al mejor artículo, Energy Systems Optimisation (revista de ejemplo).",
        },
        {
          date: "2007",
          text: "Premio a la excelencia docente, Universidad de Oxford (ejemplo).",
        },
        {
          date: "2002",
          text: "Premio a jóvenes investigadores en Matemática Aplicada (premio de ejemplo).",
        },
        {
          date: "1990",
          text: "Doctorado sub auspiciis (máxima distinción), Universidad de Viena (ejemplo).",
        },
      ],
    },
    societies: {
      heading: "Sociedades profesionales",
      rows: [
        {
          date: "2018 – 2021",
          text: "Presidenta, International Society for Decision Science (sociedad de ejemplo).",
        },
        {
          date: "2012 – 2018",
          text: "Miembro del consejo, Stochastic Programming Society (ejemplo).",
        },
        {
          date: "desde 1995",
          text: "Miembro, European Association of Decision Societies (ejemplo).",
        },
        {
          date: "desde 1992",
          text: "Miembro, Sociedad de Matemática Aplicada y Mecánica (ejemplo).",
        },
        {
          date: "desde 1990",
          text: "Miembro, Sociedad Austriaca de Investigación Operativa (ejemplo).",
        },
        {
          date: "desde 1988",
          text: "Miembro, Sociedad Húngara de Investigación Operativa (ejemplo).",
        },
      ],
    },
    consultancies: {
      heading: "Consultoría",
      intro:
        "Encargos de consultoría seleccionados (todas las organizaciones son ficticias).",
      items: [
        "Alpenstrom Energie AG: programación hidroeléctrica estocástica",
        "Nordlicht Pension Fund: modelo de gestión de activos y pasivos",
        "Danube Savings Bank: marco de riesgo de tipo de interés",
        "Helvetia Reinsurance Partners (ejemplo): proyecciones de solvencia",
        "Meridian Gas Storage: valoración y cobertura del almacenamiento",
        "Baltic Wind Holdings: ofertas con restricciones de riesgo",
        "Lakeside Municipal Utilities: planificación de la capacidad de la red",
        "Carpathian Water Authority: gestión de embalses ante el riesgo de sequía",
        "Atlas Asset Management: generación de escenarios para la construcción de carteras",
        "Northgate Insurance Group: asignación del capital económico",
        "Flandria Grid Operator: planificación de inversiones ante la incertidumbre política",
        "Iberian Solar Trust: estudio de dimensionamiento del almacenamiento",
        "Central European Development Agency: análisis de riesgos del presupuesto público",
        "Orion Logistics: diseño de cadenas de suministro con aversión al riesgo",
        "Silvanus Forest Fund: aprovechamiento forestal ante el riesgo de incendio",
        "Nirvana: revisión de la metodología del Compass Score",
      ],
    },
    service: {
      heading: "Servicio a la profesión y a la comunidad",
      rows: [
        {
          date: "2020 – 2024",
          text: "Presidenta del panel de evaluación de matemáticas e informática de un programa europeo de financiación de la investigación (ejemplo).",
        },
        {
          date: "2015 – 2019",
          text: "Miembro del consejo asesor científico de un centro nacional de investigación energética (ejemplo).",
        },
        {
          date: "2012 – 2016",
          text: "Presidenta del comité de dirección del International Symposium on Decision and Risk (ejemplo).",
        },
        {
          date: "2008 – 2012",
          text: "Miembro del jurado del Premio a jóvenes investigadores en Matemática Aplicada (ejemplo).",
        },
        {
          date: "2005 – 2010",
          text: "Patrona de una fundación para la enseñanza de las matemáticas en Europa Central y Oriental (ejemplo).",
        },
        {
          date: "desde 1995",
          text: "Organizadora o presidenta del programa de más de 80 congresos, talleres y escuelas de verano.",
        },
        {
          date: "desde 2018",
          text: "Mentora voluntaria en un programa para mujeres en matemáticas (ejemplo).",
        },
      ],
    },
    editorial: {
      heading: "Responsabilidades editoriales",
      rows: [
        {
          date: "2015 – 2023",
          text: "Directora, Journal of Applied Stochastic Methods (revista de ejemplo).",
        },
        {
          date: "desde 2010",
          text: "Editora asociada, Quantitative Risk Review (revista de ejemplo).",
        },
        {
          date: "desde 2008",
          text: "Editora asociada, Energy Systems Optimisation (revista de ejemplo).",
        },
        {
          date: "2005 – 2015",
          text: "Editora de área, European Review of Operational Research (revista de ejemplo).",
        },
        {
          date: "2000 – 2010",
          text: "Editora asociada, Annals of Decision Science (revista de ejemplo).",
        },
        {
          date: "desde 2012",
          text: "Directora de colección, Decision Science Monographs, Northbridge Scientific (editorial de ejemplo).",
        },
      ],
    },
    publications: {
      heading: "Publicaciones",
      intro:
        "Publicaciones seleccionadas (más de 375 en total), con su título en inglés. Las entradas se numeran de forma continua entre grupos; los informes técnicos siguen con los números 251 a 273.",
      groupHeadings: [
        "Patentes",
        "Libros",
        "Libros editados y números especiales",
        "Capítulos de libros",
        "Artículos de revistas y congresos",
      ],
      technicalReportsHeading: "Informes técnicos",
    },
    invitedTalks: {
      heading: "Conferencias invitadas desde 2000",
      intro:
        "Más de 250 conferencias invitadas en total; se recoge por años una selección desde 2000, con su título en inglés.",
    },
    funding: {
      heading: "Financiación de la investigación",
      intro:
        "Subvenciones competitivas de investigación seleccionadas como investigadora principal (todas las subvenciones son ficticias).",
      descriptions: [
        "Comunicación del riesgo centrada en las pérdidas para inversores minoristas. Fundación de investigación de ejemplo.",
        "Decisiones multietapa robustas bajo incertidumbre profunda. Ayuda avanzada, consejo europeo de investigación de ejemplo.",
        "Métodos de escenarios para la transición energética. Fondo flamenco de investigación de ejemplo.",
        "Programación estocástica con aversión al riesgo: teoría y algoritmos. Agencia científica belga de ejemplo.",
        "Gestión de carteras de electricidad en condiciones de incertidumbre. Consejo británico de investigación en ingeniería de ejemplo.",
        "Gestión de activos y pasivos para fondos de pensiones. Consorcio industrial (ejemplo).",
        "Aproximación de procesos estocásticos para la optimización. Fundación alemana de investigación de ejemplo.",
        "Modelos de planificación estocástica para servicios públicos. Fondo nacional suizo de ejemplo.",
      ],
    },
    theses: {
      heading: "Tesis dirigidas",
      intro:
        "Tesis doctorales dirigidas hasta su defensa (todos los doctorandos son ficticios).",
      rows: [
        {
          date: "2024",
          text: "W. Ahmed: Clasificar productos financieros por su pérdida potencial. KU Leuven.",
        },
        {
          date: "2022",
          text: "L. Moreau: Generadores de escenarios basados en aprendizaje automático para la optimización con aversión al riesgo. KU Leuven.",
        },
        {
          date: "2020",
          text: "U. Falk: Visibilidad de las comisiones y elección de fondos por los minoristas. KU Leuven.",
        },
        {
          date: "2018",
          text: "D. Ferrari: Optimización estocástica de sistemas de energía renovable. KU Leuven.",
        },
        {
          date: "2016",
          text: "K. Tanaka: Planificación de cadenas de suministro con aversión al riesgo. KU Leuven.",
        },
        {
          date: "2014",
          text: "N. Petrov: Gestión de activos y pasivos para planes de pensiones de prestación definida. KU Leuven.",
        },
        {
          date: "2010",
          text: "B. Hughes: Valoración del almacenamiento de gas y de los contratos swing. Universidad de Oxford.",
        },
        {
          date: "2009",
          text: "S. Lindgren: Modelos estocásticos para los mercados eléctricos. Universidad de Oxford.",
        },
        {
          date: "2006",
          text: "F. Keller: El riesgo de crédito en los modelos de activos y pasivos. Universidad de Oxford.",
        },
        {
          date: "2003",
          text: "C. Duval: Métodos cuasi-Monte Carlo para la generación de escenarios. Universidad Técnica de Múnich.",
        },
        {
          date: "2001",
          text: "H. Brandt: Programación estocástica para las provisiones técnicas de seguros. Universidad Técnica de Múnich.",
        },
        {
          date: "1999",
          text: "M. Koller: Construcción y reducción de árboles de escenarios. Universidad Técnica de Múnich.",
        },
      ],
    },
    postdocs: {
      heading: "Investigadores posdoctorales",
      intro:
        "Investigadores posdoctorales acogidos (todos los nombres son ficticios).",
      rows: [
        {
          date: "2021 – 2024",
          text: "Dr. Y. Chen: optimización multietapa distribucionalmente robusta. KU Leuven.",
        },
        {
          date: "2017 – 2020",
          text: "Dr. R. Haas: estabilidad y aproximación por media muestral. KU Leuven.",
        },
        {
          date: "2013 – 2016",
          text: "Dr. G. Rossi: algoritmos de descomposición para programas con aversión al riesgo. KU Leuven.",
        },
        {
          date: "2011 – 2013",
          text: "Dr. I. Szabo: recursos hídricos en condiciones de incertidumbre. KU Leuven.",
        },
        {
          date: "2005 – 2008",
          text: "Dr. P. Novak: optimización de carteras de electricidad. Universidad de Oxford.",
        },
        {
          date: "2000 – 2003",
          text: "Dr. A. Berger: métricas de probabilidad y funcionales de riesgo. Universidad Técnica de Múnich.",
        },
      ],
    },
  },
};
