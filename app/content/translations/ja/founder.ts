import type { FounderContent } from "#app/content/founder.ts";
/** Draft translation (ja), awaiting review by a native speaker. */
export const sampleNotice =
  "サンプルコンテンツ：Aurelio Marsh は架空の人物です。経歴、トレーディングモデル、写真、チャンネル、オーディオブックは、すべてデモンストレーションのためだけに作成したものです。";

export const founder: FounderContent = {
  heading: "もう一つの誓いに従って",
  name: "Aurelio Marsh",
  tagline: "Nirvana 創業者 · トレーディングモデル開発者 · 写真家",
  paragraphs: [
    "Aurelio Marsh は20年以上にわたってクオンツのトレーディングモデルを構築してきました。そしてあるとき、自分が作れる最も役に立つものは、勝つための新しい方法ではなく、どれだけ損をする可能性があるかを見えるようにする方法だと気づきました。その答えが Nirvana です。金融商品を、販売する人々にいくら支払われるかではなく、一般の投資家にどれだけのコストをもたらし得るかで順位付けする、中立的な金融の検索エンジンです。",
    "彼のキャリアは債券デスクから始まりました。そこで彼は、借りたワークステーションで夜な夜な最初のプライシングツールを書きました。それらのツールはやがて、リスクを第一に考える資産配分モデル群へと発展し、後に三大陸の資産運用会社にライセンス供与されました。一貫していた考え方はシンプルです。まず下落リスクから始め、それを誠実に測り、ほかのことはすべてその後に続ける、ということです。",
    "年月を重ねるうちに、彼は同じ会社が商品を設計し、評価し、販売できてしまう業界に違和感を抱くようになりました。年金ファンド、ETF、預金口座を探すとき、多くの人の目に入るものは、手数料、掲載料、スポンサー付きのランキングによって形作られています。彼はこれを売り手どうしの誓約のようなものだと考えるようになり、自分は別の誓いに従いたいと思いました。リスクを負う人との誓いです。",
    "その誓いは、Nirvana の仕組みそのものに組み込まれています。メンバーが支払うのは一律の年会費だけです。商品提供会社が上位の表示順位を買うことはできず、Trust Code が検索結果に影響することもありません。連結総収益の10%は、森林、生態系、動物、人々のための慈善活動に寄付することを誓約しています。",
    "画面から離れると、Aurelio は写真家です。主にモノクロで、森や海岸線、古い工業の町を長い時間かけて歩きながら撮影しています。写真はリスク管理と同じことを教えてくれた、と彼は言います。フレームの外に何を残すかは、フレームに何を入れるかと同じくらい重要だということです。このページには、彼の作品の一部を掲載しています。",
    "お金、忍耐、損失回避をテーマにした3冊のオーディオブックを録音しているほか、金融商品が実際にどのように機能するのかを専門用語を使わずに解説する短い動画エッセイも公開しています。リスボンとスコットランド高地を行き来しながら暮らし、できる限りメンバーからの手紙に自ら返事を書いています。",
  ],
  links: [
    {
      kind: "professional-profile",
      label: "プロフェッショナル・プロフィール",
      href: "https://example.org/aurelio-marsh/profile",
    },
    {
      kind: "video-channel",
      label: "動画チャンネル：Plain Money with Aurelio Marsh",
      href: "https://example.org/aurelio-marsh/videos",
    },
    {
      kind: "photo-art",
      label: "写真作品：Aurelio Marsh Photography",
      href: "https://example.org/aurelio-marsh/photography",
    },
    {
      kind: "audiobook",
      label: "オーディオブック：How Much Could I Lose?",
      href: "https://example.org/aurelio-marsh/audiobooks/how-much-could-i-lose",
    },
    {
      kind: "audiobook",
      label: "オーディオブック：The Patient Investor",
      href: "https://example.org/aurelio-marsh/audiobooks/the-patient-investor",
    },
    {
      kind: "audiobook",
      label: "オーディオブック：Bound by a Different Covenant",
      href: "https://example.org/aurelio-marsh/audiobooks/bound-by-a-different-covenant",
    },
  ],
};

export const linksHeading = "その他のリンク";
