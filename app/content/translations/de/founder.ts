import { founderLinks, type FounderContent } from "#app/content/founder.ts";

/** Draft translation (de), awaiting review by a native speaker. */
export const sampleNotice =
  "Beispielinhalt: Aurelio Marsh ist eine erfundene Person. Seine Biografie, Handelsmodelle, Fotografien, Kanäle und Hörbücher sind ausschließlich zu Demonstrationszwecken erfunden.";

export const founder: FounderContent = {
  heading: "Einem anderen Bund verpflichtet",
  name: "Aurelio Marsh",
  tagline: "Gründer von Nirvana · Erfinder von Handelsmodellen · Fotograf",
  paragraphs: [
    "Aurelio Marsh entwickelte mehr als zwei Jahrzehnte lang quantitative Handelsmodelle, bevor er zu dem Schluss kam, dass das Nützlichste, was er bauen konnte, nicht noch ein Weg zum Gewinnen war, sondern ein Weg zu sehen, wie viel man verlieren kann. Das Ergebnis ist Nirvana: eine neutrale Suchmaschine für Finanzen, die Produkte danach ordnet, was sie einen gewöhnlichen Anleger kosten können, und nicht danach, was sie den Menschen einbringen, die sie verkaufen.",
    "Er begann seine Laufbahn im Anleihehandel, wo er abends an einem geliehenen Arbeitsplatzrechner seine ersten Bewertungswerkzeuge schrieb. Aus diesen Werkzeugen wurde eine Familie risikoorientierter Allokationsmodelle, die er später an Vermögensverwalter auf drei Kontinenten lizenzierte. Der rote Faden war einfach: beim Abwärtsrisiko anfangen, es ehrlich messen und alles Weitere daraus folgen lassen.",
    "Mit den Jahren wuchs sein Unbehagen an einer Branche, in der dasselbe Unternehmen ein Produkt entwerfen, bewerten und verkaufen konnte. Provisionen, Platzierungsgebühren und gesponserte Rankings bestimmen, was den meisten Menschen angezeigt wird, wenn sie nach einem Pensionsfonds, einem ETF oder einem Sparkonto suchen. Er begann, darin einen Bund unter Verkäufern zu sehen, und er wollte sich einem anderen Bund verpflichten: einem Bund mit dem Menschen, der das Risiko trägt.",
    "Dieser Bund ist in die Funktionsweise von Nirvana eingeschrieben. Mitglieder zahlen eine feste Jahresgebühr und sonst nichts. Kein Produktanbieter kann sich eine höhere Position kaufen, und Trust Codes berühren nie die Suchergebnisse. Zehn Prozent des konsolidierten Gesamtumsatzes sind als Spende zugesagt: für Wälder, Ökosysteme, Tiere und Menschen.",
    "Abseits der Bildschirme ist Aurelio Fotograf. Er arbeitet meist in Schwarzweiß, auf langen Wanderungen durch Wälder, entlang von Küsten und durch alte Industriestädte, und er sagt, die Fotografie habe ihn dasselbe gelehrt wie das Risikomanagement: Was man aus dem Bild weglässt, zählt ebenso viel wie das, was man hineinnimmt. Eine Auswahl seiner Bilder begleitet diese Seite.",
    "Er hat drei Hörbücher über Geld, Geduld und Verlustaversion aufgenommen und veröffentlicht kurze Video-Essays, in denen er ohne Fachjargon erklärt, wie Finanzprodukte wirklich funktionieren. Er lebt zwischen Lissabon und den schottischen Highlands und beantwortet Briefe von Mitgliedern persönlich, wann immer er kann.",
  ],
  links: founderLinks({
    profile: "Berufliches Profil",
    videos: "Videokanal: Plain Money with Aurelio Marsh",
    photography: "Fotokunst: Aurelio Marsh Photography",
    "how-much-could-i-lose": "Hörbuch: How Much Could I Lose?",
    "the-patient-investor": "Hörbuch: The Patient Investor",
    "bound-by-a-different-covenant": "Hörbuch: Bound by a Different Covenant",
  }),
};

export const linksHeading = "Anderswo im Netz";
