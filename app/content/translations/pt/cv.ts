import type { CvTranslation } from "#app/content/translations/types.ts";

/**
 * Draft translation (pt), awaiting review by a native speaker. Names,
 * institutions and dates as in app/content/cv.ts; publication and talk
 * titles stay English there.
 */
export const cv: CvTranslation = {
  sampleNotice:
    "Conteúdo de exemplo: a Dra. Elena Varga é uma pessoa fictícia. Todos os cargos, prêmios, publicações, patentes, palestras, financiamentos, teses e demais informações desta página foram inventados apenas para fins de demonstração.",
  pageTitle: "{name}: currículo",
  publicationLibraryLink: "Biblioteca de publicações",
  navigation: {
    contents: "Sumário",
    jumpTo: "Ir para uma seção",
    groupSummary: {
      one: "Mostrar o item",
      many: "Mostrar todos os {count} itens",
      other: "Mostrar todos os {count} itens",
    },
    talksSummary: {
      one: "{count} palestra",
      many: "{count} palestras",
      other: "{count} palestras",
    },
  },
  fundingTable: {
    label: "Financiamento de pesquisa",
    columns: {
      period: "Período",
      project: "Projeto e financiador",
      amount: "Valor",
    },
  },
  cv: {
    titleLine:
      "Professora emérita de Pesquisa Operacional e Matemática Aplicada · Assessora especial do fundador do Nirvana",
    summary: [
      "Elena Varga é matemática aplicada. Seus trabalhos sobre otimização estocástica, medidas de risco e geração de cenários são usados em finanças, seguros, energia e planejamento público. É autora ou coautora de mais de 375 publicações, entre livros, volumes organizados, capítulos de livros, artigos em periódicos e em anais de conferências, patentes e relatórios técnicos.",
      "Organizou mais de 80 conferências, workshops e escolas de verão e proferiu mais de 250 palestras a convite, palestras magnas e conferências em colóquios no mundo todo. Desde 2021, atua como assessora especial do fundador do Nirvana em estratégia de pesquisa e na integridade científica dos seus métodos.",
      "A lista de publicações abaixo é uma seleção; a lista completa está disponível na biblioteca de publicações.",
    ],
    links: [
      "Plano de pesquisa 2025–2030 (PDF, em inglês)",
      "Plano de ensino e orientação (PDF, em inglês)",
    ],
    personalDetails: {
      heading: "Dados pessoais",
      items: [
        { key: "Nome", value: "Elena Varga" },
        { key: "Nascimento", value: "1962, Budapeste, Hungria" },
        { key: "Nacionalidade", value: "húngara e austríaca" },
        { key: "Idiomas", value: "húngaro, alemão, inglês, francês" },
        {
          key: "Cargo atual",
          value:
            "Professora emérita, KU Leuven; assessora especial do fundador do Nirvana",
        },
        { key: "E-mail", value: "elena.varga@example.org" },
      ],
    },
    education: {
      heading: "Formação",
      rows: [
        {
          date: "1997",
          text: "Habilitação (venia legendi) em Pesquisa Operacional, ETH Zurique. Monografia: Approximation of Stochastic Processes in Optimisation.",
        },
        {
          date: "1988 – 1990",
          text: "Doutorado em Pesquisa Operacional (Dr. rer. soc. oec., sub auspiciis), Universidade de Viena. Tese: Discretisation of Two-Stage Stochastic Programs.",
        },
        {
          date: "1981 – 1986",
          text: "Mestrado em Matemática (com distinção), Universidade Eötvös Loránd, Budapeste.",
        },
      ],
    },
    researchContributions: {
      heading: "Contribuições à pesquisa",
      paragraphs: [
        "Os primeiros trabalhos de Varga estabeleceram resultados quantitativos de estabilidade para programas estocásticos, mostrando como as decisões ótimas de um modelo mudam quando a distribuição de probabilidade subjacente é aproximada. Esses resultados oferecem uma base rigorosa para substituir a incerteza contínua por um conjunto finito de cenários.",
        "A partir daí, ela desenvolveu conceitos de distância para processos estocásticos e filtrações que medem o quanto uma árvore de cenários representa bem a informação disponível ao longo do tempo. Essas distâncias deram origem a algoritmos práticos de construção e redução de árvores de cenários que hoje fazem parte de vários sistemas de modelagem comerciais e de código aberto.",
        "Uma segunda linha de pesquisa trata de medidas de risco para decisões multiestágio. Com coautores, ela introduziu funcionais de aceitabilidade multiperíodo, estudou sua consistência temporal e suas representações duais e mostrou como incorporá-los a algoritmos de decomposição sem perder a tratabilidade.",
        "Seus trabalhos aplicados abrangem a gestão de ativos e passivos de fundos de pensão e seguradoras, a gestão de carteiras de eletricidade e gás, a programação de usinas hidrelétricas, as cadeias de suprimentos e o planejamento público. Mais recentemente, tem se dedicado a modelos distribucionalmente robustos, a geradores de cenários baseados em aprendizado de máquina e à comunicação honesta das perdas possíveis a pequenos investidores.",
      ],
    },
    researchInterests: {
      heading: "Interesses de pesquisa",
      items: [
        "Otimização estocástica e multiestágio",
        "Medidas de risco, funcionais de aceitabilidade e consistência temporal",
        "Geração e redução de cenários; distâncias para processos estocásticos",
        "Otimização distribucionalmente robusta",
        "Gestão de ativos e passivos, previdência e seguros",
        "Sistemas de energia e mercados de commodities sob incerteza",
        "Comunicação de risco e divulgação centrada nas perdas para pequenos investidores",
        "Aprendizado de máquina para a tomada de decisão sob incerteza",
      ],
    },
    appointments: {
      heading: "Cargos",
      rows: [
        {
          date: "desde 2021",
          text: "Assessora especial do fundador, Nirvana (meio período).",
        },
        {
          date: "desde 2020",
          text: "Professora emérita, Faculdade de Economia e Negócios, KU Leuven, Bélgica.",
        },
        {
          date: "2010 – 2020",
          text: "Professora titular e chefe da cátedra de Pesquisa Operacional, KU Leuven, Bélgica.",
        },
        {
          date: "2003 – 2010",
          text: "Professora de Matemática Financeira e fellow de um college, Universidade de Oxford, Reino Unido.",
        },
        {
          date: "2008 (primavera)",
          text: "Professora visitante, Department of Mechanical and Industrial Engineering, Universidade de Toronto, Canadá.",
        },
        {
          date: "1997 – 2003",
          text: "Professora associada e, depois, professora titular, Departamento de Matemática, Universidade Técnica de Munique, Alemanha.",
        },
        {
          date: "1992 – 1997",
          text: "Pesquisadora sênior e docente (Privatdozentin a partir de 1997), Instituto de Pesquisa Operacional, ETH Zurique, Suíça.",
        },
        {
          date: "1988 – 1992",
          text: "Assistente de pesquisa e ensino, Departamento de Estatística e Pesquisa Operacional, Universidade de Viena, Áustria.",
        },
        {
          date: "1986 – 1988",
          text: "Professora assistente, Departamento de Pesquisa Operacional, Universidade Eötvös Loránd, Budapeste, Hungria.",
        },
        {
          date: "Diversos",
          text: "Períodos como professora visitante e breves temporadas de pesquisa em universidades e institutos de pesquisa na França, na Itália, na Noruega, no Japão, no Chile e nos Estados Unidos.",
        },
      ],
    },
    honors: {
      heading: "Honrarias e prêmios",
      rows: [
        {
          date: "2024",
          text: "Prêmio pelo conjunto da obra em Otimização Estocástica (prêmio de exemplo).",
        },
        {
          date: "2022",
          text: "Doutorado honoris causa por uma universidade técnica europeia (exemplo).",
        },
        {
          date: "2019",
          text: "Fellow da International Society for Decision Science (sociedade de exemplo).",
        },
        {
          date: "2016",
          text: "Medalha de Ouro em Pesquisa Operacional, European Association of Decision Societies (exemplo).",
        },
        {
          date: "2014",
          text: "Bolsa avançada de pesquisa de um conselho europeu de pesquisa (exemplo), ver a seção 13.",
        },
        {
          date: "2011",
          text: "Prêmio de melhor artigo, Energy Systems Optimisation (periódico de exemplo).",
        },
        {
          date: "2007",
          text: "Prêmio de excelência em ensino, Universidade de Oxford (exemplo).",
        },
        {
          date: "2002",
          text: "Prêmio Jovem Cientista em Matemática Aplicada (prêmio de exemplo).",
        },
        {
          date: "1990",
          text: "Doutorado sub auspiciis (distinção máxima), Universidade de Viena (exemplo).",
        },
      ],
    },
    societies: {
      heading: "Sociedades profissionais",
      rows: [
        {
          date: "2018 – 2021",
          text: "Presidente, International Society for Decision Science (sociedade de exemplo).",
        },
        {
          date: "2012 – 2018",
          text: "Membro do conselho, Stochastic Programming Society (exemplo).",
        },
        {
          date: "desde 1995",
          text: "Membro, European Association of Decision Societies (exemplo).",
        },
        {
          date: "desde 1992",
          text: "Membro, Sociedade de Matemática Aplicada e Mecânica (exemplo).",
        },
        {
          date: "desde 1990",
          text: "Membro, Sociedade Austríaca de Pesquisa Operacional (exemplo).",
        },
        {
          date: "desde 1988",
          text: "Membro, Sociedade Húngara de Pesquisa Operacional (exemplo).",
        },
      ],
    },
    consultancies: {
      heading: "Consultorias",
      intro:
        "Trabalhos de consultoria selecionados (todas as organizações são fictícias).",
      items: [
        "Alpenstrom Energie AG: programação estocástica de usinas hidrelétricas",
        "Nordlicht Pension Fund: modelo de gestão de ativos e passivos",
        "Danube Savings Bank: estrutura de gestão do risco de taxa de juros",
        "Helvetia Reinsurance Partners (exemplo): projeções de solvência",
        "Meridian Gas Storage: avaliação e hedge de armazenamento",
        "Baltic Wind Holdings: estratégias de lances com restrições de risco",
        "Lakeside Municipal Utilities: planejamento da capacidade da rede",
        "Carpathian Water Authority: gestão de reservatórios sob risco de seca",
        "Atlas Asset Management: geração de cenários para a construção de carteiras",
        "Northgate Insurance Group: alocação do capital econômico",
        "Flandria Grid Operator: planejamento de investimentos sob incerteza regulatória",
        "Iberian Solar Trust: estudo de dimensionamento de armazenamento",
        "Central European Development Agency: análise de risco do orçamento público",
        "Orion Logistics: projeto de cadeias de suprimentos avesso ao risco",
        "Silvanus Forest Fund: colheita de madeira sob risco de incêndio",
        "Nirvana: revisão da metodologia do Compass Score",
      ],
    },
    service: {
      heading: "Serviços à profissão e à comunidade",
      rows: [
        {
          date: "2020 – 2024",
          text: "Presidente do painel de avaliação de matemática e ciência da computação de um programa europeu de financiamento à pesquisa (exemplo).",
        },
        {
          date: "2015 – 2019",
          text: "Membro do conselho científico consultivo de um centro nacional de pesquisa em energia (exemplo).",
        },
        {
          date: "2012 – 2016",
          text: "Presidente do comitê diretor do International Symposium on Decision and Risk (exemplo).",
        },
        {
          date: "2008 – 2012",
          text: "Membro do comitê do Prêmio Jovem Cientista em Matemática Aplicada (exemplo).",
        },
        {
          date: "2005 – 2010",
          text: "Membro do conselho curador de uma fundação para o ensino de matemática na Europa Central e Oriental (exemplo).",
        },
        {
          date: "desde 1995",
          text: "Organizadora ou presidente do comitê de programa de mais de 80 conferências, workshops e escolas de verão.",
        },
        {
          date: "desde 2018",
          text: "Mentora voluntária em um programa para mulheres na matemática (exemplo).",
        },
      ],
    },
    editorial: {
      heading: "Atividades editoriais",
      rows: [
        {
          date: "2015 – 2023",
          text: "Editora-chefe, Journal of Applied Stochastic Methods (periódico de exemplo).",
        },
        {
          date: "desde 2010",
          text: "Editora associada, Quantitative Risk Review (periódico de exemplo).",
        },
        {
          date: "desde 2008",
          text: "Editora associada, Energy Systems Optimisation (periódico de exemplo).",
        },
        {
          date: "2005 – 2015",
          text: "Editora de área, European Review of Operational Research (periódico de exemplo).",
        },
        {
          date: "2000 – 2010",
          text: "Editora associada, Annals of Decision Science (periódico de exemplo).",
        },
        {
          date: "desde 2012",
          text: "Editora da série Decision Science Monographs, Northbridge Scientific (editora de exemplo).",
        },
      ],
    },
    publications: {
      heading: "Publicações",
      intro:
        "Publicações selecionadas (mais de 375 no total), com seus títulos em inglês. Os itens são numerados de forma contínua em todos os grupos; os relatórios técnicos vêm em seguida, de 251 a 273.",
      groupHeadings: [
        "Patentes",
        "Livros",
        "Livros organizados e números especiais",
        "Capítulos de livros",
        "Artigos em periódicos e anais de conferências",
      ],
      technicalReportsHeading: "Relatórios técnicos",
    },
    invitedTalks: {
      heading: "Palestras a convite desde 2000",
      intro:
        "Mais de 250 palestras a convite no total; uma seleção desde 2000 aparece por ano, com seus títulos em inglês.",
    },
    funding: {
      heading: "Financiamento de pesquisa",
      intro:
        "Financiamentos de pesquisa competitivos selecionados, como pesquisadora principal (todos os financiamentos são fictícios).",
      descriptions: [
        "Comunicação de risco centrada nas perdas para pequenos investidores. Fundação de pesquisa de exemplo.",
        "Decisões multiestágio robustas sob incerteza profunda. Bolsa avançada, conselho europeu de pesquisa de exemplo.",
        "Métodos de cenários para a transição energética. Fundo flamengo de pesquisa de exemplo.",
        "Programação estocástica avessa ao risco: teoria e algoritmos. Agência científica belga de exemplo.",
        "Gestão de carteiras de eletricidade sob incerteza. Conselho britânico de pesquisa em engenharia de exemplo.",
        "Gestão de ativos e passivos para fundos de pensão. Consórcio industrial (exemplo).",
        "Aproximação de processos estocásticos para a otimização. Fundação alemã de pesquisa de exemplo.",
        "Modelos de planejamento estocástico para concessionárias de serviços públicos. Fundo nacional suíço de ciência de exemplo.",
      ],
    },
    theses: {
      heading: "Teses orientadas",
      intro:
        "Teses de doutorado orientadas até a conclusão (todos os alunos são fictícios).",
      rows: [
        {
          date: "2024",
          text: "W. Ahmed: Classificação de produtos financeiros pela perda potencial. KU Leuven.",
        },
        {
          date: "2022",
          text: "L. Moreau: Geradores de cenários baseados em aprendizado de máquina para a otimização avessa ao risco. KU Leuven.",
        },
        {
          date: "2020",
          text: "U. Falk: A visibilidade das taxas e a escolha de fundos por pequenos investidores. KU Leuven.",
        },
        {
          date: "2018",
          text: "D. Ferrari: Otimização estocástica de sistemas de energia renovável. KU Leuven.",
        },
        {
          date: "2016",
          text: "K. Tanaka: Planejamento de cadeias de suprimentos avesso ao risco. KU Leuven.",
        },
        {
          date: "2014",
          text: "N. Petrov: Gestão de ativos e passivos para planos de previdência de benefício definido. KU Leuven.",
        },
        {
          date: "2010",
          text: "B. Hughes: Avaliação de armazenamento de gás e de contratos swing. Universidade de Oxford.",
        },
        {
          date: "2009",
          text: "S. Lindgren: Modelos estocásticos para mercados de eletricidade. Universidade de Oxford.",
        },
        {
          date: "2006",
          text: "F. Keller: Risco de crédito em modelos de ativos e passivos. Universidade de Oxford.",
        },
        {
          date: "2003",
          text: "C. Duval: Métodos quasi-Monte Carlo para a geração de cenários. Universidade Técnica de Munique.",
        },
        {
          date: "2001",
          text: "H. Brandt: Programação estocástica para provisões técnicas de seguros. Universidade Técnica de Munique.",
        },
        {
          date: "1999",
          text: "M. Koller: Construção e redução de árvores de cenários. Universidade Técnica de Munique.",
        },
      ],
    },
    postdocs: {
      heading: "Pós-doutorandos",
      intro:
        "Pesquisadores de pós-doutorado recebidos (todos os nomes são fictícios).",
      rows: [
        {
          date: "2021 – 2024",
          text: "Dr. Y. Chen: otimização multiestágio distribucionalmente robusta. KU Leuven.",
        },
        {
          date: "2017 – 2020",
          text: "Dr. R. Haas: estabilidade e aproximação por média amostral. KU Leuven.",
        },
        {
          date: "2013 – 2016",
          text: "Dr. G. Rossi: algoritmos de decomposição para programas avessos ao risco. KU Leuven.",
        },
        {
          date: "2011 – 2013",
          text: "Dr. I. Szabo: recursos hídricos sob incerteza. KU Leuven.",
        },
        {
          date: "2005 – 2008",
          text: "Dr. P. Novak: otimização de carteiras de eletricidade. Universidade de Oxford.",
        },
        {
          date: "2000 – 2003",
          text: "Dr. A. Berger: métricas de probabilidade e funcionais de risco. Universidade Técnica de Munique.",
        },
      ],
    },
  },
};
