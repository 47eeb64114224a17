import type { Fellow, FELLOW_PROFILE } from "#app/content/fellows.ts";
import { pagePath } from "#app/lib/pages/links.ts";

/** Draft translation (de), awaiting review by a native speaker. */
export const sampleNotice =
  "Beispielinhalt: Die hier vorgestellten Nirvana Fellows sind erfundene Personen. Ihre Biografien, Abschlüsse und Berufungen sind ausschließlich zu Demonstrationszwecken erfunden.";

export const heading = "Nirvana Fellows";

export const intro =
  "Unsere Fellows beraten Nirvana unabhängig. Sie erhalten keine Provision von Produktanbietern, und keiner von ihnen kann beeinflussen, wie ein Finanzprodukt eingestuft wird.";

export const fellows: Fellow[] = [
  {
    slug: "miriam-okafor",
    name: "Dr. Miriam Okafor",
    role: "Nirvana Fellow für Behavioral Finance",
    area: "behavioural-finance",
    areaLabel: "Behavioral Finance",
    portrait: 0,
    portraitAlt: "Porträt von Dr. Miriam Okafor",
    shortBio: [
      "Miriam Okafor erforscht, wie Privatanleger Verluste, Gebühren und Risiken wahrnehmen und wie die Art der Darstellung von Informationen ihre Entscheidungen verändert.",
      "Sie berät Nirvana dabei, wie Verlustschätzungen und Compass Scores den Mitgliedern erklärt werden, damit Zahlen Entscheidungen informieren, ohne sie in eine Richtung zu lenken.",
    ],
    profile: {
      personalDetails: [
        { key: "Name", value: "Miriam Adaeze Okafor" },
        { key: "Staatsangehörigkeit", value: "britisch und nigerianisch" },
        { key: "Position", value: "Nirvana Fellow für Behavioral Finance" },
        {
          key: "Zugehörigkeit",
          value:
            "Associate Professor of Finance, University of Edinburgh (fiktive Berufung)",
        },
        { key: "Sprachen", value: "Englisch, Yoruba, Französisch" },
        { key: "Wohnort", value: "Edinburgh, Vereinigtes Königreich" },
      ],
      education: [
        {
          date: "2009 – 2013",
          text: "PhD in Finance, London School of Economics. Dissertation: „Loss Framing and the Retail Demand for Structured Products“.",
        },
        {
          date: "2007 – 2008",
          text: "MSc in Behavioural Science, University of Warwick (mit Auszeichnung).",
        },
        {
          date: "2004 – 2007",
          text: "BSc in Volkswirtschaftslehre und Psychologie, University of Bristol (First Class Honours, Bestnote).",
        },
      ],
      biography: [
        "Miriam Okafor wuchs in Lagos und Manchester auf und kam über die Psychologie zur Finanzwissenschaft. Schon im Grundstudium führte sie kleine Experimente dazu durch, wie Studierende zwischen Sparkonten wählen, und war überrascht, wie stark die Formulierung eines Produktblatts die Entscheidung veränderte.",
        "In ihrer Dissertation untersuchte sie, warum Privatanleger komplexe strukturierte Produkte kauften, deren erwartete Renditen auf dem Papier schlecht waren. Sie zeigte, dass die Darstellung möglicher Verluste im Werbematerial einen Großteil der Nachfrage erklärte und dass einfache, verlustorientierte Offenlegungen sie deutlich verringerten.",
        "Nach einem Postdoc-Stipendium in Amsterdam wechselte sie an die University of Edinburgh, wo sie ein kleines Labor für Haushaltsfinanzen und die Gestaltung von Offenlegungen leitet. Sie hat Verbraucherorganisationen zur Gebührentransparenz beraten und für ein breites Publikum viel darüber geschrieben, warum Menschen zu lange an verlustbringenden Anlagen festhalten.",
        "Bei Nirvana prüft sie, wie Verlustschätzungen, Compass Scores und Risikokennzeichnungen formuliert und dargestellt werden, und testet neue Erklärungen mit freiwilligen Mitgliedern, bevor sie veröffentlicht werden.",
      ],
      researchInterests: [
        "Verlustaversion und die Darstellung von Anlagerisiken",
        "Gestaltung von Offenlegungen für Finanzprodukte für Privatkunden",
        "Wahrnehmbarkeit von Gebühren und die Nachfrage nach aktiv verwalteten Fonds",
        "Portfolioentscheidungen privater Haushalte und Entscheidungen zur Altersvorsorge",
        "Finanzielle Bildung über Sprachen und Kulturen hinweg",
        "Experimentelle Methoden in der Haushaltsfinanzforschung",
      ],
    },
  },
  {
    slug: "tomas-lindqvist",
    name: "Dr. Tomas Lindqvist",
    role: "Nirvana Fellow für algorithmische Optimierung",
    area: "algorithmic-optimisation",
    areaLabel: "Algorithmische Optimierung",
    portrait: 1,
    portraitAlt: "Porträt von Dr. Tomas Lindqvist",
    shortBio: [
      "Tomas Lindqvist arbeitet an großskaliger Optimierung und robusten Ranking-Verfahren. Zuvor leitete er am KTH Royal Institute of Technology die Forschung zur Portfoliokonstruktion unter Unsicherheit (fiktive Berufung).",
      "Er berät Nirvana zu den numerischen Verfahren hinter dem Compass Score und dazu, wie Rankings stabil, reproduzierbar und frei von kommerziellem Einfluss bleiben.",
    ],
  },
  {
    slug: "elena-varga",
    name: "Dr. Elena Varga",
    role: "Sonderberaterin des Gründers",
    area: "special-adviser",
    areaLabel: "Sonderberaterin des Gründers",
    portrait: 2,
    portraitAlt: "Porträt von Dr. Elena Varga",
    shortBio: [
      "Elena Varga ist angewandte Mathematikerin und Operations-Research-Forscherin; ihre Arbeit reicht von stochastischer Optimierung über Risikomessung bis zur Entscheidungsunterstützung. Sie war an sieben Universitäten in Europa und Nordamerika tätig.",
      "Als Sonderberaterin des Gründers prüft sie Nirvanas Forschungsagenda und die wissenschaftliche Integrität seiner Methoden. Ihr vollständiger Lebenslauf steht auf einer eigenen Seite.",
    ],
    cvHref: pagePath("adviserCv"),
  },
];

export const profile: typeof FELLOW_PROFILE = {
  headingPrefix: "Profil:",
  personalDetails: "Persönliche Angaben",
  education: "Ausbildung",
  biography: "Biografie",
  researchInterests: "Forschungsschwerpunkte",
};
