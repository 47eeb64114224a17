import type { WalletTranslation } from "#app/content/translations/types.ts";

/**
 * Draft translation (es), awaiting review by a native speaker. Every
 * {placeholder} is a figure filled from app/lib/pages/sustainability.ts.
 */
export const wallet: WalletTranslation = {
  metaTitle: "Nuestro compromiso de sostenibilidad",
  heading: "El monedero Nirvana: nuestro compromiso de sostenibilidad",
  description:
    "Cómo el monedero Nirvana paga el uso de la IA a precio de coste más un 20 % y compensa el carbono de cada token, con las cifras calculadas a la vista de todos.",
  date: "21 de octubre de 2025",
  intro: [
    "Cada membresía de Nirvana incluye un monedero que paga la IA que usted utiliza: búsquedas, Proximity Search y conversaciones con Satya. Cobramos lo que nos cuesta la computación más un 20 %, y añadimos un pequeño cargo aparte que paga compensaciones de carbono que cubren la energía que consume su uso.",
    "Esta página expone cada cifra detrás de ese compromiso, cómo se calcula cada una y los supuestos que utilizamos. Si cambia un supuesto, las cifras de abajo cambian con él.",
  ],
  fundingHeading: "Cómo se recarga el monedero",
  funding:
    "El monedero se recarga en bloques de {block}. Cuando su saldo llega a {threshold}, se recarga automáticamente con {topUp}, para que una búsqueda nunca se detenga a medias. Puede desactivar la recarga automática en cualquier momento; el saldo no utilizado permanece en su monedero.",
  pricingHeading: "Cuánto cuesta un millón de tokens",
  pricingIntro:
    "Los modelos de IA leen texto como tokens de entrada y escriben texto como tokens de salida. Repercutimos el coste del proveedor más un {markup}, y añadimos el cargo de compensación por el carbono que genera cada token.",
  usageNote: "Un millón de tokens equivale a unas 75 a 100 horas de uso.",
  assumptionsHeading: "Supuestos",
  assumptionLabels: {
    inputEnergy: "Energía por token de entrada (equipos informáticos)",
    outputEnergy: "Energía por token de salida (equipos informáticos)",
    pue: "Eficiencia energética del centro de datos (PUE)",
    grid: "Intensidad de carbono de la red eléctrica",
    offset: "Presupuesto de compensación",
    markup: "Precio",
  },
  assumptionsNote:
    "La energía de la instalación es la energía informática multiplicada por el PUE; las emisiones son la energía de la instalación multiplicada por el factor de la red. El cargo de compensación son las emisiones en toneladas multiplicadas por el presupuesto de compensación, más el mismo 20 % que se aplica a la computación, redondeado al céntimo solo al mostrarse.",
  exampleHeading: "Un ejemplo práctico",
  example:
    "Un mes en el que envía {inputTokens} tokens de entrada y recibe {outputTokens} tokens de salida cuesta {compute} en computación. Genera unos {kg} kg de CO2e, así que el cargo de compensación es de {offset}, y a su monedero se le cargan {total} en total.",
  sensitivityHeading: "¿Cuán sensibles son las cifras?",
  sensitivityIntro:
    "La eficiencia de los centros de datos y la intensidad de carbono de la red varían según la región y la estación. La tabla muestra las emisiones y el cargo de compensación por millón de tokens con un supuesto más bajo, nuestro supuesto central y uno más alto.",
  calculatorHeading: "Calcúlelo usted mismo",
  calculatorIntro:
    "Escriba el número de tokens que espera usar. La estimación utiliza las mismas fórmulas y supuestos que las cifras anteriores.",
  retirementHeading: "Informe mensual de retirada de créditos",
  retirement: [
    "Las compensaciones se retiran cada mes en dos registros de carbono, con una revisión anual de los cálculos y de las retiradas por parte de un tercero.",
    "Cada mes sumamos los tokens procesados para todos los miembros, los convertimos en energía y emisiones con los supuestos anteriores y retiramos al menos esas toneladas de CO2e. El informe mensual recoge los tokens procesados, la energía y las emisiones estimadas, los cargos de compensación cobrados y los números de serie de los créditos retirados en cada registro.",
    "Los cargos de compensación se usan únicamente para comprar y retirar créditos. Si los cargos de un mes superan el coste de los créditos retirados, la diferencia se traslada a la retirada del mes siguiente.",
  ],
  tables: {
    perMillionRegion: "Precios y huella por millón de tokens",
    perMillionCaption: "Por millón de tokens",
    perMillionColumn: "Por millón de tokens",
    input: "Entrada",
    output: "Salida",
    rows: {
      providerCost: "Coste del proveedor",
      price: "Precio (coste más {markup})",
      itEnergy: "Energía informática",
      facilityEnergy: "Energía de la instalación",
      emissions: "Emisiones (CO2e)",
      offset: "Cargo de compensación",
      allIn: "Precio total",
    },
    sensitivityRegion: "Sensibilidad al PUE y al factor de la red",
    sensitivityCaption:
      "Por millón de tokens, según el PUE y el factor de la red",
    sensitivityColumns: {
      pueGrid: "PUE / red (kg por kWh)",
      inputKg: "Entrada kg CO2e",
      inputOffset: "Compensación de entrada",
      outputKg: "Salida kg CO2e",
      outputOffset: "Compensación de salida",
    },
    central: " (central)",
    assumptionValues: {
      grid: "{kg} kg CO2e por kWh",
      offset: "{usd} por tonelada de CO2e",
      markup: "coste más {markup}",
    },
  },
  calculator: {
    title: "Estime su uso",
    labels: {
      inputTokens: "Tokens de entrada",
      outputTokens: "Tokens de salida",
    },
    result: {
      compute: "Coste de computación",
      energy: "Energía (instalación)",
      emissions: "Emisiones",
      offset: "Cargo de compensación",
      total: "Total",
    },
    units: { energy: " kWh", emissions: " kg CO2e" },
    errors: {
      empty: "Introduzca el número de «{label}» (0 o más).",
      notANumber: "«{label}» debe ser un número.",
      negative: "«{label}» no puede ser negativo.",
      notWhole: "«{label}» debe ser un número entero.",
      tooLarge: "«{label}» es demasiado grande para estimarlo.",
    },
  },
};
