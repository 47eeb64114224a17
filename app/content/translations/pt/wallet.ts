import type { WalletTranslation } from "#app/content/translations/types.ts";

/**
 * Draft translation (pt), awaiting review by a native speaker. Every
 * {placeholder} is a figure filled from app/lib/pages/sustainability.ts.
 */
export const wallet: WalletTranslation = {
  metaTitle: "Nosso compromisso com a sustentabilidade",
  heading: "A carteira Nirvana: nosso compromisso com a sustentabilidade",
  description:
    "Como a carteira Nirvana paga o uso de IA a preço de custo mais 20% e compensa o carbono de cada token, com os números calculados abertamente.",
  date: "21 de outubro de 2025",
  intro: [
    "Toda assinatura do Nirvana inclui uma carteira que paga a IA que você usa: buscas, Proximity Search e conversas com Satya. Cobramos o que a computação nos custa mais 20%, e acrescentamos uma pequena cobrança separada que paga as compensações de carbono correspondentes à energia consumida pelo seu uso.",
    "Esta página apresenta cada número por trás desse compromisso, como cada um é calculado e as premissas que adotamos. Se uma premissa mudar, os números abaixo mudam junto.",
  ],
  fundingHeading: "Como a carteira é abastecida",
  funding:
    "A carteira é abastecida em blocos de {block}. Quando o seu saldo chega a {threshold}, ela é recarregada automaticamente em {topUp}, para que uma busca nunca pare no meio. Você pode desativar a recarga automática a qualquer momento; o saldo não utilizado permanece na sua carteira.",
  pricingHeading: "Quanto custa um milhão de tokens",
  pricingIntro:
    "Os modelos de IA leem texto como tokens de entrada e escrevem texto como tokens de saída. Repassamos o custo do provedor mais {markup} e acrescentamos a cobrança de compensação pelo carbono que cada token gera.",
  usageNote: "Um milhão de tokens equivale a cerca de 75 a 100 horas de uso.",
  assumptionsHeading: "Premissas",
  assumptionLabels: {
    inputEnergy: "Energia por token de entrada (equipamentos de TI)",
    outputEnergy: "Energia por token de saída (equipamentos de TI)",
    pue: "Eficiência no uso de energia do data center (PUE)",
    grid: "Intensidade de carbono da rede elétrica",
    offset: "Orçamento de compensação",
    markup: "Preço",
  },
  assumptionsNote:
    "A energia da instalação é a energia de TI multiplicada pelo PUE; as emissões são a energia da instalação multiplicada pelo fator da rede. A cobrança de compensação são as emissões em toneladas multiplicadas pelo orçamento de compensação, mais os mesmos 20% aplicados à computação, arredondada ao centavo apenas na exibição.",
  exampleHeading: "Um exemplo prático",
  example:
    "Um mês em que você envia {inputTokens} tokens de entrada e recebe {outputTokens} tokens de saída custa {compute} em computação. Isso gera cerca de {kg} kg de CO2e, então a cobrança de compensação é de {offset}, e a sua carteira é debitada em {total} no total.",
  sensitivityHeading: "Quão sensíveis são os números?",
  sensitivityIntro:
    "A eficiência dos data centers e a intensidade de carbono da rede elétrica variam conforme a região e a estação do ano. A tabela mostra as emissões e a cobrança de compensação por milhão de tokens sob uma premissa mais baixa, a nossa premissa central e uma premissa mais alta.",
  calculatorHeading: "Faça as contas você mesmo",
  calculatorIntro:
    "Digite o número de tokens que você espera usar. A estimativa usa as mesmas fórmulas e premissas dos números acima.",
  retirementHeading: "Relatório mensal de aposentadoria de créditos",
  retirement: [
    "As compensações são aposentadas mensalmente em dois registros de carbono, com uma revisão anual independente dos cálculos e das aposentadorias.",
    "Todo mês somamos os tokens processados para todos os membros, convertemos esse total em energia e emissões com as premissas acima e aposentamos pelo menos essa quantidade de toneladas de CO2e. O relatório mensal de aposentadoria lista os tokens processados, a energia e as emissões estimadas, as cobranças de compensação arrecadadas e os números de série dos créditos aposentados em cada registro.",
    "As cobranças de compensação são usadas apenas para comprar e aposentar créditos. Se as cobranças de um mês superarem o custo dos créditos aposentados, a diferença é transferida para a aposentadoria do mês seguinte.",
  ],
  tables: {
    perMillionRegion: "Preços e pegada por milhão de tokens",
    perMillionCaption: "Por milhão de tokens",
    perMillionColumn: "Por milhão de tokens",
    input: "Entrada",
    output: "Saída",
    rows: {
      providerCost: "Custo do provedor",
      price: "Preço (custo mais {markup})",
      itEnergy: "Energia de TI",
      facilityEnergy: "Energia da instalação",
      emissions: "Emissões (CO2e)",
      offset: "Cobrança de compensação",
      allIn: "Preço total",
    },
    sensitivityRegion: "Sensibilidade ao PUE e ao fator da rede",
    sensitivityCaption: "Por milhão de tokens, por PUE e fator da rede",
    sensitivityColumns: {
      pueGrid: "PUE / rede (kg por kWh)",
      inputKg: "Entrada kg CO2e",
      inputOffset: "Compensação de entrada",
      outputKg: "Saída kg CO2e",
      outputOffset: "Compensação de saída",
    },
    central: " (central)",
    assumptionValues: {
      grid: "{kg} kg CO2e por kWh",
      offset: "{usd} por tonelada de CO2e",
      markup: "custo mais {markup}",
    },
  },
  calculator: {
    title: "Estime o seu uso",
    labels: {
      inputTokens: "Tokens de entrada",
      outputTokens: "Tokens de saída",
    },
    result: {
      compute: "Custo de computação",
      energy: "Energia (instalação)",
      emissions: "Emissões",
      offset: "Cobrança de compensação",
      total: "Total",
    },
    units: { energy: " kWh", emissions: " kg CO2e" },
    errors: {
      empty: "Informe a quantidade de “{label}” (0 ou mais).",
      notANumber: "O campo “{label}” deve conter um número.",
      negative: "O campo “{label}” não pode ser negativo.",
      notWhole: "O campo “{label}” deve conter um número inteiro.",
      tooLarge: "O valor de “{label}” é grande demais para estimar.",
    },
  },
};
