import { founderLinks, type FounderContent } from "#app/content/founder.ts";
/** Draft translation (pt), awaiting review by a native speaker. */
export const sampleNotice =
  "Conteúdo de exemplo: Aurelio Marsh é uma pessoa fictícia. A biografia, os modelos de trading, as fotografias, os canais e os audiolivros dele foram inventados apenas para fins de demonstração.";

export const founder: FounderContent = {
  heading: "Fiel a outro pacto",
  name: "Aurelio Marsh",
  tagline: "Fundador do Nirvana · Criador de modelos de trading · Fotógrafo",
  paragraphs: [
    "Aurelio Marsh passou mais de duas décadas construindo modelos quantitativos de trading até decidir que a coisa mais útil que poderia construir não era mais uma forma de ganhar, mas uma forma de ver quanto se pode perder. O resultado é o Nirvana: um mecanismo de busca financeiro neutro, que classifica os produtos pelo que eles podem custar a um investidor comum, e não pelo que pagam a quem os vende.",
    "Ele começou a carreira em uma mesa de renda fixa, onde escrevia à noite as suas primeiras ferramentas de precificação, em uma estação de trabalho emprestada. Essas ferramentas deram origem a uma família de modelos de alocação centrados no risco, que ele depois licenciou para gestoras de ativos em três continentes. O fio condutor era simples: começar pelo risco de queda, medi-lo com honestidade e deixar que todo o resto viesse depois.",
    "Com os anos, ele foi ficando incomodado com um setor em que a mesma empresa podia criar um produto, avaliá-lo e vendê-lo. Comissões, taxas de destaque e rankings patrocinados moldam o que a maioria das pessoas vê quando procura um fundo de previdência, um ETF ou uma conta de poupança. Ele passou a ver isso como um pacto entre vendedores, e quis estar ligado a um pacto diferente: um pacto com a pessoa que assume o risco.",
    "Esse pacto está inscrito no funcionamento do Nirvana. Os membros pagam uma taxa anual fixa e nada mais. Nenhum fornecedor de produtos pode comprar uma posição melhor, e os Trust Codes nunca interferem nos resultados de busca. Dez por cento das receitas totais consolidadas são destinados à caridade: florestas, ecossistemas, animais e pessoas.",
    "Longe das telas, Aurelio é fotógrafo. Trabalha sobretudo em preto e branco, em longas caminhadas por florestas, litorais e antigas cidades industriais, e diz que a fotografia lhe ensinou a mesma lição que a gestão de risco: o que fica fora do enquadramento importa tanto quanto o que está dentro dele. Uma seleção das suas imagens acompanha esta página.",
    "Ele gravou três audiolivros sobre dinheiro, paciência e aversão à perda, e publica pequenos ensaios em vídeo nos quais explica, sem jargões, como os produtos financeiros realmente funcionam. Vive entre Lisboa e as Terras Altas da Escócia e, sempre que pode, responde pessoalmente às cartas dos membros.",
  ],
  links: founderLinks({
    profile: "Perfil profissional",
    videos: "Canal de vídeo: Plain Money with Aurelio Marsh",
    photography: "Fotografia artística: Aurelio Marsh Photography",
    "how-much-could-i-lose": "Audiolivro: How Much Could I Lose?",
    "the-patient-investor": "Audiolivro: The Patient Investor",
    "bound-by-a-different-covenant":
      "Audiolivro: Bound by a Different Covenant",
  }),
};

export const linksHeading = "Em outros lugares";
