import type { CryptoTranslation } from "#app/content/translations/types.ts";

/** Draft translation (pt), awaiting review by a native speaker. */
export const crypto: CryptoTranslation = {
  sampleNotice:
    "Conteúdo de exemplo: esta declaração e as páginas sobre Bitcoin, Ether e stablecoins foram escritas para fins de demonstração por um fundador fictício. Elas não são recomendação de investimento. Os links das fontes são referências públicas reais, citadas apenas como contexto.",
  statement: {
    heading: "As criptomoedas são sempre ruins?",
    intro: [
      "Os membros me perguntam isso mais do que quase qualquer outra coisa. A resposta honesta é não: nem sempre, e não para todo mundo. Mas elas quase sempre são mais arriscadas do que parecem, e quem diz o contrário costuma ser justamente quem ganha alguma coisa quando você compra.",
      "O Nirvana foi construído em torno de uma pergunta: quanto eu poderia perder? Feita sobre a maioria dos criptoativos, a resposta é desconfortável. Os preços podem cair pela metade em semanas, as plataformas podem quebrar, e as proteções que as pessoas consideram garantidas em uma conta bancária ou em um fundo regulado muitas vezes simplesmente não existem.",
      "Isso não torna as ideias por trás deles sem valor. O Bitcoin mostrou que desconhecidos podem concordar sobre um registro compartilhado sem um guardião central. O Ethereum transformou esse registro em um computador programável. As stablecoins tentam fazer os dólares digitais circularem com a mesma facilidade de um e-mail. Cada uma dessas ideias é interessante; cada uma traz o seu próprio tipo de perda.",
      "Por isso, em vez de um veredito, escrevi três notas curtas, uma para cada, expondo os riscos da forma mais clara que consegui. Elas são a minha opinião pessoal, têm data e vão envelhecer. Leia-as como ponto de partida para a sua própria reflexão, não como uma recomendação.",
    ],
    jokeImage: {
      alt: "Desenho de um homem olhando o celular em uma montanha-russa com o formato de um gráfico de preços",
      caption:
        "“Estou nessa a longo prazo”, disse ele, vinte minutos depois do início do passeio. (Uma piada, não uma previsão.)",
    },
    linksHeading: "Três notas, uma para cada",
    links: {
      bitcoin: {
        label: "Bitcoin",
        description:
          "Escasso por concepção, volátil na prática: o que você poderia perder ao manter BTC?",
      },
      ether: {
        label: "Ether",
        description:
          "O combustível de uma rede programável, com os riscos de contratos inteligentes e de staking por cima.",
      },
      stablecoins: {
        label: "Stablecoins",
        description:
          "Feitas para manter um preço estável, mas só tão seguras quanto as reservas e o emissor por trás delas.",
      },
    },
    signature: "Aurelio Marsh, fundador do Nirvana",
  },
  date: "20 de setembro de 2025",
  disclaimer:
    "Esta página apresenta a opinião pessoal do fundador do Nirvana. É uma informação geral, não uma recomendação personalizada nem uma recomendação de investimento, e não leva em conta a sua situação. O Nirvana não vende, não custodia, não intermedeia nem promove criptoativos, e nada aqui é um convite para comprar ou vender qualquer um deles.",
  riskWarning: {
    heading: "Aviso de risco (Reino Unido)",
    text: "Não invista a menos que esteja preparado para perder todo o dinheiro que investir. Este é um investimento de alto risco, e você não deve esperar estar protegido se algo der errado.",
    learnMoreLabel: "Reserve 2 minutos para saber mais (em inglês)",
  },
  bottomLineHeading: "Em resumo",
  sourcesHeading: "Fontes",
  legalNotesHeading: "Notas legais",
  legalNotes: [
    "Esta página é uma opinião pessoal do fundador, publicada para informação geral e fins educativos. Não é recomendação de investimento, nem aconselhamento jurídico ou tributário, e não é uma promoção financeira de nenhum criptoativo, produto ou serviço.",
    "Em muitos países, os criptoativos são em grande parte não regulados. No Reino Unido, é improvável que você tenha acesso ao Financial Ombudsman Service ou ao Financial Services Compensation Scheme se algo der errado com um investimento em criptoativos.",
    "Rentabilidade passada não é garantia de resultados futuros. Os preços citados ou sugeridos nesta página podem estar desatualizados quando você os ler.",
    "Os resultados de busca e os Compass Scores do Nirvana são análises impessoais. Nem esta página nem qualquer Trust Code afetam a forma como os produtos financeiros são classificados.",
    "As fontes são listadas apenas como contexto e citação. O Nirvana não é responsável pelo conteúdo de sites externos.",
  ],
  back: "← Voltar para “{heading}”",
  pages: {
    bitcoin: {
      title: "Bitcoin: o que você poderia perder?",
      intro: [
        "O Bitcoin foi descrito em 2008 como um sistema de dinheiro eletrônico ponto a ponto. Na prática, hoje a maioria das pessoas o mantém como uma reserva de valor especulativa, na esperança de que valha mais no futuro. A oferta é limitada a 21 milhões de moedas, e essa escassez está no centro da história que se conta sobre ele.",
        "A escassez, por si só, não torna nada um lugar seguro para as suas economias. Abaixo estão os riscos que eu gostaria que um amigo entendesse antes de colocar qualquer dinheiro em bitcoin.",
      ],
      riskSections: [
        {
          heading: "Volatilidade do preço",
          paragraphs: [
            "O bitcoin já caiu mais de 70% a partir de um pico várias vezes na sua história, e as recuperações levaram anos. Uma queda desse tamanho em um dinheiro de que você precisa nos próximos cinco anos pode ser devastadora.",
            "Não há fluxos de caixa, lucros nem cupons que sirvam de âncora para uma avaliação. O preço é o que o próximo comprador estiver disposto a pagar, o que o torna especialmente sensível ao sentimento do mercado, à alavancagem e à liquidez.",
          ],
        },
        {
          heading: "Custódia e perda das chaves",
          paragraphs: [
            "Quem controla as chaves privadas controla as moedas. Se você perder as suas chaves ou a sua frase-semente, os bitcoins se vão para sempre; ninguém pode redefinir uma senha para você.",
            "Se você deixar as moedas em uma corretora, dependerá da segurança e da solvência dessa empresa. Várias grandes corretoras quebraram ou foram hackeadas, e os clientes esperaram anos para recuperar parte do dinheiro, ou não recuperaram nada.",
          ],
        },
        {
          heading: "Proteção limitada",
          paragraphs: [
            "No Reino Unido, os investimentos em criptoativos geralmente não são cobertos pelo Financial Services Compensation Scheme, e as reclamações podem ficar fora do alcance do Financial Ombudsman Service. Lacunas semelhantes existem em muitos outros países.",
            "As transações são irreversíveis. Se você enviar bitcoins a um golpista ou a um endereço errado, normalmente não há como recuperá-los.",
          ],
        },
        {
          heading: "Fraudes e golpes",
          paragraphs: [
            "O bitcoin é um dos favoritos dos fraudadores de investimentos: plataformas falsas, deepfakes de celebridades, golpes românticos e serviços de “recuperação” que têm como alvo pessoas que já perderam dinheiro.",
            "Uma regra simples: se alguém que você conheceu pela internet se oferecer para ajudar você a investir em cripto, considere que é um golpe até prova em contrário.",
          ],
        },
        {
          heading: "Incerteza regulatória e tributária",
          paragraphs: [
            "As regras sobre como o bitcoin pode ser comprado, vendido, anunciado e tributado ainda estão mudando. Novas restrições podem afetar rapidamente os preços e o acesso às plataformas.",
            "Vendas e outras alienações costumam ser fatos geradores de imposto. Registros mal feitos podem transformar um ganho modesto em um problema caro.",
          ],
        },
        {
          heading: "Preocupações com energia e meio ambiente",
          paragraphs: [
            "O sistema de prova de trabalho (proof-of-work) do Bitcoin consome uma grande quantidade de eletricidade. As estimativas variam, mas o seu consumo anual é frequentemente comparado ao de um país de porte médio.",
            "Para os membros que se importam com a sustentabilidade, como nós, esse é um custo real a ser pesado junto com o risco financeiro.",
          ],
        },
      ],
      bottomLine: [
        "Se você decidir manter bitcoin, trate-o como um dinheiro que você poderia perder por completo. Mantenha-o como uma pequena parte do que você tem, nunca pegue dinheiro emprestado para comprá-lo e saiba exatamente quem guarda as suas chaves.",
        "Faça primeiro a pergunta do Nirvana: quanto eu poderia perder? No caso do bitcoin, a resposta honesta é: tudo.",
      ],
    },
    ether: {
      title: "Ether: o que você poderia perder?",
      intro: [
        "O ether (ETH) é o ativo nativo do Ethereum, uma blockchain que executa programas chamados contratos inteligentes. O ether paga pela computação na rede e, desde 2022, a protege por meio de staking em vez de mineração.",
        "O Ethereum é uma verdadeira obra de engenharia. Isso não faz do ether um investimento seguro. Ele carrega os riscos de preço do bitcoin e vários outros só seus.",
      ],
      riskSections: [
        {
          heading: "Volatilidade do preço",
          paragraphs: [
            "Historicamente, o ether tem sido ainda mais volátil que o bitcoin, com quedas de 80% ou mais do pico ao fundo. O seu preço depende da demanda pela rede, das blockchains concorrentes e do sentimento geral do mercado.",
          ],
        },
        {
          heading: "Risco de contratos inteligentes",
          paragraphs: [
            "Grande parte da atividade no Ethereum acontece por meio de contratos inteligentes escritos por terceiros. Falhas nesse código já causaram perdas de centenas de milhões de dólares, e uma transação que segue o código costuma ser definitiva, mesmo que o resultado não tenha sido o pretendido.",
            "Usar aplicativos de finanças descentralizadas (DeFi) acrescenta camadas de risco: o contrato, a interface, os oráculos de preço e as pontes entre blockchains podem falhar, cada um por si.",
          ],
        },
        {
          heading: "Risco de staking",
          paragraphs: [
            "Fazer staking de ether pode render um retorno, mas as moedas em staking podem ficar bloqueadas por um período, e os validadores podem ser penalizados (“slashing”) por falhas. Fazer staking por meio de uma plataforma acrescenta o risco de que ela quebre ou restrinja os saques.",
            "O rendimento do staking não são juros de um banco. Ele é pago em ether, cujo valor pode cair mais depressa do que o rendimento se acumula.",
          ],
        },
        {
          heading: "Custódia, golpes e irreversibilidade",
          paragraphs: [
            "Assim como no bitcoin, quem controla as chaves controla as moedas. Assinar uma transação maliciosa pode esvaziar uma carteira em segundos, e não há ninguém que possa revertê-la.",
            "Tokens falsos, sites de phishing e golpes de “airdrop” são comuns no Ethereum. Confira cada endereço e nunca compartilhe a sua frase-semente.",
          ],
        },
        {
          heading: "Incerteza regulatória",
          paragraphs: [
            "Os reguladores de diferentes países ainda têm visões diferentes sobre serviços de staking, DeFi e tokens criados sobre o Ethereum. Mudanças nas regras podem afetar quais serviços continuarão disponíveis para você.",
          ],
        },
      ],
      bottomLine: [
        "O ether é uma aposta no uso futuro de uma rede programável, com camadas de riscos técnicos que a maioria dos investidores não consegue avaliar sozinha. Se você o mantiver, mantenha apenas o que poderia perder por completo e tome muito cuidado com qualquer coisa que prometa rendimento extra.",
      ],
    },
    stablecoins: {
      title: "Stablecoins: o que você poderia perder?",
      intro: [
        "Stablecoins são tokens projetados para manter um valor estável, geralmente um dólar americano. A maioria é lastreada em reservas de dinheiro e de títulos públicos de curto prazo mantidas pelo emissor; outras dependem de garantias em cripto ou de algoritmos.",
        "“Estável” descreve um objetivo, não uma garantia. Uma stablecoin é a promessa de uma empresa, e vale apenas o que valem essa empresa e as suas reservas.",
      ],
      riskSections: [
        {
          heading: "Perda da paridade",
          paragraphs: [
            "As stablecoins já perderam a paridade antes. Em 2022, uma stablecoin algorítmica despencou para quase zero em poucos dias, e em 2023 uma grande moeda lastreada em reservas caiu brevemente bem abaixo de um dólar quando parte das suas reservas ficou presa em um banco que quebrou.",
          ],
        },
        {
          heading: "Risco das reservas e do emissor",
          paragraphs: [
            "Você depende de que o emissor mantenha ativos seguros e líquidos suficientes para resgatar cada moeda, e de que diga a verdade sobre eles. Atestações não são o mesmo que auditorias completas, e a qualidade das reservas varia entre os emissores.",
            "Se o emissor quebrar, você pode ser um credor sem garantia. Stablecoins não são depósitos bancários e geralmente não são cobertas por seguro de depósitos.",
          ],
        },
        {
          heading: "Limites de resgate",
          paragraphs: [
            "Apenas certos clientes podem resgatar diretamente com o emissor, muitas vezes sujeitos a valores mínimos e tarifas. Todos os outros dependem de vender em uma corretora, onde o preço pode escorregar em uma crise.",
          ],
        },
        {
          heading: "Risco de plataforma e de rendimento",
          paragraphs: [
            "Plataformas que pagam “juros” sobre stablecoins estão emprestando essas moedas adiante, muitas vezes a tomadores arriscados. Várias dessas plataformas congelaram os saques e foram à falência.",
          ],
        },
        {
          heading: "Regulação e acesso",
          paragraphs: [
            "Regras para stablecoins estão chegando a muitas jurisdições, incluindo o regime MiCA da União Europeia e novas propostas no Reino Unido. Algumas moedas podem ser retiradas de negociação ou restringidas em alguns países, o que pode afetar a facilidade com que você consegue usá-las ou vendê-las.",
          ],
        },
      ],
      bottomLine: [
        "Uma stablecoin pode ser uma forma útil de movimentar dinheiro em uma blockchain, mas não é uma conta poupança. Se você precisar manter uma, prefira emissores regulados e com boas reservas, mantenha saldos pequenos e de curto prazo e desconfie de qualquer pessoa que ofereça rendimento sobre ela.",
      ],
    },
  },
};
