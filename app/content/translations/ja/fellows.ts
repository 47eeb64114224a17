import type { Fellow } from "#app/content/fellows.ts";
import type { FELLOW_PROFILE } from "#app/content/fellows.ts";
import { pagePath } from "#app/lib/pages/links.ts";
/** Draft translation (ja), awaiting review by a native speaker. */
export const sampleNotice =
  "サンプルコンテンツ：ここに掲載している Nirvana フェローは架空の人物です。経歴、学位、役職は、すべてデモンストレーションのためだけに作成したものです。";

export const heading = "Nirvana フェロー";

export const intro =
  "フェローは、独立した立場で Nirvana に助言しています。どの商品提供会社からも手数料を受け取っておらず、金融商品の順位付けに影響を及ぼすことは誰にもできません。";

export const fellows: Fellow[] = [
  {
    slug: "miriam-okafor",
    name: "Dr. Miriam Okafor",
    role: "Nirvana フェロー（行動ファイナンス）",
    area: "behavioural-finance",
    areaLabel: "行動ファイナンス",
    portrait: 0,
    portraitAlt: "Dr. Miriam Okafor の肖像写真",
    shortBio: [
      "Miriam Okafor は、一般の投資家が損失、手数料、リスクをどのように受け止めるのか、そして情報の示し方によって選択がどう変わるのかを研究しています。",
      "Nirvana では、損失の推定値や Compass Score をメンバーにどう説明するかについて助言し、数字が判断を特定の方向へ誘導することなく、判断の材料となるようにしています。",
    ],
    profile: {
      personalDetails: [
        { key: "氏名", value: "Miriam Adaeze Okafor" },
        { key: "国籍", value: "イギリス、ナイジェリア" },
        { key: "役職", value: "Nirvana フェロー（行動ファイナンス）" },
        {
          key: "所属",
          value: "University of Edinburgh 金融学准教授（架空の任命）",
        },
        { key: "使用言語", value: "英語、ヨルバ語、フランス語" },
        { key: "拠点", value: "イギリス、エディンバラ" },
      ],
      education: [
        {
          date: "2009 – 2013",
          text: "London School of Economics、金融学博士（PhD）。博士論文：「Loss Framing and the Retail Demand for Structured Products」（損失のフレーミングと仕組債に対する個人投資家の需要）。",
        },
        {
          date: "2007 – 2008",
          text: "University of Warwick、行動科学修士（MSc、優等）。",
        },
        {
          date: "2004 – 2007",
          text: "University of Bristol、経済学・心理学学士（BSc、最優等）。",
        },
      ],
      biography: [
        "Miriam Okafor はラゴスとマンチェスターで育ち、心理学を経て金融の道に進みました。学部生のころ、学生が預金口座をどのように選ぶかについて小規模な実験を行い、商品説明書の言葉づかいひとつで人々の選択が大きく変わることに強い印象を受けました。",
        "博士課程では、期待リターンが理論上は低い複雑な仕組債を、なぜ個人投資家が購入するのかを研究しました。販売資料で潜在的な損失がどのように表現されているかによって需要の多くが説明できること、そして損失を先に示すシンプルな開示によって需要が大きく減ることを明らかにしました。",
        "アムステルダムでのポスドク研究員を経て University of Edinburgh に着任し、家計金融と開示デザインに関する小さな研究室を率いています。消費者団体に手数料の透明性について助言してきたほか、人はなぜ損失の出ている投資を長く持ち続けてしまうのかについて、一般の読者向けに幅広く執筆しています。",
        "Nirvana では、損失の推定値、Compass Score、リスク表示の文言と見せ方を確認し、新しい説明を公開する前に、協力してくれるメンバーとともに検証しています。",
      ],
      researchInterests: [
        "損失回避と投資リスクのフレーミング",
        "個人向け金融商品の開示デザイン",
        "手数料の目立ちやすさとアクティブファンドへの需要",
        "家計のポートフォリオ選択と年金に関する意思決定",
        "言語や文化を越えた金融リテラシー",
        "家計金融における実験的手法",
      ],
    },
  },
  {
    slug: "tomas-lindqvist",
    name: "Dr. Tomas Lindqvist",
    role: "Nirvana フェロー（アルゴリズム最適化）",
    area: "algorithmic-optimisation",
    areaLabel: "アルゴリズム最適化",
    portrait: 1,
    portraitAlt: "Dr. Tomas Lindqvist の肖像写真",
    shortBio: [
      "Tomas Lindqvist は、大規模最適化と頑健な順位付け手法を研究しています。以前は KTH Royal Institute of Technology で、不確実性の下でのポートフォリオ構築に関する研究を率いていました（架空の任命）。",
      "Nirvana では、Compass Score を支える数値計算手法と、順位付けを安定的で再現可能に保ち、商業的な影響を受けないようにすることについて助言しています。",
    ],
  },
  {
    slug: "elena-varga",
    name: "Dr. Elena Varga",
    role: "創業者特別顧問",
    area: "special-adviser",
    areaLabel: "創業者特別顧問",
    portrait: 2,
    portraitAlt: "Dr. Elena Varga の肖像写真",
    shortBio: [
      "Elena Varga は応用数学者・オペレーションズリサーチ研究者で、確率的最適化、リスク計測、意思決定支援にわたる研究を行っています。これまでにヨーロッパと北米の7つの大学で職を務めてきました。",
      "創業者の特別顧問として、Nirvana の研究課題とその手法の科学的な誠実さを確認しています。詳しい履歴書は別のページでご覧いただけます。",
    ],
    cvHref: pagePath("adviserCv"),
  },
];

export const profile: typeof FELLOW_PROFILE = {
  headingPrefix: "プロフィール：",
  personalDetails: "基本情報",
  education: "学歴",
  biography: "経歴",
  researchInterests: "研究分野",
};
