import { founderLinks, type FounderContent } from "#app/content/founder.ts";

/** Draft translation (es), awaiting review by a native speaker. */
export const sampleNotice =
  "Contenido de ejemplo: Aurelio Marsh es una persona ficticia. Su biografía, sus modelos de trading, sus fotografías, sus canales y sus audiolibros se han inventado solo con fines de demostración.";

export const founder: FounderContent = {
  heading: "Fiel a otro pacto",
  name: "Aurelio Marsh",
  tagline: "Fundador de Nirvana · Creador de modelos de trading · Fotógrafo",
  paragraphs: [
    "Aurelio Marsh pasó más de dos décadas desarrollando modelos cuantitativos de trading antes de decidir que lo más útil que podía construir no era otra forma de ganar, sino una forma de ver cuánto se podía perder. Nirvana es el resultado: un motor de búsqueda financiero neutral que clasifica los productos según lo que pueden costarle a un inversor corriente, no según lo que pagan a quienes los venden.",
    "Empezó su carrera en una mesa de renta fija, donde escribía por las noches sus primeras herramientas de valoración en una estación de trabajo prestada. Esas herramientas se convirtieron en una familia de modelos de asignación centrados en el riesgo, cuya licencia cedió más tarde a gestoras de activos de tres continentes. El hilo conductor era sencillo: empezar por el riesgo de caída, medirlo con honestidad y dejar que todo lo demás se derivara de ahí.",
    "Con los años le fue incomodando cada vez más un sector en el que una misma empresa podía diseñar un producto, calificarlo y venderlo. Las comisiones, los pagos por posicionamiento y las clasificaciones patrocinadas determinan lo que ve la mayoría de la gente cuando busca un fondo de pensiones, un ETF o una cuenta de ahorro. Llegó a verlo como un pacto entre vendedores, y quiso comprometerse con otro distinto: un pacto con la persona que asume el riesgo.",
    "Ese pacto está escrito en el funcionamiento de Nirvana. Los miembros pagan una cuota anual fija y nada más. Ningún proveedor de productos puede comprar una posición más alta, y los Trust Code nunca tocan los resultados de búsqueda. El diez por ciento de los ingresos consolidados totales está comprometido con causas benéficas: bosques, ecosistemas, animales y personas.",
    "Lejos de las pantallas, Aurelio es fotógrafo. Trabaja sobre todo en blanco y negro, en largas caminatas por bosques, costas y viejas ciudades industriales, y dice que la fotografía le enseñó la misma lección que la gestión del riesgo: lo que dejas fuera del encuadre importa tanto como lo que metes dentro. Una selección de sus imágenes acompaña esta página.",
    "Ha grabado tres audiolibros sobre el dinero, la paciencia y la aversión a las pérdidas, y publica breves ensayos en vídeo en los que explica, sin tecnicismos, cómo funcionan realmente los productos financieros. Vive entre Lisboa y las Tierras Altas de Escocia, y responde personalmente a las cartas de los miembros siempre que puede.",
  ],
  links: founderLinks({
    profile: "Perfil profesional",
    videos: "Canal de vídeo: Plain Money with Aurelio Marsh",
    photography: "Fotografía artística: Aurelio Marsh Photography",
    "how-much-could-i-lose": "Audiolibro: How Much Could I Lose?",
    "the-patient-investor": "Audiolibro: The Patient Investor",
    "bound-by-a-different-covenant":
      "Audiolibro: Bound by a Different Covenant",
  }),
};

export const linksHeading = "En otros sitios";
