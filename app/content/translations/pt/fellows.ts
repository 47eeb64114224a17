import type { Fellow } from "#app/content/fellows.ts";
import type { FELLOW_PROFILE } from "#app/content/fellows.ts";
import { pagePath } from "#app/lib/pages/links.ts";
/** Draft translation (pt), awaiting review by a native speaker. */
export const sampleNotice =
  "Conteúdo de exemplo: os Nirvana Fellows apresentados aqui são pessoas fictícias. As biografias, os títulos acadêmicos e os cargos foram inventados apenas para fins de demonstração.";

export const heading = "Nirvana Fellows";

export const intro =
  "Os nossos fellows assessoram o Nirvana de forma independente. Eles não recebem comissão de nenhum fornecedor de produtos, e nenhum deles pode influenciar a classificação de um produto financeiro.";

export const fellows: Fellow[] = [
  {
    slug: "miriam-okafor",
    name: "Dr. Miriam Okafor",
    role: "Nirvana Fellow em Finanças Comportamentais",
    area: "behavioural-finance",
    areaLabel: "Finanças comportamentais",
    portrait: 0,
    portraitAlt: "Retrato de Dr. Miriam Okafor",
    shortBio: [
      "Miriam Okafor estuda como os investidores comuns percebem perdas, taxas e riscos, e como a forma de apresentar as informações muda as escolhas que eles fazem.",
      "Ela assessora o Nirvana sobre como as estimativas de perda e os Compass Scores são explicados aos membros, para que os números informem as decisões sem direcioná-las.",
    ],
    profile: {
      personalDetails: [
        { key: "Nome", value: "Miriam Adaeze Okafor" },
        { key: "Nacionalidade", value: "Britânica e nigeriana" },
        { key: "Cargo", value: "Nirvana Fellow em Finanças Comportamentais" },
        {
          key: "Vínculo institucional",
          value:
            "Professora associada de Finanças, University of Edinburgh (nomeação fictícia)",
        },
        { key: "Idiomas", value: "Inglês, iorubá, francês" },
        { key: "Onde mora", value: "Edimburgo, Reino Unido" },
      ],
      education: [
        {
          date: "2009 – 2013",
          text: "Doutorado (PhD) em Finanças, London School of Economics. Tese: Loss Framing and the Retail Demand for Structured Products.",
        },
        {
          date: "2007 – 2008",
          text: "Mestrado (MSc) em Ciência Comportamental, University of Warwick (com distinção).",
        },
        {
          date: "2004 – 2007",
          text: "Bacharelado (BSc) em Economia e Psicologia, University of Bristol (com a nota máxima, first class honours).",
        },
      ],
      biography: [
        "Miriam Okafor cresceu em Lagos e em Manchester e chegou às finanças pela psicologia. Ainda na graduação, fez pequenos experimentos sobre como os estudantes escolhiam entre contas de poupança, e ficou impressionada com o quanto a redação de uma ficha de produto mudava o que as pessoas escolhiam.",
        "No doutorado, investigou por que investidores de varejo compravam produtos estruturados complexos cujos retornos esperados eram, no papel, fracos. Ela mostrou que a forma como as possíveis perdas eram apresentadas no material de marketing explicava boa parte da demanda, e que informações simples, com as perdas em primeiro lugar, a reduziam de forma acentuada.",
        "Depois de um pós-doutorado em Amsterdã, ela entrou para a University of Edinburgh, onde lidera um pequeno laboratório de finanças pessoais e de design de informações ao investidor. Assessorou organizações de defesa do consumidor sobre transparência de taxas e escreveu muito para o público em geral sobre por que as pessoas se agarram por tempo demais a investimentos que dão prejuízo.",
        "No Nirvana, ela revisa como as estimativas de perda, os Compass Scores e os rótulos de risco são redigidos e exibidos, e testa novas explicações com membros voluntários antes que sejam lançadas.",
      ],
      researchInterests: [
        "Aversão à perda e a forma de apresentar o risco de investimento",
        "Design de informações sobre produtos financeiros de varejo",
        "Visibilidade das taxas e demanda por fundos ativos",
        "Escolha de carteira das famílias e decisões de previdência",
        "Educação financeira em diferentes idiomas e culturas",
        "Métodos experimentais em finanças pessoais",
      ],
    },
  },
  {
    slug: "tomas-lindqvist",
    name: "Dr. Tomas Lindqvist",
    role: "Nirvana Fellow em Otimização Algorítmica",
    area: "algorithmic-optimisation",
    areaLabel: "Otimização algorítmica",
    portrait: 1,
    portraitAlt: "Retrato de Dr. Tomas Lindqvist",
    shortBio: [
      "Tomas Lindqvist trabalha com otimização em larga escala e métodos robustos de classificação. Antes, liderou pesquisas sobre construção de carteiras sob incerteza no KTH Royal Institute of Technology (nomeação fictícia).",
      "Ele assessora o Nirvana sobre os métodos numéricos por trás do Compass Score e sobre como manter as classificações estáveis, reprodutíveis e livres de influência comercial.",
    ],
  },
  {
    slug: "elena-varga",
    name: "Dr. Elena Varga",
    role: "Assessora especial do fundador",
    area: "special-adviser",
    areaLabel: "Assessora especial do fundador",
    portrait: 2,
    portraitAlt: "Retrato de Dr. Elena Varga",
    shortBio: [
      "Elena Varga é matemática aplicada e pesquisadora operacional, com trabalhos em otimização estocástica, medição de risco e apoio à decisão. Ocupou cargos em sete universidades da Europa e da América do Norte.",
      "Como assessora especial do fundador, ela revisa a agenda de pesquisa do Nirvana e a integridade científica dos seus métodos. O currículo completo dela está disponível em uma página separada.",
    ],
    cvHref: pagePath("adviserCv"),
  },
];

export const profile: typeof FELLOW_PROFILE = {
  headingPrefix: "Perfil:",
  personalDetails: "Dados pessoais",
  education: "Formação",
  biography: "Biografia",
  researchInterests: "Áreas de pesquisa",
};
