import type { MediaTranslation } from "#app/content/translations/types.ts";

/** Draft translation (pt), awaiting review by a native speaker. */
export const media: MediaTranslation = {
  transcripts: {
    "what-is-this-all-about": {
      title: "Afinal, do que se trata tudo isto",
      text: "Esta é uma mensagem de exemplo para o site de demonstração do Nirvana. O Nirvana é um mecanismo de busca para finanças que parte de uma pergunta: quanto eu poderia perder? Classificamos os produtos pelo Compass Score, um índice de relevância que mantém o risco de perda sempre à vista. Não vendemos nenhum produto e não recebemos dinheiro das empresas que classificamos. Os membros pagam pela busca, e esse é o negócio inteiro. Se isso parece simples, é de propósito. Todo o resto deste site explica como tentamos manter as coisas assim.",
    },
    "on-earnestness": {
      title: "Sobre a seriedade",
      text: "Uma reflexão de exemplo sobre a seriedade. Ser sério significa dizer o que um número significa, e o que ele não significa. Uma pontuação não é uma promessa, e uma análise não é uma recomendação. Preferimos mostrar o risco a você com clareza a vender uma história sobre retornos. Quando não temos certeza, dizemos. Quando um resultado nos surpreende, nós o verificamos antes de publicá-lo. A seriedade é mais lenta que o entusiasmo, mas envelhece melhor.",
    },
    "of-equitable-liability": {
      title: "Da responsabilidade equitativa",
      text: "Uma nota de exemplo sobre a responsabilidade equitativa. Quando uma ferramenta influencia decisões sobre as economias de outras pessoas, quem a criou carrega uma parte das consequências. Publicamos como as nossas classificações funcionam, nunca deixamos um código de indicação mudar um resultado e respondemos pelos nossos erros. A responsabilidade é equitativa quando recai sobre as pessoas que podem evitar o dano. Em um mecanismo de busca, isso significa nós: as pessoas que escolhem o que você vê primeiro.",
    },
    "of-the-ribbon": {
      title: "Da fita",
      text: "Uma história de exemplo sobre uma fita. Uma fita amarra um presente e também marca uma linha de chegada. Pensamos no nosso compromisso da mesma forma: dez por cento das nossas receitas vão para florestas, ecossistemas, animais e pessoas, atados a cada assinatura desde o primeiro dia. A fita não é enfeite. É um lembrete, sempre que abrimos as contas, de que o trabalho deve deixar para trás algo melhor do que encontrou.",
    },
    "founder-message": {
      title: "Uma mensagem do fundador",
      text: "Olá, e boas-vindas. Este pequeno vídeo de exemplo faz as vezes de uma mensagem do fundador do Nirvana. Criamos um mecanismo de busca para finanças que começa com uma pergunta simples: quanto eu poderia perder? Pesquise com cuidado, leia primeiro sobre o risco de perda e não tenha pressa.",
    },
  },
};
