import type { CryptoTranslation } from "#app/content/translations/types.ts";

/** Draft translation (de), awaiting review by a native speaker. */
export const crypto: CryptoTranslation = {
  sampleNotice:
    "Beispielinhalt: Diese Stellungnahme und die Seiten zu Bitcoin, Ether und Stablecoins wurden von einem erfundenen Gründer zu Demonstrationszwecken verfasst. Sie sind keine Anlageberatung. Die Quellenlinks sind echte öffentliche Referenzen und dienen nur der Einordnung.",
  statement: {
    heading: "Sind Kryptowährungen immer schlecht?",
    intro: [
      "Mitglieder fragen mich das häufiger als fast alles andere. Die ehrliche Antwort lautet: nein, nicht immer und nicht für jeden. Aber sie sind fast immer riskanter, als sie aussehen, und wer Ihnen etwas anderes erzählt, verdient meist selbst etwas daran, wenn Sie kaufen.",
      "Nirvana ist um eine einzige Frage herum gebaut: Wie viel könnte ich verlieren? Bei den meisten Kryptowerten ist die Antwort unbequem. Kurse können sich in wenigen Wochen halbieren, Plattformen können scheitern, und der Schutz, den man bei einem Bankkonto oder einem regulierten Fonds für selbstverständlich hält, fehlt oft ganz.",
      "Das macht die zugrunde liegenden Ideen nicht wertlos. Bitcoin hat gezeigt, dass sich Fremde ohne zentrale Instanz auf ein gemeinsames Kassenbuch einigen können. Ethereum hat dieses Kassenbuch in einen programmierbaren Computer verwandelt. Stablecoins versuchen, digitale Dollar so leicht zu bewegen wie eine E-Mail. Jede dieser Ideen ist interessant; jede birgt ihre eigene Art von Verlust.",
      "Statt eines Urteils habe ich deshalb drei kurze Notizen geschrieben, eine für jede, in denen ich die Risiken so klar wie möglich darlege. Sie geben meine persönliche Meinung wieder, sind datiert und werden altern. Lesen Sie sie als Ausgangspunkt für Ihr eigenes Nachdenken, nicht als Empfehlung.",
    ],
    jokeImage: {
      alt: "Zeichnung eines Mannes, der auf einer Achterbahn in Form eines Kurscharts auf sein Handy schaut",
      caption:
        "„Ich bin langfristig dabei“, sagte er, zwanzig Minuten nach Beginn der Fahrt. (Ein Witz, keine Prognose.)",
    },
    linksHeading: "Drei Notizen, eine für jede",
    links: {
      bitcoin: {
        label: "Bitcoin",
        description:
          "Knapp durch Konstruktion, schwankend in der Praxis: Was könnten Sie mit BTC verlieren?",
      },
      ether: {
        label: "Ether",
        description:
          "Der Treibstoff eines programmierbaren Netzwerks, dazu die Risiken von Smart Contracts und Staking.",
      },
      stablecoins: {
        label: "Stablecoins",
        description:
          "Gebaut für einen stabilen Kurs, aber nur so sicher wie die Reserven und der Emittent dahinter.",
      },
    },
    signature: "Aurelio Marsh, Gründer von Nirvana",
  },
  date: "20. September 2025",
  disclaimer:
    "Diese Seite gibt die persönliche Meinung des Gründers von Nirvana wieder. Sie ist eine allgemeine Information, keine persönliche Empfehlung und keine Anlageberatung, und sie berücksichtigt Ihre persönlichen Umstände nicht. Nirvana verkauft, verwahrt, vermittelt oder bewirbt keine Kryptowerte, und nichts hier ist eine Aufforderung, einen davon zu kaufen oder zu verkaufen.",
  riskWarning: {
    heading: "Risikohinweis (Vereinigtes Königreich)",
    text: "Investieren Sie nur, wenn Sie bereit sind, das gesamte investierte Geld zu verlieren. Dies ist eine Hochrisikoanlage, und Sie sollten nicht erwarten, geschützt zu sein, wenn etwas schiefgeht.",
    learnMoreLabel: "Nehmen Sie sich 2 Minuten, um mehr zu erfahren (Englisch)",
  },
  bottomLineHeading: "Unterm Strich",
  sourcesHeading: "Quellen",
  legalNotesHeading: "Rechtliche Hinweise",
  legalNotes: [
    "Diese Seite gibt die persönliche Meinung des Gründers wieder und dient der allgemeinen Information und Bildung. Sie ist keine Anlage-, Rechts- oder Steuerberatung und keine Finanzwerbung für einen Kryptowert, ein Produkt oder eine Dienstleistung.",
    "Kryptowerte sind in vielen Ländern weitgehend unreguliert. Im Vereinigten Königreich haben Sie voraussichtlich keinen Zugang zum Financial Ombudsman Service oder zum Financial Services Compensation Scheme, wenn bei einer Kryptoanlage etwas schiefgeht.",
    "Die Wertentwicklung in der Vergangenheit ist kein verlässlicher Indikator für künftige Ergebnisse. Auf dieser Seite genannte oder angedeutete Kurse können bereits veraltet sein, wenn Sie sie lesen.",
    "Die Suchergebnisse und Compass Scores von Nirvana sind unpersönliche Analysen. Weder diese Seite noch ein Trust Code beeinflusst, wie Finanzprodukte eingestuft werden.",
    "Die Quellen werden nur zur Einordnung und als Beleg genannt. Nirvana ist nicht für die Inhalte externer Websites verantwortlich.",
  ],
  back: "← Zurück zu „{heading}“",
  pages: {
    bitcoin: {
      title: "Bitcoin: Was könnten Sie verlieren?",
      intro: [
        "Bitcoin wurde 2008 als elektronisches Peer-to-Peer-Bargeldsystem beschrieben. In der Praxis halten die meisten Menschen es heute als spekulativen Wertspeicher, in der Hoffnung, dass es später mehr wert ist. Die Menge ist auf 21 Millionen Coins begrenzt, und diese Knappheit ist der Kern der Geschichte, die darüber erzählt wird.",
        "Knappheit allein macht etwas noch nicht zu einem sicheren Ort für Ersparnisse. Im Folgenden stehen die Risiken, die ich einem Freund erklären würde, bevor er Geld in Bitcoin steckt.",
      ],
      riskSections: [
        {
          heading: "Kursschwankungen",
          paragraphs: [
            "Bitcoin ist in seiner Geschichte mehrmals um mehr als 70 % von einem Höchststand gefallen, und die Erholung hat Jahre gedauert. Ein Einbruch dieser Größe bei Geld, das Sie innerhalb von fünf Jahren brauchen, kann verheerend sein.",
            "Es gibt keine Zahlungsströme, Gewinne oder Zinsen, an denen sich eine Bewertung festmachen ließe. Der Kurs ist das, was der nächste Käufer zu zahlen bereit ist, und reagiert deshalb besonders empfindlich auf Stimmung, Hebel und Liquidität.",
          ],
        },
        {
          heading: "Verwahrung und Verlust der Schlüssel",
          paragraphs: [
            "Wer die privaten Schlüssel kontrolliert, kontrolliert die Coins. Wenn Sie Ihre Schlüssel oder Ihre Seed-Phrase verlieren, sind die Bitcoin für immer weg; niemand kann ein Passwort für Sie zurücksetzen.",
            "Wenn Sie Coins bei einer Börse lassen, verlassen Sie sich auf deren Sicherheit und Zahlungsfähigkeit. Mehrere große Börsen sind zusammengebrochen oder gehackt worden, und Kunden haben Jahre gewartet, um einen Teil ihres Geldes zurückzubekommen, oder gar nichts zurückbekommen.",
          ],
        },
        {
          heading: "Begrenzter Schutz",
          paragraphs: [
            "Im Vereinigten Königreich sind Kryptoanlagen in der Regel nicht durch das Financial Services Compensation Scheme abgedeckt, und Beschwerden fallen möglicherweise nicht in die Zuständigkeit des Financial Ombudsman Service. Ähnliche Lücken gibt es in vielen anderen Ländern.",
            "Transaktionen sind unumkehrbar. Wenn Sie Bitcoin an einen Betrüger oder an eine falsche Adresse senden, gibt es meist keinen Weg, sie zurückzuholen.",
          ],
        },
        {
          heading: "Betrug und Abzocke",
          paragraphs: [
            "Bitcoin ist bei Anlagebetrügern beliebt: gefälschte Plattformen, Deepfakes von Prominenten, Liebesbetrug und angebliche „Rückholdienste“, die gezielt Menschen ansprechen, die bereits Geld verloren haben.",
            "Eine einfache Regel: Wenn Ihnen jemand, den Sie online kennengelernt haben, helfen will, in Krypto zu investieren, gehen Sie von Betrug aus, bis das Gegenteil bewiesen ist.",
          ],
        },
        {
          heading: "Unsicherheit bei Regulierung und Steuern",
          paragraphs: [
            "Die Regeln dafür, wie Bitcoin gekauft, verkauft, beworben und besteuert werden darf, ändern sich noch. Neue Beschränkungen können Kurse und den Zugang zu Plattformen schnell beeinflussen.",
            "Veräußerungen sind in der Regel steuerlich relevant. Eine lückenhafte Dokumentation kann aus einem bescheidenen Gewinn ein teures Problem machen.",
          ],
        },
        {
          heading: "Energie und Umwelt",
          paragraphs: [
            "Das Proof-of-Work-Verfahren von Bitcoin verbraucht sehr viel Strom. Die Schätzungen gehen auseinander, aber der jährliche Verbrauch wird oft mit dem eines mittelgroßen Landes verglichen.",
            "Für Mitglieder, denen Nachhaltigkeit wichtig ist, so wie uns, sind das echte Kosten, die neben dem finanziellen Risiko abzuwägen sind.",
          ],
        },
      ],
      bottomLine: [
        "Wenn Sie sich entscheiden, Bitcoin zu halten, betrachten Sie es als Geld, das Sie vollständig verlieren könnten. Halten Sie den Anteil an Ihrem Vermögen klein, leihen Sie sich niemals Geld, um Bitcoin zu kaufen, und wissen Sie genau, wer Ihre Schlüssel verwahrt.",
        "Stellen Sie zuerst die Nirvana-Frage: Wie viel könnte ich verlieren? Bei Bitcoin lautet die ehrliche Antwort: alles.",
      ],
    },
    ether: {
      title: "Ether: Was könnten Sie verlieren?",
      intro: [
        "Ether (ETH) ist der native Vermögenswert von Ethereum, einer Blockchain, auf der Programme namens Smart Contracts laufen. Mit Ether wird die Rechenleistung im Netzwerk bezahlt, und seit 2022 sichert es das Netzwerk über Staking statt über Mining.",
        "Ethereum ist ein echtes Stück Ingenieurskunst. Das macht Ether noch nicht zu einer sicheren Anlage. Es trägt die Kursrisiken von Bitcoin und mehrere eigene dazu.",
      ],
      riskSections: [
        {
          heading: "Kursschwankungen",
          paragraphs: [
            "Ether war historisch noch schwankungsanfälliger als Bitcoin, mit Rückgängen von 80 % oder mehr vom Hoch zum Tief. Sein Kurs hängt von der Nachfrage nach dem Netzwerk, von konkurrierenden Blockchains und von der allgemeinen Marktstimmung ab.",
          ],
        },
        {
          heading: "Risiko von Smart Contracts",
          paragraphs: [
            "Ein großer Teil der Aktivität auf Ethereum läuft über Smart Contracts, die von Dritten geschrieben wurden. Fehler in diesem Code haben zu Verlusten von Hunderten Millionen Dollar geführt, und eine Transaktion, die dem Code folgt, ist meist endgültig, selbst wenn das Ergebnis nicht beabsichtigt war.",
            "Die Nutzung von Anwendungen der dezentralen Finanzwelt (DeFi) fügt weitere Risikoschichten hinzu: Der Vertrag, die Benutzeroberfläche, Preisorakel und Brücken zwischen Blockchains können jeweils versagen.",
          ],
        },
        {
          heading: "Staking-Risiko",
          paragraphs: [
            "Mit dem Staking von Ether lässt sich eine Rendite erzielen, aber gestakte Coins können für eine gewisse Zeit gesperrt sein, und Validatoren können bei Fehlern bestraft werden („Slashing“). Staking über eine Plattform bringt das zusätzliche Risiko, dass die Plattform scheitert oder Auszahlungen beschränkt.",
            "Eine Staking-Rendite ist kein Zins von einer Bank. Sie wird in Ether ausgezahlt, dessen Wert schneller fallen kann, als die Rendite anwächst.",
          ],
        },
        {
          heading: "Verwahrung, Betrug und Unumkehrbarkeit",
          paragraphs: [
            "Wie bei Bitcoin gilt: Wer die Schlüssel kontrolliert, kontrolliert die Coins. Das Signieren einer bösartigen Transaktion kann eine Wallet in Sekunden leeren, und niemand kann das rückgängig machen.",
            "Gefälschte Token, Phishing-Seiten und „Airdrop“-Betrug sind auf Ethereum verbreitet. Prüfen Sie jede Adresse und geben Sie Ihre Seed-Phrase niemals weiter.",
          ],
        },
        {
          heading: "Regulatorische Unsicherheit",
          paragraphs: [
            "Aufsichtsbehörden in verschiedenen Ländern bewerten Staking-Dienste, DeFi und auf Ethereum aufgebaute Token noch unterschiedlich. Regeländerungen können beeinflussen, welche Dienste Ihnen weiterhin zur Verfügung stehen.",
          ],
        },
      ],
      bottomLine: [
        "Ether ist eine Wette auf die künftige Nutzung eines programmierbaren Netzwerks, überlagert von technischen Risiken, die die meisten Anleger nicht selbst einschätzen können. Wenn Sie Ether halten, halten Sie nur so viel, wie Sie vollständig verlieren könnten, und seien Sie sehr vorsichtig bei allem, was zusätzliche Rendite verspricht.",
      ],
    },
    stablecoins: {
      title: "Stablecoins: Was könnten Sie verlieren?",
      intro: [
        "Stablecoins sind Token, die einen stabilen Wert halten sollen, meist einen US-Dollar. Die meisten sind durch Reserven aus Bargeld und kurzlaufenden Staatsanleihen gedeckt, die der Emittent hält; andere stützen sich auf Krypto-Sicherheiten oder auf Algorithmen.",
        "„Stabil“ beschreibt ein Ziel, keine Garantie. Ein Stablecoin ist das Versprechen eines Unternehmens und nur so gut wie dieses Unternehmen und seine Reserven.",
      ],
      riskSections: [
        {
          heading: "Verlust der Kopplung",
          paragraphs: [
            "Stablecoins haben ihre Kopplung schon verloren. 2022 brach ein algorithmischer Stablecoin innerhalb weniger Tage auf fast null ein, und 2023 fiel ein großer reservegedeckter Coin kurzzeitig deutlich unter einen Dollar, als ein Teil seiner Reserven bei einer gescheiterten Bank festsaß.",
          ],
        },
        {
          heading: "Reserve- und Emittentenrisiko",
          paragraphs: [
            "Sie verlassen sich darauf, dass der Emittent genug sichere, liquide Vermögenswerte hält, um jeden Coin einzulösen, und dass er darüber die Wahrheit sagt. Bestätigungen (Attestations) sind nicht dasselbe wie vollständige Prüfungen, und die Qualität der Reserven unterscheidet sich zwischen Emittenten.",
            "Scheitert der Emittent, sind Sie möglicherweise ein ungesicherter Gläubiger. Stablecoins sind keine Bankeinlagen und in der Regel nicht durch die Einlagensicherung geschützt.",
          ],
        },
        {
          heading: "Grenzen der Einlösung",
          paragraphs: [
            "Nur bestimmte Kunden können direkt beim Emittenten einlösen, oft mit Mindestbeträgen und Gebühren. Alle anderen sind auf den Verkauf an einer Börse angewiesen, wo der Kurs in einer Krise abrutschen kann.",
          ],
        },
        {
          heading: "Plattform- und Renditerisiko",
          paragraphs: [
            "Plattformen, die „Zinsen“ auf Stablecoins zahlen, verleihen sie weiter, oft an riskante Kreditnehmer. Mehrere solcher Plattformen haben Auszahlungen eingefroren und sind in Konkurs gegangen.",
          ],
        },
        {
          heading: "Regulierung und Zugang",
          paragraphs: [
            "In vielen Rechtsordnungen entstehen Regeln für Stablecoins, darunter die MiCA-Verordnung der EU und neue Vorschläge im Vereinigten Königreich. Manche Coins könnten in einigen Ländern von Handelsplätzen genommen oder eingeschränkt werden, was beeinflussen kann, wie leicht Sie sie nutzen oder verkaufen können.",
          ],
        },
      ],
      bottomLine: [
        "Ein Stablecoin kann ein nützlicher Weg sein, Geld auf einer Blockchain zu bewegen, aber er ist kein Sparkonto. Wenn Sie einen halten müssen, bevorzugen Sie gut gedeckte, regulierte Emittenten, halten Sie die Beträge klein und kurzfristig und seien Sie misstrauisch gegenüber jedem, der Ihnen darauf eine Rendite anbietet.",
      ],
    },
  },
};
