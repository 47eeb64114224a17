import type { WalletTranslation } from "#app/content/translations/types.ts";

/**
 * Draft translation (zh), awaiting review by a native speaker. Every
 * {placeholder} is a figure filled from app/lib/pages/sustainability.ts.
 */
export const wallet: WalletTranslation = {
  metaTitle: "我们的可持续发展承诺",
  heading: "Nirvana 钱包：我们的可持续发展承诺",
  description:
    "Nirvana 钱包如何按成本加 20% 的价格支付 AI 使用费用，并抵消每个词元产生的碳排放，所有数字的计算过程均公开透明。",
  date: "2025年10月21日",
  intro: [
    "每一份 Nirvana 会员资格都包含一个钱包，用于支付您所使用的 AI：搜索、Proximity Search 以及与 Satya 的对话。我们按计算成本加 20% 收费，另外还会收取一笔小额的独立费用，用于购买碳抵消，以覆盖您的使用所消耗的能源。",
    "本页列出了这一承诺背后的每一个数字、每个数字的计算方法，以及我们所作的假设。如果某项假设发生变化，下面的数字也会随之改变。",
  ],
  fundingHeading: "钱包如何充值",
  funding:
    "钱包以每笔 {block} 的金额充值。当您的余额降至 {threshold} 时，钱包会自动充值 {topUp}，因此搜索绝不会中途停止。您可以随时关闭自动充值；未用完的余额会保留在您的钱包中。",
  pricingHeading: "一百万个词元的费用",
  pricingIntro:
    "AI 模型以输入词元的形式读取文本，以输出词元的形式写出文本。我们按服务商的成本加 {markup} 收费，并另加每个词元所产生碳排放的抵消费用。",
  usageNote: "一百万个词元大约相当于 75 到 100 小时的使用量。",
  assumptionsHeading: "假设",
  assumptionLabels: {
    inputEnergy: "每个输入词元的能耗（IT 设备）",
    outputEnergy: "每个输出词元的能耗（IT 设备）",
    pue: "数据中心电能使用效率（PUE）",
    grid: "电网碳强度",
    offset: "碳抵消预算",
    markup: "定价",
  },
  assumptionsNote:
    "设施能耗等于 IT 能耗乘以 PUE；排放量等于设施能耗乘以电网系数。碳抵消费用等于以吨计的排放量乘以碳抵消预算，再加上与计算费用相同的 20%，只在显示时才四舍五入到分。",
  exampleHeading: "计算示例",
  example:
    "假设某个月您发送了 {inputTokens} 个输入词元，接收了 {outputTokens} 个输出词元，计算费用为 {compute}。这会产生约 {kg} kg CO2e 的排放，因此碳抵消费用为 {offset}，您的钱包共扣除 {total}。",
  sensitivityHeading: "这些数字对假设有多敏感？",
  sensitivityIntro:
    "数据中心的效率和电网的碳强度因地区和季节而异。下表列出了在较低假设、我们的中间假设和较高假设下，每一百万个词元的排放量和碳抵消费用。",
  calculatorHeading: "自己算一算",
  calculatorIntro:
    "请输入您预计使用的词元数量。估算使用与上述数字相同的公式和假设。",
  retirementHeading: "每月注销报告",
  retirement: [
    "碳抵消额度每月在两个碳登记处注销，相关计算和注销情况每年由第三方进行审查。",
    "每个月，我们汇总为所有会员处理的词元数量，按照上述假设将其换算为能耗和排放量，并注销至少相应吨数的 CO2e。每月注销报告会列出处理的词元数量、估算的能耗和排放量、收取的碳抵消费用，以及在每个登记处注销的碳信用的序列号。",
    "碳抵消费用只用于购买和注销碳信用。如果某个月收取的费用超过了所注销碳信用的成本，差额将结转至下个月的注销。",
  ],
  tables: {
    perMillionRegion: "每一百万个词元的价格与碳足迹",
    perMillionCaption: "每一百万个词元",
    perMillionColumn: "每一百万个词元",
    input: "输入",
    output: "输出",
    rows: {
      providerCost: "服务商成本",
      price: "价格（成本加 {markup}）",
      itEnergy: "IT 能耗",
      facilityEnergy: "设施能耗",
      emissions: "排放量（CO2e）",
      offset: "碳抵消费用",
      allIn: "总价",
    },
    sensitivityRegion: "对 PUE 和电网系数的敏感度",
    sensitivityCaption: "每一百万个词元，按 PUE 和电网系数",
    sensitivityColumns: {
      pueGrid: "PUE / 电网（每 kWh 的 kg）",
      inputKg: "输入 kg CO2e",
      inputOffset: "输入碳抵消",
      outputKg: "输出 kg CO2e",
      outputOffset: "输出碳抵消",
    },
    central: "（中间假设）",
    assumptionValues: {
      grid: "每 kWh {kg} kg CO2e",
      offset: "每吨 CO2e {usd}",
      markup: "成本加 {markup}",
    },
  },
  calculator: {
    title: "估算您的用量",
    labels: { inputTokens: "输入词元", outputTokens: "输出词元" },
    result: {
      compute: "计算费用",
      energy: "能耗（设施）",
      emissions: "排放量",
      offset: "碳抵消费用",
      total: "合计",
    },
    units: { energy: " kWh", emissions: " kg CO2e" },
    errors: {
      empty: "请输入{label}的数量（0 或以上）。",
      notANumber: "{label}必须是数字。",
      negative: "{label}不能为负数。",
      notWhole: "{label}必须是整数。",
      tooLarge: "{label}太大，无法估算。",
    },
  },
};
