import type { Fellow } from "#app/content/fellows.ts";
import type { FELLOW_PROFILE } from "#app/content/fellows.ts";
import { pagePath } from "#app/lib/pages/links.ts";
/** Draft translation (zh), awaiting review by a native speaker. */
export const sampleNotice =
  "示例内容：此处展示的 Nirvana 研究员均为虚构人物。他们的履历、学位和任职均为演示目的而编写。";

export const heading = "Nirvana 研究员";

export const intro =
  "我们的研究员以独立身份为 Nirvana 提供建议。他们不从任何产品提供商处收取佣金，也没有任何人能够影响金融产品的排名。";

export const fellows: Fellow[] = [
  {
    slug: "miriam-okafor",
    name: "Dr. Miriam Okafor",
    role: "Nirvana 行为金融学研究员",
    area: "behavioural-finance",
    areaLabel: "行为金融学",
    portrait: 0,
    portraitAlt: "Dr. Miriam Okafor 的肖像",
    shortBio: [
      "Miriam Okafor 研究普通投资者如何看待损失、费用和风险，以及信息的呈现方式如何改变他们的选择。",
      "她就如何向会员解释损失估算和 Compass Score 为 Nirvana 提供建议，让数字为决策提供依据，而不是暗中引导决策。",
    ],
    profile: {
      personalDetails: [
        { key: "姓名", value: "Miriam Adaeze Okafor" },
        { key: "国籍", value: "英国、尼日利亚" },
        { key: "职位", value: "Nirvana 行为金融学研究员" },
        {
          key: "所属机构",
          value: "University of Edinburgh 金融学副教授（虚构任职）",
        },
        { key: "语言", value: "英语、约鲁巴语、法语" },
        { key: "常驻地", value: "英国爱丁堡" },
      ],
      education: [
        {
          date: "2009 – 2013",
          text: "London School of Economics 金融学博士。博士论文：Loss Framing and the Retail Demand for Structured Products（损失框架与散户对结构性产品的需求）。",
        },
        {
          date: "2007 – 2008",
          text: "University of Warwick 行为科学硕士（优异成绩）。",
        },
        {
          date: "2004 – 2007",
          text: "University of Bristol 经济学与心理学学士（一等荣誉学位）。",
        },
      ],
      biography: [
        "Miriam Okafor 在拉各斯和曼彻斯特长大，经由心理学走进金融领域。本科期间，她做过一些小型实验，研究学生如何在不同储蓄账户之间做选择，并惊讶地发现，产品说明书的措辞竟能在很大程度上改变人们的选择。",
        "她的博士研究探讨了散户投资者为何会购买预期回报在纸面上并不理想的复杂结构性产品。她发现，营销材料对潜在损失的表述方式在很大程度上解释了这种需求，而简单的、以损失为先的信息披露则能显著降低这种需求。",
        "在阿姆斯特丹完成博士后研究后，她加入 University of Edinburgh，领导一个研究家庭金融与信息披露设计的小型实验室。她曾就费用透明度为消费者组织提供建议，并为普通读者撰写了大量文章，探讨人们为何会过久地持有亏损的投资。",
        "在 Nirvana，她负责审核损失估算、Compass Score 和风险标签的措辞与呈现方式，并在新的说明发布之前，邀请志愿会员对其进行测试。",
      ],
      researchInterests: [
        "损失规避与投资风险的框架效应",
        "零售金融产品的信息披露设计",
        "费用显著性与主动型基金的需求",
        "家庭投资组合选择与养老金决策",
        "跨语言与跨文化的金融素养",
        "家庭金融中的实验方法",
      ],
    },
  },
  {
    slug: "tomas-lindqvist",
    name: "Dr. Tomas Lindqvist",
    role: "Nirvana 算法优化研究员",
    area: "algorithmic-optimisation",
    areaLabel: "算法优化",
    portrait: 1,
    portraitAlt: "Dr. Tomas Lindqvist 的肖像",
    shortBio: [
      "Tomas Lindqvist 从事大规模优化和稳健排序方法的研究。他曾在 KTH Royal Institute of Technology 领导不确定性条件下投资组合构建的研究（虚构任职）。",
      "他就 Compass Score 背后的数值方法为 Nirvana 提供建议，并帮助确保排名稳定、可复现且不受商业因素影响。",
    ],
  },
  {
    slug: "elena-varga",
    name: "Dr. Elena Varga",
    role: "创始人特别顾问",
    area: "special-adviser",
    areaLabel: "创始人特别顾问",
    portrait: 2,
    portraitAlt: "Dr. Elena Varga 的肖像",
    shortBio: [
      "Elena Varga 是一位应用数学家和运筹学研究者，研究领域涵盖随机优化、风险度量和决策支持。她曾在欧洲和北美的七所大学任职。",
      "作为创始人特别顾问，她负责审阅 Nirvana 的研究议程及其方法的科学严谨性。她的完整简历见单独页面。",
    ],
    cvHref: pagePath("adviserCv"),
  },
];

export const profile: typeof FELLOW_PROFILE = {
  headingPrefix: "简介：",
  personalDetails: "个人信息",
  education: "教育背景",
  biography: "个人经历",
  researchInterests: "研究方向",
};
