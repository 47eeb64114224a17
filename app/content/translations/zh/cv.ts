import type { CvTranslation } from "#app/content/translations/types.ts";

/**
 * Draft translation (zh), awaiting review by a native speaker. Names,
 * institutions and dates as in app/content/cv.ts; publication and talk
 * titles stay English there.
 */
export const cv: CvTranslation = {
  sampleNotice:
    "示例内容：Elena Varga 博士是虚构人物。本页列出的所有职位、奖项、出版物、专利、演讲、科研资助、学位论文及其他信息均为演示目的而编写。",
  pageTitle: "{name}：个人简历",
  publicationLibraryLink: "出版物库",
  navigation: {
    contents: "目录",
    jumpTo: "跳转到章节",
    groupSummary: { other: "显示全部 {count} 条" },
    talksSummary: { other: "{count} 场演讲" },
  },
  fundingTable: {
    label: "科研资助",
    columns: { period: "期间", project: "项目与资助方", amount: "金额" },
  },
  cv: {
    titleLine: "运筹学与应用数学荣休教授 · Nirvana 创始人特别顾问",
    summary: [
      "Elena Varga 是一位应用数学家，她在随机优化、风险度量和情景生成方面的研究被广泛应用于金融、保险、能源和公共规划领域。她是 375 余部出版物的作者或合著者，包括专著、编著、书籍章节、期刊与会议论文、专利和技术报告。",
      "她组织过 80 多场学术会议、研讨会和暑期学校，并在世界各地做过 250 多场特邀报告、主旨演讲和学术讲座。自 2021 年起，她担任 Nirvana 创始人的特别顾问，就研究战略及其方法的科学严谨性提供建议。",
      "以下出版物列表为节选；完整列表请见出版物库。",
    ],
    links: ["2025–2030 年研究计划（PDF，英文）", "教学与指导计划（PDF，英文）"],
    personalDetails: {
      heading: "个人信息",
      items: [
        { key: "姓名", value: "Elena Varga" },
        { key: "出生", value: "1962 年，匈牙利布达佩斯" },
        { key: "国籍", value: "匈牙利和奥地利" },
        { key: "语言", value: "匈牙利语、德语、英语、法语" },
        {
          key: "现任职务",
          value: "鲁汶大学（KU Leuven）荣休教授；Nirvana 创始人特别顾问",
        },
        { key: "电子邮件", value: "elena.varga@example.org" },
      ],
    },
    education: {
      heading: "教育背景",
      rows: [
        {
          date: "1997",
          text: "苏黎世联邦理工学院运筹学教授资格（venia legendi）。专著：Approximation of Stochastic Processes in Optimisation。",
        },
        {
          date: "1988 – 1990",
          text: "维也纳大学运筹学博士（Dr. rer. soc. oec.，sub auspiciis）。博士论文：Discretisation of Two-Stage Stochastic Programs。",
        },
        { date: "1981 – 1986", text: "布达佩斯罗兰大学数学硕士（优等）。" },
      ],
    },
    researchContributions: {
      heading: "研究贡献",
      paragraphs: [
        "Varga 早期的研究建立了随机规划的定量稳定性结果，说明当基础概率分布被近似时，模型的最优决策会如何变化。这些结果为用有限个情景替代连续的不确定性提供了严格的依据。",
        "在此基础上，她提出了随机过程与信息流（filtration）的距离概念，用以衡量情景树在多大程度上刻画了随时间获得的信息。这些距离催生了构建和约简情景树的实用算法，如今已被多个商业和开源建模系统采用。",
        "她的第二条研究主线是多阶段决策的风险度量。她与合作者提出了多期可接受性泛函，研究了其时间一致性和对偶表示，并展示了如何在不损失可解性的前提下将其嵌入分解算法。",
        "她的应用研究涵盖养老基金和保险公司的资产负债管理、电力和天然气组合管理、水电调度、供应链以及公共规划。近年来，她致力于分布鲁棒模型、机器学习情景生成器，以及如何向个人投资者如实说明可能的损失。",
      ],
    },
    researchInterests: {
      heading: "研究兴趣",
      items: [
        "随机优化与多阶段优化",
        "风险度量、可接受性泛函与时间一致性",
        "情景生成与约简；随机过程之间的距离",
        "分布鲁棒优化",
        "资产负债管理、养老金与保险",
        "不确定性下的能源系统与大宗商品市场",
        "面向个人投资者的风险沟通与“先讲损失”的信息披露",
        "不确定性下决策的机器学习方法",
      ],
    },
    appointments: {
      heading: "任职经历",
      rows: [
        { date: "2021 年至今", text: "Nirvana 创始人特别顾问（兼职）。" },
        {
          date: "2020 年至今",
          text: "比利时鲁汶大学（KU Leuven）经济与商业学院荣休教授。",
        },
        {
          date: "2010 – 2020",
          text: "比利时鲁汶大学正教授、运筹学讲席教授。",
        },
        { date: "2003 – 2010", text: "英国牛津大学金融数学教授、学院院士。" },
        {
          date: "2008 年春",
          text: "加拿大多伦多大学机械与工业工程系访问教授。",
        },
        {
          date: "1997 – 2003",
          text: "德国慕尼黑工业大学数学系副教授，后任教授。",
        },
        {
          date: "1992 – 1997",
          text: "瑞士苏黎世联邦理工学院运筹学研究所高级研究员兼讲师（1997 年起任编外讲师 Privatdozentin）。",
        },
        {
          date: "1988 – 1992",
          text: "奥地利维也纳大学统计与运筹学系研究与教学助理。",
        },
        {
          date: "1986 – 1988",
          text: "匈牙利布达佩斯罗兰大学运筹学系助理讲师。",
        },
        {
          date: "其他",
          text: "曾在法国、意大利、挪威、日本、智利和美国的大学及研究机构担任访问职位或进行短期研究。",
        },
      ],
    },
    honors: {
      heading: "荣誉与奖项",
      rows: [
        { date: "2024", text: "随机优化终身成就奖（示例奖项）。" },
        { date: "2022", text: "一所欧洲理工大学授予的荣誉博士学位（示例）。" },
        {
          date: "2019",
          text: "International Society for Decision Science 会士（示例学会）。",
        },
        {
          date: "2016",
          text: "European Association of Decision Societies 运筹学金质奖章（示例）。",
        },
        {
          date: "2014",
          text: "某欧洲研究理事会高级资助（示例），见第 13 节。",
        },
        {
          date: "2011",
          text: "Energy Systems Optimisation 最佳论文奖（示例期刊）。",
        },
        { date: "2007", text: "牛津大学杰出教学奖（示例）。" },
        { date: "2002", text: "应用数学青年科学家奖（示例奖项）。" },
        {
          date: "1990",
          text: "维也纳大学 sub auspiciis 博士学位（最高荣誉）（示例）。",
        },
      ],
    },
    societies: {
      heading: "专业学会",
      rows: [
        {
          date: "2018 – 2021",
          text: "International Society for Decision Science 主席（示例学会）。",
        },
        {
          date: "2012 – 2018",
          text: "Stochastic Programming Society 理事（示例）。",
        },
        {
          date: "1995 年起",
          text: "European Association of Decision Societies 会员（示例）。",
        },
        { date: "1992 年起", text: "应用数学与力学学会会员（示例）。" },
        { date: "1990 年起", text: "奥地利运筹学学会会员（示例）。" },
        { date: "1988 年起", text: "匈牙利运筹学学会会员（示例）。" },
      ],
    },
    consultancies: {
      heading: "咨询工作",
      intro: "部分咨询项目（所有机构均为虚构）。",
      items: [
        "Alpenstrom Energie AG：水电随机调度",
        "Nordlicht Pension Fund：资产负债管理模型",
        "Danube Savings Bank：利率风险框架",
        "Helvetia Reinsurance Partners（示例）：偿付能力预测",
        "Meridian Gas Storage：储气设施估值与对冲",
        "Baltic Wind Holdings：风险约束下的竞价策略",
        "Lakeside Municipal Utilities：电网容量规划",
        "Carpathian Water Authority：干旱风险下的水库管理",
        "Atlas Asset Management：用于投资组合构建的情景生成",
        "Northgate Insurance Group：经济资本配置",
        "Flandria Grid Operator：政策不确定性下的投资规划",
        "Iberian Solar Trust：储能规模研究",
        "Central European Development Agency：公共预算风险分析",
        "Orion Logistics：风险规避型供应链设计",
        "Silvanus Forest Fund：火灾风险下的木材采伐",
        "Nirvana：Compass Score 方法论评审",
      ],
    },
    service: {
      heading: "学术与社会服务",
      rows: [
        {
          date: "2020 – 2024",
          text: "某欧洲科研资助计划数学与计算机科学评审组主席（示例）。",
        },
        {
          date: "2015 – 2019",
          text: "某国家能源研究中心科学顾问委员会委员（示例）。",
        },
        {
          date: "2012 – 2016",
          text: "International Symposium on Decision and Risk 指导委员会主席（示例）。",
        },
        {
          date: "2008 – 2012",
          text: "应用数学青年科学家奖评奖委员会委员（示例）。",
        },
        { date: "2005 – 2010", text: "某中东欧数学教育基金会理事（示例）。" },
        {
          date: "1995 年起",
          text: "主办或担任程序委员会主席的学术会议、研讨会和暑期学校逾 80 场。",
        },
        {
          date: "2018 年起",
          text: "某数学领域女性支持项目的志愿导师（示例）。",
        },
      ],
    },
    editorial: {
      heading: "编辑工作",
      rows: [
        {
          date: "2015 – 2023",
          text: "Journal of Applied Stochastic Methods 主编（示例期刊）。",
        },
        {
          date: "2010 年至今",
          text: "Quantitative Risk Review 副主编（示例期刊）。",
        },
        {
          date: "2008 年至今",
          text: "Energy Systems Optimisation 副主编（示例期刊）。",
        },
        {
          date: "2005 – 2015",
          text: "European Review of Operational Research 领域编辑（示例期刊）。",
        },
        {
          date: "2000 – 2010",
          text: "Annals of Decision Science 副主编（示例期刊）。",
        },
        {
          date: "2012 年起",
          text: "Northbridge Scientific“Decision Science Monographs”丛书主编（示例出版社）。",
        },
      ],
    },
    publications: {
      heading: "出版物",
      intro:
        "部分出版物（共 375 余项），以英文原题列出。各组连续编号；技术报告编号为 251–273。",
      groupHeadings: [
        "专利",
        "专著",
        "编著与特刊",
        "书籍章节",
        "期刊与会议论文",
      ],
      technicalReportsHeading: "技术报告",
    },
    invitedTalks: {
      heading: "2000 年以来的特邀报告",
      intro:
        "特邀报告共 250 余场；以下按年份列出 2000 年以来的部分报告，保留英文原题。",
    },
    funding: {
      heading: "科研资助",
      intro: "作为项目负责人获得的部分竞争性科研资助（所有资助均为虚构）。",
      descriptions: [
        "面向个人投资者的“先讲损失”风险沟通。示例研究基金会。",
        "深度不确定性下的鲁棒多阶段决策。高级资助，示例欧洲研究理事会。",
        "面向能源转型的情景方法。示例弗拉芒研究基金。",
        "风险规避型随机规划：理论与算法。示例比利时科学机构。",
        "不确定性下的电力组合管理。示例英国工程研究理事会。",
        "养老基金的资产负债管理。产业联盟（示例）。",
        "面向优化的随机过程近似。示例德国研究基金会。",
        "公用事业随机规划模型。示例瑞士国家科学基金。",
      ],
    },
    theses: {
      heading: "指导的博士论文",
      intro: "指导至毕业的博士论文（所有学生均为虚构）。",
      rows: [
        {
          date: "2024",
          text: "W. Ahmed：按潜在损失对金融产品排序。鲁汶大学。",
        },
        {
          date: "2022",
          text: "L. Moreau：面向风险规避型优化的机器学习情景生成器。鲁汶大学。",
        },
        {
          date: "2020",
          text: "U. Falk：费用显著性与个人投资者的基金选择。鲁汶大学。",
        },
        {
          date: "2018",
          text: "D. Ferrari：可再生能源系统的随机优化。鲁汶大学。",
        },
        { date: "2016", text: "K. Tanaka：风险规避型供应链规划。鲁汶大学。" },
        {
          date: "2014",
          text: "N. Petrov：确定给付型养老金计划的资产负债管理。鲁汶大学。",
        },
        {
          date: "2010",
          text: "B. Hughes：储气设施与摆动合约的估值。牛津大学。",
        },
        { date: "2009", text: "S. Lindgren：电力市场的随机模型。牛津大学。" },
        {
          date: "2006",
          text: "F. Keller：资产负债模型中的信用风险。牛津大学。",
        },
        {
          date: "2003",
          text: "C. Duval：情景生成的拟蒙特卡罗方法。慕尼黑工业大学。",
        },
        {
          date: "2001",
          text: "H. Brandt：保险准备金的随机规划。慕尼黑工业大学。",
        },
        {
          date: "1999",
          text: "M. Koller：情景树的构建与约简。慕尼黑工业大学。",
        },
      ],
    },
    postdocs: {
      heading: "博士后研究人员",
      intro: "接收的博士后研究人员（所有姓名均为虚构）。",
      rows: [
        {
          date: "2021 – 2024",
          text: "Y. Chen 博士：分布鲁棒多阶段优化。鲁汶大学。",
        },
        {
          date: "2017 – 2020",
          text: "R. Haas 博士：稳定性与样本平均近似。鲁汶大学。",
        },
        {
          date: "2013 – 2016",
          text: "G. Rossi 博士：风险规避型规划的分解算法。鲁汶大学。",
        },
        {
          date: "2011 – 2013",
          text: "I. Szabo 博士：不确定性下的水资源。鲁汶大学。",
        },
        {
          date: "2005 – 2008",
          text: "P. Novak 博士：电力组合优化。牛津大学。",
        },
        {
          date: "2000 – 2003",
          text: "A. Berger 博士：概率度量与风险泛函。慕尼黑工业大学。",
        },
      ],
    },
  },
};
