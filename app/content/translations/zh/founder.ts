import { founderLinks, type FounderContent } from "#app/content/founder.ts";
/** Draft translation (zh), awaiting review by a native speaker. */
export const sampleNotice =
  "示例内容：Aurelio Marsh 是虚构人物。他的履历、交易模型、照片、频道和有声书均为演示目的而编写。";

export const founder: FounderContent = {
  heading: "恪守另一种契约",
  name: "Aurelio Marsh",
  tagline: "Nirvana 创始人 · 交易模型发明者 · 摄影师",
  paragraphs: [
    "Aurelio Marsh 花了二十多年构建量化交易模型，后来他认定，自己所能打造的最有用的东西，不是又一种赚钱的方法，而是一种让人看清自己可能亏损多少的方法。Nirvana 就是这样诞生的：一个中立的金融搜索引擎，它根据产品可能让普通投资者付出的代价为产品排名，而不是根据产品付给销售者的报酬。",
    "他的职业生涯始于一张债券交易台，在那里，他利用晚上的时间，在一台借来的工作站上编写了自己的第一批定价工具。这些工具后来发展成一系列以风险为先的资产配置模型，并授权给三大洲的资产管理公司使用。贯穿其中的理念很简单：从下行风险出发，诚实地衡量它，其余一切随之而来。",
    "多年来，他对这个行业越来越感到不安：同一家公司可以设计一个产品，为它评级，再把它卖出去。当人们搜索养老基金、ETF 或储蓄账户时，佣金、展示费和赞助排名决定了大多数人看到的内容。他逐渐把这看作卖方之间的一种契约，而他希望恪守另一种契约：与承担风险的人之间的契约。",
    "这份契约写进了 Nirvana 的运作方式。会员只需支付固定的年费，别无其他。任何产品提供商都无法花钱买到更靠前的位置，Trust Code 也绝不会触及搜索结果。Nirvana 承诺将合并总收入的 10% 捐给慈善事业：森林、生态系统、动物和人类。",
    "离开屏幕，Aurelio 是一名摄影师。他主要拍摄黑白照片，常常在森林、海岸线和古老的工业小镇中长途漫步。他说，摄影教会他的道理与风险管理如出一辙：留在画面之外的东西，与放进画面的东西同样重要。本页附有他的部分作品。",
    "他录制了三部关于金钱、耐心和损失规避的有声书，并发布简短的视频随笔，不用术语地解释金融产品究竟如何运作。他往返于里斯本和苏格兰高地之间生活，只要有可能，都会亲自回复会员的来信。",
  ],
  links: founderLinks({
    profile: "职业简介",
    videos: "视频频道：Plain Money with Aurelio Marsh",
    photography: "摄影作品：Aurelio Marsh Photography",
    "how-much-could-i-lose": "有声书：How Much Could I Lose?",
    "the-patient-investor": "有声书：The Patient Investor",
    "bound-by-a-different-covenant": "有声书：Bound by a Different Covenant",
  }),
};

export const linksHeading = "其他平台";
