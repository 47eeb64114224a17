import type { WalletTranslation } from "#app/content/translations/types.ts";

/**
 * Draft translation (ja), awaiting review by a native speaker. Every
 * {placeholder} is a figure filled from app/lib/pages/sustainability.ts.
 */
export const wallet: WalletTranslation = {
  metaTitle: "私たちのサステナビリティの約束",
  heading: "Nirvana ウォレット：私たちのサステナビリティの約束",
  description:
    "Nirvana ウォレットが AI の利用料を原価に20%を上乗せした価格で支払い、すべてのトークンの炭素をオフセットする仕組みを、数字の計算を公開しながら説明します。",
  date: "2025年10月21日",
  intro: [
    "Nirvana のすべてのメンバーシップには、あなたが使う AI の料金を支払うウォレットが含まれています。検索、Proximity Search、Satya との会話が対象です。料金は、私たちにかかる計算コストに20%を上乗せした額です。さらに、あなたの利用で消費されるエネルギーに見合うカーボンオフセットの費用として、少額の別料金をいただいています。",
    "このページでは、この約束の裏にあるすべての数字と、それぞれの計算方法、そして私たちが置いている前提を説明します。前提が変われば、以下の数字もそれに合わせて変わります。",
  ],
  fundingHeading: "ウォレットへの入金の仕組み",
  funding:
    "ウォレットには {block} 単位で入金されます。残高が {threshold} に達すると、自動的に {topUp} がチャージされるため、検索が途中で止まることはありません。自動チャージはいつでもオフにできます。使わなかった残高はウォレットに残ります。",
  pricingHeading: "100万トークンの費用",
  pricingIntro:
    "AI モデルは、テキストを入力トークンとして読み込み、出力トークンとして書き出します。私たちはプロバイダーの費用に {markup} を上乗せした額をいただき、さらに各トークンが生み出す炭素に対するオフセット料金を加えます。",
  usageNote: "100万トークンは、およそ75〜100時間分の利用に相当します。",
  assumptionsHeading: "前提",
  assumptionLabels: {
    inputEnergy: "入力トークンあたりのエネルギー（IT 機器）",
    outputEnergy: "出力トークンあたりのエネルギー（IT 機器）",
    pue: "データセンターの電力使用効率（PUE）",
    grid: "電力網の炭素強度",
    offset: "オフセット予算",
    markup: "価格設定",
  },
  assumptionsNote:
    "施設のエネルギーは、IT エネルギーに PUE を掛けたものです。排出量は、施設のエネルギーに電力網の係数を掛けたものです。オフセット料金は、トン単位の排出量にオフセット予算を掛け、計算コストと同じ20%を上乗せしたもので、セント単位への四捨五入は表示するときにだけ行います。",
  exampleHeading: "計算例",
  example:
    "ある月に入力トークンを {inputTokens} 送信し、出力トークンを {outputTokens} 受け取った場合、計算コストは {compute} です。このとき排出量は約 {kg} kg CO2e となるため、オフセット料金は {offset} となり、ウォレットからは合計 {total} が引き落とされます。",
  sensitivityHeading: "数字はどれほど前提に左右されるのか",
  sensitivityIntro:
    "データセンターの効率と電力網の炭素強度は、地域や季節によって異なります。下の表は、低めの前提、私たちの中心的な前提、高めの前提のそれぞれについて、100万トークンあたりの排出量とオフセット料金を示しています。",
  calculatorHeading: "ご自身で計算してみましょう",
  calculatorIntro:
    "使う予定のトークン数を入力してください。見積もりには、上の数字と同じ計算式と前提を使います。",
  retirementHeading: "毎月の償却報告書",
  retirement: [
    "オフセットは毎月、2つのカーボンクレジット登録簿で償却されます。計算と償却については、毎年、第三者によるレビューを受けます。",
    "毎月、すべてのメンバーのために処理したトークンを合計し、上記の前提でエネルギーと排出量に換算したうえで、少なくともそのトン数分の CO2e を償却します。毎月の償却報告書には、処理したトークン数、推定したエネルギーと排出量、受け取ったオフセット料金、そして各登録簿で償却したクレジットのシリアル番号を記載します。",
    "オフセット料金は、クレジットの購入と償却にのみ使います。ある月の料金が償却したクレジットの費用を上回った場合、その差額は翌月の償却に繰り越します。",
  ],
  tables: {
    perMillionRegion: "100万トークンあたりの価格とフットプリント",
    perMillionCaption: "100万トークンあたり",
    perMillionColumn: "100万トークンあたり",
    input: "入力",
    output: "出力",
    rows: {
      providerCost: "プロバイダーの費用",
      price: "価格（原価に {markup} を上乗せ）",
      itEnergy: "IT エネルギー",
      facilityEnergy: "施設のエネルギー",
      emissions: "排出量（CO2e）",
      offset: "オフセット料金",
      allIn: "総額",
    },
    sensitivityRegion: "PUE と電力網係数に対する感度",
    sensitivityCaption: "100万トークンあたり、PUE と電力網係数別",
    sensitivityColumns: {
      pueGrid: "PUE／電力網（kWh あたり kg）",
      inputKg: "入力 kg CO2e",
      inputOffset: "入力のオフセット",
      outputKg: "出力 kg CO2e",
      outputOffset: "出力のオフセット",
    },
    central: "（中心的な前提）",
    assumptionValues: {
      grid: "kWh あたり {kg} kg CO2e",
      offset: "CO2e 1トンあたり {usd}",
      markup: "原価に {markup} を上乗せ",
    },
  },
  calculator: {
    title: "利用量を見積もる",
    labels: { inputTokens: "入力トークン", outputTokens: "出力トークン" },
    result: {
      compute: "計算コスト",
      energy: "エネルギー（施設）",
      emissions: "排出量",
      offset: "オフセット料金",
      total: "合計",
    },
    units: { energy: " kWh", emissions: " kg CO2e" },
    errors: {
      empty: "{label}の数を入力してください（0以上）。",
      notANumber: "{label}には数値を入力してください。",
      negative: "{label}に負の数は入力できません。",
      notWhole: "{label}には整数を入力してください。",
      tooLarge: "{label}の数が大きすぎて見積もれません。",
    },
  },
};
