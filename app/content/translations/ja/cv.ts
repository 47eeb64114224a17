import type { CvTranslation } from "#app/lib/page-translations.server.ts";

/**
 * Draft translation (ja), awaiting review by a native speaker. Names,
 * institutions and dates as in app/content/cv.ts; publication and talk
 * titles stay English there.
 */
export const cv: CvTranslation = {
  sampleNotice:
    "サンプルコンテンツ：エレナ・ヴァルガ博士は架空の人物です。このページに記載されている職歴、受賞歴、論文、特許、講演、研究助成、学位論文その他の情報は、すべてデモンストレーションのために作られたものです。",
  pageTitle: "{name}：履歴書",
  publicationLibraryLink: "論文ライブラリ",
  navigation: {
    contents: "目次",
    jumpTo: "セクションへ移動",
    groupSummary: { other: "全{count}件を表示" },
    talksSummary: { other: "講演{count}件" },
  },
  fundingTable: {
    label: "研究資金",
    columns: {
      period: "期間",
      project: "プロジェクトと助成機関",
      amount: "金額",
    },
  },
  cv: {
    titleLine:
      "オペレーションズ・リサーチおよび応用数学 名誉教授 · Nirvana 創業者特別顧問",
    summary: [
      "エレナ・ヴァルガは応用数学者であり、確率的最適化、リスク尺度、シナリオ生成に関する研究は、金融、保険、エネルギー、公共計画の分野で活用されてきました。著書、編著、書籍の章、学術誌・国際会議論文、特許、テクニカルレポートを含め、375 件を超える出版物の著者または共著者です。",
      "80 を超える国際会議、ワークショップ、サマースクールを企画し、世界各地で 250 件を超える招待講演、基調講演、コロキウム講演を行ってきました。2021 年からは Nirvana の創業者の特別顧問として、研究戦略と手法の科学的誠実性について助言しています。",
      "以下の論文リストは抜粋です。完全なリストは論文ライブラリでご覧いただけます。",
    ],
    links: ["研究計画 2025–2030（PDF、英語）", "教育・指導計画（PDF、英語）"],
    personalDetails: {
      heading: "個人情報",
      items: [
        { key: "氏名", value: "Elena Varga（エレナ・ヴァルガ）" },
        { key: "生年・出生地", value: "1962 年、ハンガリー・ブダペスト" },
        { key: "国籍", value: "ハンガリーおよびオーストリア" },
        { key: "言語", value: "ハンガリー語、ドイツ語、英語、フランス語" },
        {
          key: "現職",
          value: "KU Leuven 名誉教授、Nirvana 創業者特別顧問",
        },
        { key: "メール", value: "elena.varga@example.org" },
      ],
    },
    education: {
      heading: "学歴",
      rows: [
        {
          date: "1997",
          text: "ETH チューリッヒにてオペレーションズ・リサーチの大学教授資格（venia legendi）取得。モノグラフ：Approximation of Stochastic Processes in Optimisation。",
        },
        {
          date: "1988 – 1990",
          text: "ウィーン大学にてオペレーションズ・リサーチの博士号（Dr. rer. soc. oec.、sub auspiciis）取得。博士論文：Discretisation of Two-Stage Stochastic Programs。",
        },
        {
          date: "1981 – 1986",
          text: "エトヴェシュ・ロラーンド大学（ブダペスト）数学修士（優等）。",
        },
      ],
    },
    researchContributions: {
      heading: "研究業績",
      paragraphs: [
        "ヴァルガの初期の研究は、確率計画問題に対する定量的な安定性の結果を確立しました。これは、基礎となる確率分布を近似したときにモデルの最適な意思決定がどのように変化するかを示すものです。これらの結果は、連続的な不確実性を有限個のシナリオで置き換えることに厳密な根拠を与えます。",
        "これを土台に、彼女は確率過程とフィルトレーションに対する距離の概念を構築し、シナリオツリーが時間とともに得られる情報をどれだけよく表しているかを測れるようにしました。これらの距離からシナリオツリーを構築・縮約する実用的なアルゴリズムが生まれ、現在では複数の商用およびオープンソースのモデリングシステムに組み込まれています。",
        "もう一つの研究の柱は、多段階の意思決定に対するリスク尺度です。共著者とともに多期間の許容性汎関数を導入し、その時間整合性と双対表現を研究し、計算上の扱いやすさを損なわずに分解アルゴリズムへ組み込む方法を示しました。",
        "応用研究は、年金基金や保険会社の資産負債管理、電力・ガスのポートフォリオ管理、水力発電の運用計画、サプライチェーン、公共計画に及びます。最近では、分布ロバストなモデル、機械学習によるシナリオ生成器、そして個人投資家に起こりうる損失を正直に伝える方法に取り組んでいます。",
      ],
    },
    researchInterests: {
      heading: "研究分野",
      items: [
        "確率的最適化と多段階最適化",
        "リスク尺度、許容性汎関数、時間整合性",
        "シナリオの生成と縮約、確率過程間の距離",
        "分布ロバスト最適化",
        "資産負債管理、年金、保険",
        "不確実性のもとでのエネルギーシステムとコモディティ市場",
        "個人投資家向けのリスクコミュニケーションと損失を先に示す情報開示",
        "不確実性のもとでの意思決定のための機械学習",
      ],
    },
    appointments: {
      heading: "職歴",
      rows: [
        { date: "2021 – 現在", text: "Nirvana 創業者特別顧問（非常勤）。" },
        {
          date: "2020 – 現在",
          text: "KU Leuven 経済・経営学部 名誉教授（ベルギー）。",
        },
        {
          date: "2010 – 2020",
          text: "KU Leuven 教授、オペレーションズ・リサーチ講座主任（ベルギー）。",
        },
        {
          date: "2003 – 2010",
          text: "オックスフォード大学 数理ファイナンス教授、カレッジ・フェロー（英国）。",
        },
        {
          date: "2008（春）",
          text: "トロント大学 機械・産業工学科 客員教授（カナダ）。",
        },
        {
          date: "1997 – 2003",
          text: "ミュンヘン工科大学 数学科 准教授、のち教授（ドイツ）。",
        },
        {
          date: "1992 – 1997",
          text: "ETH チューリッヒ オペレーションズ・リサーチ研究所 上級研究員・講師（1997 年より私講師）（スイス）。",
        },
        {
          date: "1988 – 1992",
          text: "ウィーン大学 統計学・オペレーションズ・リサーチ学科 研究・教育助手（オーストリア）。",
        },
        {
          date: "1986 – 1988",
          text: "エトヴェシュ・ロラーンド大学 オペレーションズ・リサーチ学科 助講師（ハンガリー・ブダペスト）。",
        },
        {
          date: "その他",
          text: "フランス、イタリア、ノルウェー、日本、チリ、米国の大学・研究機関での客員職および短期研究滞在。",
        },
      ],
    },
    honors: {
      heading: "受賞・栄誉",
      rows: [
        { date: "2024", text: "確率的最適化功労賞（架空の賞）。" },
        { date: "2022", text: "欧州の工科大学より名誉博士号（架空）。" },
        {
          date: "2019",
          text: "International Society for Decision Science フェロー（架空の学会）。",
        },
        {
          date: "2016",
          text: "European Association of Decision Societies オペレーショナル・リサーチ金賞（架空）。",
        },
        {
          date: "2014",
          text: "欧州研究評議会のアドバンスト・グラント（架空）、セクション 13 参照。",
        },
        {
          date: "2011",
          text: "Energy Systems Optimisation 最優秀論文賞（架空の学術誌）。",
        },
        { date: "2007", text: "オックスフォード大学 優秀教育賞（架空）。" },
        { date: "2002", text: "応用数学若手研究者賞（架空の賞）。" },
        {
          date: "1990",
          text: "ウィーン大学にて sub auspiciis（最高の栄誉）による博士号（架空）。",
        },
      ],
    },
    societies: {
      heading: "所属学会",
      rows: [
        {
          date: "2018 – 2021",
          text: "International Society for Decision Science 会長（架空の学会）。",
        },
        {
          date: "2012 – 2018",
          text: "Stochastic Programming Society 評議員（架空）。",
        },
        {
          date: "1995 年から",
          text: "European Association of Decision Societies 会員（架空）。",
        },
        { date: "1992 年から", text: "応用数学・力学会 会員（架空）。" },
        {
          date: "1990 年から",
          text: "オーストリア・オペレーションズ・リサーチ学会 会員（架空）。",
        },
        {
          date: "1988 年から",
          text: "ハンガリー・オペレーションズ・リサーチ学会 会員（架空）。",
        },
      ],
    },
    consultancies: {
      heading: "コンサルティング",
      intro: "主なコンサルティング案件（組織はすべて架空です）。",
      items: [
        "Alpenstrom Energie AG：水力発電の確率的運用計画",
        "Nordlicht Pension Fund：資産負債管理モデル",
        "Danube Savings Bank：金利リスクの管理体系",
        "Helvetia Reinsurance Partners（架空）：ソルベンシー予測",
        "Meridian Gas Storage：貯蔵施設の評価とヘッジ",
        "Baltic Wind Holdings：リスク制約付きの入札戦略",
        "Lakeside Municipal Utilities：送配電網の容量計画",
        "Carpathian Water Authority：渇水リスク下の貯水池管理",
        "Atlas Asset Management：ポートフォリオ構築のためのシナリオ生成",
        "Northgate Insurance Group：経済資本の配分",
        "Flandria Grid Operator：政策の不確実性のもとでの投資計画",
        "Iberian Solar Trust：蓄電容量の検討",
        "Central European Development Agency：公共予算のリスク分析",
        "Orion Logistics：リスク回避型のサプライチェーン設計",
        "Silvanus Forest Fund：火災リスク下の森林伐採計画",
        "Nirvana：Compass Score の手法のレビュー",
      ],
    },
    service: {
      heading: "学界・社会への貢献",
      rows: [
        {
          date: "2020 – 2024",
          text: "欧州の研究助成プログラムにおける数学・計算機科学審査委員会 委員長（架空）。",
        },
        {
          date: "2015 – 2019",
          text: "国立エネルギー研究センター 科学諮問委員（架空）。",
        },
        {
          date: "2012 – 2016",
          text: "International Symposium on Decision and Risk 運営委員長（架空）。",
        },
        {
          date: "2008 – 2012",
          text: "応用数学若手研究者賞 選考委員（架空）。",
        },
        {
          date: "2005 – 2010",
          text: "中東欧の数学教育を支援する財団の理事（架空）。",
        },
        {
          date: "1995 年から",
          text: "80 を超える国際会議、ワークショップ、サマースクールの主催者またはプログラム委員長。",
        },
        {
          date: "2018 年から",
          text: "数学分野の女性を支援するプログラムのボランティア・メンター（架空）。",
        },
      ],
    },
    editorial: {
      heading: "編集活動",
      rows: [
        {
          date: "2015 – 2023",
          text: "Journal of Applied Stochastic Methods 編集長（架空の学術誌）。",
        },
        {
          date: "2010 – 現在",
          text: "Quantitative Risk Review 副編集長（架空の学術誌）。",
        },
        {
          date: "2008 – 現在",
          text: "Energy Systems Optimisation 副編集長（架空の学術誌）。",
        },
        {
          date: "2005 – 2015",
          text: "European Review of Operational Research 領域編集者（架空の学術誌）。",
        },
        {
          date: "2000 – 2010",
          text: "Annals of Decision Science 副編集長（架空の学術誌）。",
        },
        {
          date: "2012 年から",
          text: "Northbridge Scientific「Decision Science Monographs」シリーズ編集者（架空の出版社）。",
        },
      ],
    },
    publications: {
      heading: "論文・著作",
      intro:
        "主な出版物（総数 375 件以上）を英語の原題で掲載しています。番号はグループをまたいで通し番号で、テクニカルレポートは 251～273 番です。",
      groupHeadings: [
        "特許",
        "著書",
        "編著・特集号",
        "分担執筆",
        "学術誌・国際会議論文",
      ],
      technicalReportsHeading: "テクニカルレポート",
    },
    invitedTalks: {
      heading: "2000 年以降の招待講演",
      intro:
        "招待講演は総数 250 件以上。2000 年以降の抜粋を年ごとに英語の原題で掲載しています。",
    },
    funding: {
      heading: "研究資金",
      intro:
        "研究代表者として獲得した主な競争的研究資金（助成はすべて架空です）。",
      descriptions: [
        "個人投資家向けの損失を先に示すリスクコミュニケーション。架空の研究財団。",
        "深い不確実性のもとでのロバストな多段階意思決定。アドバンスト・グラント、架空の欧州研究評議会。",
        "エネルギー転換のためのシナリオ手法。架空のフランデレン研究基金。",
        "リスク回避型確率計画法：理論とアルゴリズム。架空のベルギー科学機関。",
        "不確実性のもとでの電力ポートフォリオ管理。架空の英国工学研究評議会。",
        "年金基金の資産負債管理。産業コンソーシアム（架空）。",
        "最適化のための確率過程の近似。架空のドイツ研究振興協会。",
        "公益事業のための確率的計画モデル。架空のスイス国立科学財団。",
      ],
    },
    theses: {
      heading: "博士論文指導",
      intro: "修了まで指導した博士論文（学生はすべて架空です）。",
      rows: [
        {
          date: "2024",
          text: "W. Ahmed：潜在的損失による金融商品のランキング。KU Leuven。",
        },
        {
          date: "2022",
          text: "L. Moreau：リスク回避型最適化のための機械学習によるシナリオ生成器。KU Leuven。",
        },
        {
          date: "2020",
          text: "U. Falk：手数料の見えやすさと個人の投資信託選択。KU Leuven。",
        },
        {
          date: "2018",
          text: "D. Ferrari：再生可能エネルギーシステムの確率的最適化。KU Leuven。",
        },
        {
          date: "2016",
          text: "K. Tanaka：リスク回避型のサプライチェーン計画。KU Leuven。",
        },
        {
          date: "2014",
          text: "N. Petrov：確定給付型年金制度の資産負債管理。KU Leuven。",
        },
        {
          date: "2010",
          text: "B. Hughes：ガス貯蔵とスイング契約の評価。オックスフォード大学。",
        },
        {
          date: "2009",
          text: "S. Lindgren：電力市場の確率モデル。オックスフォード大学。",
        },
        {
          date: "2006",
          text: "F. Keller：資産負債モデルにおける信用リスク。オックスフォード大学。",
        },
        {
          date: "2003",
          text: "C. Duval：シナリオ生成のための準モンテカルロ法。ミュンヘン工科大学。",
        },
        {
          date: "2001",
          text: "H. Brandt：保険責任準備金のための確率計画法。ミュンヘン工科大学。",
        },
        {
          date: "1999",
          text: "M. Koller：シナリオツリーの構築と縮約。ミュンヘン工科大学。",
        },
      ],
    },
    postdocs: {
      heading: "博士研究員",
      intro: "受け入れた博士研究員（氏名はすべて架空です）。",
      rows: [
        {
          date: "2021 – 2024",
          text: "Dr. Y. Chen：分布ロバストな多段階最適化。KU Leuven。",
        },
        {
          date: "2017 – 2020",
          text: "Dr. R. Haas：安定性と標本平均近似。KU Leuven。",
        },
        {
          date: "2013 – 2016",
          text: "Dr. G. Rossi：リスク回避型計画問題の分解アルゴリズム。KU Leuven。",
        },
        {
          date: "2011 – 2013",
          text: "Dr. I. Szabo：不確実性のもとでの水資源。KU Leuven。",
        },
        {
          date: "2005 – 2008",
          text: "Dr. P. Novak：電力ポートフォリオの最適化。オックスフォード大学。",
        },
        {
          date: "2000 – 2003",
          text: "Dr. A. Berger：確率距離とリスク汎関数。ミュンヘン工科大学。",
        },
      ],
    },
  },
};
