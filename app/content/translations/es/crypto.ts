import type { CryptoTranslation } from "#app/content/translations/types.ts";

/** Draft translation (es), awaiting review by a native speaker. */
export const crypto: CryptoTranslation = {
  sampleNotice:
    "Contenido de ejemplo: esta declaración y las páginas de Bitcoin, Ether y Stablecoins están escritas con fines de demostración por un fundador ficticio. No son asesoramiento de inversión. Los enlaces a fuentes son referencias públicas reales, citadas solo como contexto.",
  statement: {
    heading: "¿Las criptomonedas son siempre malas?",
    intro: [
      "Los miembros me preguntan esto más que casi cualquier otra cosa. La respuesta honesta es no: no siempre, y no para todo el mundo. Pero casi siempre son más arriesgadas de lo que parecen, y quienes le dicen lo contrario suelen ser los que ganan algo cuando usted compra.",
      "Nirvana está construido en torno a una sola pregunta: ¿cuánto podría perder? Aplicada a la mayoría de los criptoactivos, la respuesta es incómoda. Los precios pueden caer a la mitad en semanas, las plataformas pueden quebrar y las protecciones que damos por sentadas con una cuenta bancaria o un fondo regulado a menudo no existen.",
      "Eso no quiere decir que las ideas de fondo no valgan nada. Bitcoin demostró que desconocidos pueden ponerse de acuerdo sobre un registro compartido sin un custodio central. Ethereum convirtió ese registro en un ordenador programable. Las stablecoins intentan que los dólares digitales se muevan con la facilidad de un correo electrónico. Cada una es interesante; cada una conlleva su propia forma de pérdida.",
      "Así que, en lugar de un veredicto, he escrito tres notas breves, una para cada una, que exponen los riesgos con la mayor claridad posible. Son mi opinión personal, llevan fecha y envejecerán. Léalas como punto de partida para su propia reflexión, no como una recomendación.",
    ],
    jokeImage: {
      alt: "Dibujo de un hombre que mira su móvil en una montaña rusa con forma de gráfico de precios",
      caption:
        "«Yo invierto a largo plazo», dijo, a los veinte minutos de empezar el viaje. (Una broma, no una previsión).",
    },
    linksHeading: "Tres notas, una para cada una",
    links: {
      bitcoin: {
        label: "Bitcoin",
        description:
          "Escaso por diseño, volátil en la práctica: ¿qué podría perder si tiene BTC?",
      },
      ether: {
        label: "Ether",
        description:
          "El combustible de una red programable, con los riesgos de los contratos inteligentes y del staking añadidos.",
      },
      stablecoins: {
        label: "Stablecoins",
        description:
          "Diseñadas para mantener un precio estable, pero solo tan seguras como las reservas y el emisor que las respaldan.",
      },
    },
    signature: "Aurelio Marsh, fundador de Nirvana",
  },
  date: "20 de septiembre de 2025",
  disclaimer:
    "Esta página recoge la opinión personal del fundador de Nirvana. Es información general, no una recomendación personal ni asesoramiento de inversión, y no tiene en cuenta sus circunstancias. Nirvana no vende, custodia, intermedia ni promociona criptoactivos, y nada de lo que aquí se dice es una invitación a comprar o vender ninguno de ellos.",
  riskWarning: {
    heading: "Advertencia de riesgo (Reino Unido)",
    text: "No invierta a menos que esté dispuesto a perder todo el dinero que invierta. Se trata de una inversión de alto riesgo y no debe esperar estar protegido si algo sale mal.",
    learnMoreLabel: "Dedique 2 minutos a saber más (en inglés)",
  },
  bottomLineHeading: "En resumen",
  sourcesHeading: "Fuentes",
  legalNotesHeading: "Notas legales",
  legalNotes: [
    "Esta página es una opinión personal del fundador, publicada con fines de información general y educación. No constituye asesoramiento de inversión, jurídico ni fiscal, ni es una promoción financiera de ningún criptoactivo, producto o servicio.",
    "Los criptoactivos carecen en gran medida de regulación en muchos países. En el Reino Unido es poco probable que tenga acceso al Financial Ombudsman Service o al Financial Services Compensation Scheme si algo sale mal con una inversión en criptoactivos.",
    "Las rentabilidades pasadas no son un indicador fiable de resultados futuros. Los precios citados o sugeridos en esta página pueden estar desactualizados cuando la lea.",
    "Los resultados de búsqueda y los Compass Scores de Nirvana son análisis impersonales. Ni esta página ni ningún Trust Code influyen en la clasificación de los productos financieros.",
    "Las fuentes se indican solo como contexto y cita. Nirvana no es responsable del contenido de sitios externos.",
  ],
  back: "← Volver a «{heading}»",
  pages: {
    bitcoin: {
      title: "Bitcoin: ¿qué podría perder?",
      intro: [
        "Bitcoin se describió en 2008 como un sistema de efectivo electrónico entre pares. En la práctica, hoy la mayoría de la gente lo tiene como una reserva de valor especulativa, con la esperanza de que más adelante valga más. Su oferta está limitada a 21 millones de monedas, y esa escasez es el núcleo de la historia que se cuenta sobre él.",
        "La escasez por sí sola no convierte algo en un lugar seguro para los ahorros. A continuación están los riesgos que querría que un amigo entendiera antes de poner dinero en bitcoin.",
      ],
      riskSections: [
        {
          heading: "Volatilidad del precio",
          paragraphs: [
            "Bitcoin ha caído más de un 70 % desde un máximo varias veces en su historia, y las recuperaciones han tardado años. Una caída de ese tamaño en dinero que necesita dentro de cinco años puede ser devastadora.",
            "No hay flujos de caja, beneficios ni cupones que sirvan de ancla a una valoración. El precio es lo que el siguiente comprador esté dispuesto a pagar, lo que lo hace especialmente sensible al sentimiento del mercado, al apalancamiento y a la liquidez.",
          ],
        },
        {
          heading: "Custodia y pérdida de claves",
          paragraphs: [
            "Quien controla las claves privadas controla las monedas. Si pierde sus claves o su frase semilla, los bitcoins desaparecen para siempre; nadie puede restablecerle una contraseña.",
            "Si deja las monedas en una plataforma de intercambio, depende de su seguridad y su solvencia. Varias plataformas grandes han quebrado o han sido hackeadas, y sus clientes han esperado años para recuperar parte de su dinero, o no han recuperado nada.",
          ],
        },
        {
          heading: "Protección limitada",
          paragraphs: [
            "En el Reino Unido, las inversiones en criptoactivos no suelen estar cubiertas por el Financial Services Compensation Scheme, y las reclamaciones pueden quedar fuera del Financial Ombudsman Service. Existen lagunas similares en muchos otros países.",
            "Las transacciones son irreversibles. Si envía bitcoins a un estafador o a una dirección equivocada, normalmente no hay forma de recuperarlos.",
          ],
        },
        {
          heading: "Fraudes y estafas",
          paragraphs: [
            "Bitcoin es uno de los favoritos de los estafadores de inversiones: plataformas falsas, ultrafalsos de famosos, estafas románticas y servicios de «recuperación» dirigidos a personas que ya han perdido dinero.",
            "Una regla sencilla: si alguien a quien conoció en internet se ofrece a ayudarle a invertir en criptomonedas, dé por hecho que es una estafa hasta que se demuestre lo contrario.",
          ],
        },
        {
          heading: "Incertidumbre regulatoria y fiscal",
          paragraphs: [
            "Las normas sobre cómo se puede comprar, vender, anunciar y gravar bitcoin siguen cambiando. Nuevas restricciones pueden afectar rápidamente a los precios y al acceso a las plataformas.",
            "Las ventas suelen ser hechos imponibles. Llevar mal los registros puede convertir una ganancia modesta en un problema caro.",
          ],
        },
        {
          heading: "Energía y medio ambiente",
          paragraphs: [
            "El sistema de prueba de trabajo de Bitcoin consume una gran cantidad de electricidad. Las estimaciones varían, pero su consumo anual se compara a menudo con el de un país de tamaño medio.",
            "Para los miembros a quienes les importa la sostenibilidad, como a nosotros, es un coste real que hay que sopesar junto al riesgo financiero.",
          ],
        },
      ],
      bottomLine: [
        "Si decide tener bitcoin, trátelo como dinero que podría perder por completo. Limítelo a una pequeña parte de lo que posee, no pida nunca prestado para comprarlo y sepa exactamente quién custodia sus claves.",
        "Hágase primero la pregunta de Nirvana: ¿cuánto podría perder? En el caso de bitcoin, la respuesta honesta es: todo.",
      ],
    },
    ether: {
      title: "Ether: ¿qué podría perder?",
      intro: [
        "Ether (ETH) es el activo nativo de Ethereum, una cadena de bloques que ejecuta programas llamados contratos inteligentes. Ether paga la computación en la red y, desde 2022, la protege mediante staking en lugar de minería.",
        "Ethereum es una auténtica obra de ingeniería. Eso no convierte a ether en una inversión segura. Conlleva los riesgos de precio de bitcoin y varios más propios.",
      ],
      riskSections: [
        {
          heading: "Volatilidad del precio",
          paragraphs: [
            "Históricamente, ether ha sido aún más volátil que bitcoin, con caídas del 80 % o más desde máximos a mínimos. Su precio depende de la demanda de la red, de las cadenas de bloques competidoras y del sentimiento general del mercado.",
          ],
        },
        {
          heading: "Riesgo de los contratos inteligentes",
          paragraphs: [
            "Gran parte de la actividad en Ethereum se realiza mediante contratos inteligentes escritos por terceros. Los errores en ese código han provocado pérdidas de cientos de millones de dólares, y una transacción que sigue el código suele ser definitiva aunque el resultado no fuera el buscado.",
            "Usar aplicaciones de finanzas descentralizadas (DeFi) añade capas de riesgo: el contrato, la interfaz, los oráculos de precios y los puentes entre cadenas pueden fallar cada uno por su lado.",
          ],
        },
        {
          heading: "Riesgo del staking",
          paragraphs: [
            "Hacer staking de ether puede generar un rendimiento, pero las monedas en staking pueden quedar bloqueadas durante un tiempo, y los validadores pueden ser penalizados («slashing») por fallos. Hacer staking a través de una plataforma añade el riesgo de que esta quiebre o limite las retiradas.",
            "Un rendimiento de staking no es un interés bancario. Se paga en ether, cuyo valor puede caer más deprisa de lo que se acumula el rendimiento.",
          ],
        },
        {
          heading: "Custodia, estafas e irreversibilidad",
          paragraphs: [
            "Como con bitcoin, quien controla las claves controla las monedas. Firmar una transacción maliciosa puede vaciar un monedero en segundos, y nadie puede revertirla.",
            "Los tokens falsos, los sitios de phishing y las estafas de «airdrop» son frecuentes en Ethereum. Compruebe cada dirección y no comparta nunca su frase semilla.",
          ],
        },
        {
          heading: "Incertidumbre regulatoria",
          paragraphs: [
            "Los reguladores de distintos países siguen teniendo opiniones diferentes sobre los servicios de staking, las DeFi y los tokens creados sobre Ethereum. Los cambios normativos pueden afectar a qué servicios siguen a su disposición.",
          ],
        },
      ],
      bottomLine: [
        "Ether es una apuesta por el uso futuro de una red programable, con riesgos técnicos superpuestos que la mayoría de los inversores no puede evaluar por su cuenta. Si lo tiene, tenga solo lo que podría perder por completo, y tenga mucho cuidado con cualquier cosa que prometa un rendimiento extra.",
      ],
    },
    stablecoins: {
      title: "Stablecoins: ¿qué podría perder?",
      intro: [
        "Las stablecoins son tokens diseñados para mantener un valor estable, normalmente un dólar estadounidense. La mayoría están respaldadas por reservas de efectivo y bonos del Estado a corto plazo que mantiene el emisor; otras se apoyan en garantías en criptoactivos o en algoritmos.",
        "«Estable» describe un objetivo, no una garantía. Una stablecoin es la promesa de una empresa, y vale lo que valgan esa empresa y sus reservas.",
      ],
      riskSections: [
        {
          heading: "Pérdida de la paridad",
          paragraphs: [
            "Las stablecoins ya han perdido su paridad otras veces. En 2022 una stablecoin algorítmica se desplomó casi a cero en pocos días, y en 2023 una gran stablecoin respaldada por reservas cayó brevemente muy por debajo de un dólar cuando parte de sus reservas quedó atrapada en un banco quebrado.",
          ],
        },
        {
          heading: "Riesgo de las reservas y del emisor",
          paragraphs: [
            "Usted confía en que el emisor tenga suficientes activos seguros y líquidos para reembolsar cada moneda, y en que diga la verdad sobre ellos. Las certificaciones no equivalen a auditorías completas, y la calidad de las reservas varía entre emisores.",
            "Si el emisor quiebra, podría ser usted un acreedor sin garantía. Las stablecoins no son depósitos bancarios y, por lo general, no están cubiertas por el fondo de garantía de depósitos.",
          ],
        },
        {
          heading: "Límites al reembolso",
          paragraphs: [
            "Solo ciertos clientes pueden reembolsar directamente con el emisor, a menudo con importes mínimos y comisiones. Todos los demás dependen de vender en una plataforma de intercambio, donde el precio puede desviarse en una crisis.",
          ],
        },
        {
          heading: "Riesgo de plataforma y de rendimiento",
          paragraphs: [
            "Las plataformas que pagan «intereses» por las stablecoins las prestan a su vez, a menudo a prestatarios arriesgados. Varias de esas plataformas han congelado las retiradas y han quebrado.",
          ],
        },
        {
          heading: "Regulación y acceso",
          paragraphs: [
            "Están llegando normas sobre stablecoins a muchas jurisdicciones, entre ellas el reglamento MiCA de la UE y nuevas propuestas en el Reino Unido. Algunas monedas podrían dejar de cotizar o quedar restringidas en algunos países, lo que puede afectar a la facilidad con que puede usarlas o venderlas.",
          ],
        },
      ],
      bottomLine: [
        "Una stablecoin puede ser una forma útil de mover dinero en una cadena de bloques, pero no es una cuenta de ahorro. Si tiene que tener una, prefiera emisores regulados y con buenas reservas, mantenga saldos pequeños y a corto plazo, y desconfíe de quien le ofrezca un rendimiento por ella.",
      ],
    },
  },
};
