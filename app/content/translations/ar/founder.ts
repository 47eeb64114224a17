import type { FounderContent } from "#app/content/founder.ts";
/** Draft translation (ar), awaiting review by a native speaker. */
export const sampleNotice =
  "محتوى تجريبي: Aurelio Marsh شخصية خيالية. وسيرته الذاتية ونماذج التداول والصور والقنوات والكتب الصوتية المنسوبة إليه مختلَقة لأغراض العرض التوضيحي فقط.";

export const founder: FounderContent = {
  heading: "ملتزم بعهد مختلف",
  name: "Aurelio Marsh",
  tagline: "مؤسس Nirvana · مبتكر نماذج تداول · مصوّر فوتوغرافي",
  paragraphs: [
    "أمضى Aurelio Marsh أكثر من عقدين في بناء نماذج تداول كمية، قبل أن يقرّر أن أنفع ما يمكنه بناؤه ليس طريقة أخرى للربح، بل طريقة لرؤية مقدار ما قد يخسره المرء. وكانت النتيجة Nirvana: محرك بحث مالي محايد يرتّب المنتجات بحسب ما قد تكلّفه المستثمر العادي، لا بحسب ما تدفعه لمن يبيعونها.",
    "بدأ مسيرته المهنية في مكتب لتداول السندات، حيث كتب أولى أدوات التسعير الخاصة به في الأمسيات على محطة عمل مستعارة. وتطوّرت تلك الأدوات إلى مجموعة من نماذج توزيع الأصول التي تضع المخاطر أولًا، ومنح لاحقًا تراخيص استخدامها لمديري أصول في ثلاث قارات. وكان الخيط الجامع بينها بسيطًا: البدء بمخاطر الهبوط، وقياسها بأمانة، وترك كل ما عداها يأتي بعد ذلك.",
    "ومع مرور السنين ازداد قلقه من صناعة تستطيع فيها الشركة نفسها أن تصمّم المنتج وتقيّمه وتبيعه. فالعمولات ورسوم الظهور والترتيبات المموّلة هي التي تحدّد ما يُعرض على معظم الناس حين يبحثون عن صندوق تقاعد أو صندوق متداول في البورصة أو حساب ادخار. وصار يرى في ذلك عهدًا بين البائعين، وأراد أن يلتزم بعهد مختلف: عهد مع الشخص الذي يتحمّل المخاطرة.",
    "وهذا العهد مكتوب في طريقة عمل Nirvana. فالأعضاء يدفعون رسومًا سنوية ثابتة ولا شيء غيرها. ولا يستطيع أي مزوّد منتجات شراء مرتبة أعلى، ولا تمسّ رموز Trust Code نتائج البحث أبدًا. وتتعهّد Nirvana بتخصيص عشرة في المئة من إجمالي إيراداتها الموحّدة للأعمال الخيرية: للغابات والنظم البيئية والحيوانات والبشر.",
    "وبعيدًا عن الشاشات، Aurelio مصوّر فوتوغرافي. يعمل في الغالب بالأبيض والأسود، خلال جولات مشي طويلة عبر الغابات والسواحل والبلدات الصناعية القديمة، ويقول إن التصوير علّمه الدرس نفسه الذي علّمته إياه إدارة المخاطر: ما يُترك خارج الإطار لا يقل أهمية عمّا يوضع داخله. وترافق هذه الصفحةَ مجموعةٌ مختارة من صوره.",
    "سجّل ثلاثة كتب صوتية عن المال والصبر وتجنّب الخسارة، وينشر مقالات مصوّرة قصيرة يشرح فيها، من دون مصطلحات معقّدة، كيف تعمل المنتجات المالية حقًا. ويعيش متنقّلًا بين لشبونة والمرتفعات الاسكتلندية، ويردّ بنفسه على رسائل الأعضاء كلما استطاع ذلك.",
  ],
  links: [
    {
      kind: "professional-profile",
      label: "الملف المهني",
      href: "https://example.org/aurelio-marsh/profile",
    },
    {
      kind: "video-channel",
      label: "قناة الفيديو: Plain Money with Aurelio Marsh",
      href: "https://example.org/aurelio-marsh/videos",
    },
    {
      kind: "photo-art",
      label: "فن التصوير: Aurelio Marsh Photography",
      href: "https://example.org/aurelio-marsh/photography",
    },
    {
      kind: "audiobook",
      // The trailing left-to-right mark keeps the question mark with the English title in right-to-left text.
      label: "كتاب صوتي: How Much Could I Lose?\u200E",
      href: "https://example.org/aurelio-marsh/audiobooks/how-much-could-i-lose",
    },
    {
      kind: "audiobook",
      label: "كتاب صوتي: The Patient Investor",
      href: "https://example.org/aurelio-marsh/audiobooks/the-patient-investor",
    },
    {
      kind: "audiobook",
      label: "كتاب صوتي: Bound by a Different Covenant",
      href: "https://example.org/aurelio-marsh/audiobooks/bound-by-a-different-covenant",
    },
  ],
};

export const linksHeading = "في أماكن أخرى";
