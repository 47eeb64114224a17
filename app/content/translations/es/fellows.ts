import type { Fellow, FELLOW_PROFILE } from "#app/content/fellows.ts";
import { pagePath } from "#app/lib/pages/links.ts";

/** Draft translation (es), awaiting review by a native speaker. */
export const sampleNotice =
  "Contenido de ejemplo: los fellows de Nirvana que aparecen aquí son personas ficticias. Sus biografías, títulos y nombramientos se han inventado solo con fines de demostración.";

export const heading = "Nirvana Fellows";

export const intro =
  "Nuestros fellows asesoran a Nirvana de forma independiente. No reciben comisiones de ningún proveedor de productos, y ninguno de ellos puede influir en la clasificación de un producto financiero.";

export const fellows: Fellow[] = [
  {
    slug: "miriam-okafor",
    name: "Dr. Miriam Okafor",
    role: "Nirvana Fellow en Finanzas Conductuales",
    area: "behavioural-finance",
    areaLabel: "Finanzas conductuales",
    portrait: 0,
    portraitAlt: "Retrato: Dr. Miriam Okafor",
    shortBio: [
      "Miriam Okafor estudia cómo perciben los inversores corrientes las pérdidas, las comisiones y el riesgo, y cómo la forma de presentar la información cambia las decisiones que toman.",
      "Asesora a Nirvana sobre cómo se explican a los miembros las estimaciones de pérdidas y los Compass Score, para que las cifras informen las decisiones sin empujarlas en una dirección.",
    ],
    profile: {
      personalDetails: [
        { key: "Nombre", value: "Miriam Adaeze Okafor" },
        { key: "Nacionalidad", value: "británica y nigeriana" },
        { key: "Cargo", value: "Nirvana Fellow en Finanzas Conductuales" },
        {
          key: "Afiliación",
          value:
            "Associate Professor of Finance, University of Edinburgh (nombramiento ficticio)",
        },
        { key: "Idiomas", value: "inglés, yoruba, francés" },
        { key: "Residencia", value: "Edimburgo, Reino Unido" },
      ],
      education: [
        {
          date: "2009 – 2013",
          text: "Doctorado (PhD) en Finanzas, London School of Economics. Tesis: “Loss Framing and the Retail Demand for Structured Products”.",
        },
        {
          date: "2007 – 2008",
          text: "Máster (MSc) en Ciencias del Comportamiento, University of Warwick (con distinción).",
        },
        {
          date: "2004 – 2007",
          text: "Grado (BSc) en Economía y Psicología, University of Bristol (first class honours, máxima calificación).",
        },
      ],
      biography: [
        "Miriam Okafor creció entre Lagos y Mánchester y llegó a las finanzas a través de la psicología. Durante la carrera realizó pequeños experimentos sobre cómo elegían los estudiantes entre distintas cuentas de ahorro, y le llamó la atención cuánto cambiaba su elección la redacción de una ficha de producto.",
        "Su tesis doctoral analizó por qué los inversores minoristas compraban productos estructurados complejos cuya rentabilidad esperada era, sobre el papel, mala. Demostró que la forma en que se presentaban las posibles pérdidas en el material comercial explicaba gran parte de la demanda, y que una información sencilla, centrada primero en las pérdidas, la reducía notablemente.",
        "Tras una beca posdoctoral en Ámsterdam, se incorporó a la University of Edinburgh, donde dirige un pequeño laboratorio sobre finanzas de los hogares y diseño de la información al inversor. Ha asesorado a organizaciones de consumidores sobre la transparencia de las comisiones y ha escrito mucho para el público general sobre por qué la gente se aferra demasiado tiempo a inversiones con pérdidas.",
        "En Nirvana revisa cómo se redactan y presentan las estimaciones de pérdidas, los Compass Score y las etiquetas de riesgo, y prueba las nuevas explicaciones con miembros voluntarios antes de publicarlas.",
      ],
      researchInterests: [
        "Aversión a las pérdidas y presentación del riesgo de inversión",
        "Diseño de la información de productos financieros para inversores minoristas",
        "Visibilidad de las comisiones y demanda de fondos de gestión activa",
        "Decisiones de cartera de los hogares y decisiones sobre pensiones",
        "Educación financiera en distintos idiomas y culturas",
        "Métodos experimentales en finanzas de los hogares",
      ],
    },
  },
  {
    slug: "tomas-lindqvist",
    name: "Dr. Tomas Lindqvist",
    role: "Nirvana Fellow en Optimización Algorítmica",
    area: "algorithmic-optimisation",
    areaLabel: "Optimización algorítmica",
    portrait: 1,
    portraitAlt: "Retrato: Dr. Tomas Lindqvist",
    shortBio: [
      "Tomas Lindqvist trabaja en optimización a gran escala y métodos robustos de clasificación. Anteriormente dirigió la investigación sobre construcción de carteras en condiciones de incertidumbre en el KTH Royal Institute of Technology (nombramiento ficticio).",
      "Asesora a Nirvana sobre los métodos numéricos en los que se basa el Compass Score y sobre cómo mantener las clasificaciones estables, reproducibles y libres de influencia comercial.",
    ],
  },
  {
    slug: "elena-varga",
    name: "Dr. Elena Varga",
    role: "Asesora especial del fundador",
    area: "special-adviser",
    areaLabel: "Asesora especial del fundador",
    portrait: 2,
    portraitAlt: "Retrato: Dr. Elena Varga",
    shortBio: [
      "Elena Varga es matemática aplicada y especialista en investigación operativa; su trabajo abarca la optimización estocástica, la medición del riesgo y el apoyo a la toma de decisiones. Ha ocupado puestos en siete universidades de Europa y Norteamérica.",
      "Como asesora especial del fundador, revisa la agenda de investigación de Nirvana y la integridad científica de sus métodos. Su currículum completo está disponible en una página aparte.",
    ],
    cvHref: pagePath("adviserCv"),
  },
];

export const profile: typeof FELLOW_PROFILE = {
  headingPrefix: "Perfil:",
  personalDetails: "Datos personales",
  education: "Formación",
  biography: "Biografía",
  researchInterests: "Líneas de investigación",
};
