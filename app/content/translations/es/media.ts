import type { MediaTranslation } from "#app/content/translations/types.ts";

/** Draft translation (es), awaiting review by a native speaker. */
export const media: MediaTranslation = {
  transcripts: {
    "what-is-this-all-about": {
      title: "De qué se trata todo esto",
      text: "Este es un mensaje de ejemplo para el sitio de demostración de Nirvana. Nirvana es un buscador de finanzas que parte de una pregunta: ¿cuánto podría perder? Clasificamos los productos según el Compass Score, un índice de relevancia que no pierde de vista el riesgo de pérdida. No vendemos productos ni aceptamos dinero de las empresas que clasificamos. Los miembros pagan por la búsqueda, y ese es todo el negocio. Si suena sencillo, es a propósito. Todo lo demás en este sitio explica cómo intentamos que siga siendo así.",
    },
    "on-earnestness": {
      title: "Sobre la seriedad",
      text: "Una reflexión de ejemplo sobre la seriedad. Ser serio significa decir qué significa una cifra y qué no. Una puntuación no es una promesa, y un análisis no es un consejo. Preferimos mostrarle el riesgo sin rodeos antes que venderle una historia sobre rentabilidades. Cuando no estamos seguros, lo decimos. Cuando un resultado nos sorprende, lo comprobamos antes de publicarlo. La seriedad es más lenta que el entusiasmo, pero envejece mejor.",
    },
    "of-equitable-liability": {
      title: "De la responsabilidad equitativa",
      text: "Una nota de ejemplo sobre la responsabilidad equitativa. Cuando una herramienta influye en decisiones sobre los ahorros de otras personas, quienes la crean cargan con una parte de las consecuencias. Publicamos cómo funcionan nuestras clasificaciones, nunca dejamos que un código de recomendación mueva un resultado y respondemos de nuestros errores. La responsabilidad es equitativa cuando recae en quienes pueden evitar el daño. En un buscador, somos nosotros: quienes eligen lo que usted ve primero.",
    },
    "of-the-ribbon": {
      title: "Del lazo",
      text: "Una historia de ejemplo sobre un lazo. Un lazo ata un regalo y también marca una línea de meta. Así vemos nuestro compromiso: el diez por ciento de nuestros ingresos va a bosques, ecosistemas, animales y personas, unido a cada membresía desde el primer día. El lazo no es un adorno. Es un recordatorio, cada vez que abrimos las cuentas, de que el trabajo debe dejar algo mejor de lo que encontró.",
    },
    "founder-message": {
      title: "Un mensaje del fundador",
      text: "Hola y bienvenido. Este breve vídeo de ejemplo ocupa el lugar de un mensaje del fundador de Nirvana. Hemos creado un buscador de finanzas que empieza con una pregunta sencilla: ¿cuánto podría perder? Busque con cuidado, lea primero lo que podría perder y tómese su tiempo.",
    },
  },
};
