import type { MediaTranslation } from "#app/content/translations/types.ts";

/** Draft translation (de), awaiting review by a native speaker. */
export const media: MediaTranslation = {
  transcripts: {
    "what-is-this-all-about": {
      title: "Worum es hier geht",
      text: "Dies ist eine Beispielnachricht für die Demonstrationsseite von Nirvana. Nirvana ist eine Suchmaschine für Finanzen, die mit einer Frage beginnt: Wie viel könnte ich verlieren? Wir ordnen Produkte nach dem Compass Score, einem Relevanzindex, der das Abwärtsrisiko im Blick behält. Wir verkaufen keine Produkte, und wir nehmen kein Geld von den Unternehmen, die wir einstufen. Mitglieder bezahlen für die Suche, und das ist das ganze Geschäft. Wenn das einfach klingt, ist das Absicht. Alles andere auf dieser Seite erklärt, wie wir versuchen, es so zu halten.",
    },
    "on-earnestness": {
      title: "Über Ernsthaftigkeit",
      text: "Ein Beispielgedanke über Ernsthaftigkeit. Ernsthaft sein heißt, zu sagen, was eine Zahl bedeutet und was nicht. Ein Score ist kein Versprechen, und eine Analyse ist keine Beratung. Wir zeigen Ihnen lieber das Risiko ohne Umschweife, als Ihnen eine Geschichte über Renditen zu verkaufen. Wenn wir unsicher sind, sagen wir es. Wenn uns ein Ergebnis überrascht, prüfen wir es, bevor wir es veröffentlichen. Ernsthaftigkeit ist langsamer als Begeisterung, aber sie altert besser.",
    },
    "of-equitable-liability": {
      title: "Von gerechter Haftung",
      text: "Eine Beispielnotiz über gerechte Haftung. Wenn ein Werkzeug Entscheidungen über die Ersparnisse anderer Menschen prägt, tragen seine Macher einen Teil der Folgen. Wir veröffentlichen, wie unsere Rankings funktionieren, wir lassen nie zu, dass ein Empfehlungscode ein Ergebnis verschiebt, und wir stehen für unsere Fehler ein. Haftung ist gerecht, wenn sie die Menschen trifft, die den Schaden verhindern können. Bei einer Suchmaschine sind das wir: die Menschen, die entscheiden, was Sie zuerst sehen.",
    },
    "of-the-ribbon": {
      title: "Vom Band",
      text: "Eine Beispielgeschichte über ein Band. Ein Band schmückt ein Geschenk, und es markiert auch eine Ziellinie. So sehen wir unser Versprechen: Zehn Prozent unserer Umsätze gehen an Wälder, Ökosysteme, Tiere und Menschen, verbunden mit jeder Mitgliedschaft vom ersten Tag an. Das Band ist keine Dekoration. Es erinnert uns jedes Mal, wenn wir die Bücher öffnen, daran, dass die Arbeit etwas Besseres hinterlassen soll, als sie vorgefunden hat.",
    },
    "founder-message": {
      title: "Eine Nachricht des Gründers",
      text: "Hallo und willkommen. Dieses kurze Beispielvideo steht für eine Nachricht des Gründers von Nirvana. Wir haben eine Suchmaschine für Finanzen gebaut, die mit einer einfachen Frage beginnt: Wie viel könnte ich verlieren? Suchen Sie mit Sorgfalt, lesen Sie zuerst, was Sie verlieren könnten, und lassen Sie sich Zeit.",
    },
  },
};
