import { foldedPattern } from './screening-text';

/**
 * The same directives in Arabic, Urdu, Russian, Hindi and Chinese, written as spelled and folded by
 * foldedPattern as screeningForms folds the text (Arabic: alef forms as ا, ى as ي, ة as ه, no short
 * vowels, Western digits; Russian: й as и; Hindi: no nukta or vowel marks). These scripts have no
 * \b, so a word starts after any non-letter.
 */
const word = (alternatives: string) => `(?<![\\p{L}\\p{M}])(?:${alternatives})(?![\\p{L}\\p{M}])`;
// Arabic attaches و or ف to a verb.
const arabicWord = (alternatives: string) => `(?<![\\p{L}\\p{M}])[وف]?(?:${alternatives})(?![\\p{L}\\p{M}])`;

function arabic(): string[] {
  const ignore = arabicWord('تجاهل|تجاهلي|تجاهلوا|اهمل|اهملي|انس|انسي|تخط|تخطي|الغ|الغي|لا تتبع|لا تلتزم');
  const instructions = '(?:ال)?(?:تعليمات|اوامر|قواعد|ارشادات|توجيهات)';
  const grant = arabicWord('امنح|امنحي|امنحوا|اعط|اعطي|اعطوا|ضع|ضعي|سجل|قيم|قيمي');
  const highest = arabicWord('اعلي|اقصي|القصوي|الكامله|كامله|الاولي|ممتاز|ممتازه|100|10/10|100/100|مئه');
  const scoreOrCandidate =
    '(?:درجه|الدرجه|تقييم|التقييم|علامه|العلامه|نقاط|النقاط|نقطه|نتيجه|النتيجه|المرشح|المرشحه|المتقدم|المتقدمه|سيرتي|السيره)';
  return [
    `${ignore}.{0,50}${instructions}`,
    `^(?=.*${grant})(?=.*${highest})(?=.*${scoreOrCandidate})`,
    `${arabicWord('هذا|هذه')}\\s+(?:المرشح|المرشحه|المتقدم|المتقدمه)\\s+(?:(?:هو|هي)\\s+)?(?:الافضل|المثالي|المثاليه|الانسب)`,
    '(?:ملاحظه|رساله|تنبيه|تعليمات)\\s+(?:الي|ل|لل)\\s*(?:ال)?(?:ذكاء الاصطناعي|ذكاء اصطناعي|نظام الفرز|نظام الالي|مقيم الالي|نموذج|برنامج الفرز|نظام تتبع)',
    `${arabicWord('انت|بصفتك|تصرف|تظاهر')}.{0,40}(?:ذكاء اصطناعي|الذكاء الاصطناعي|نموذج لغوي|مساعد ذكي|شات جي بي تي)`,
    'موجه النظام|رساله النظام',
  ];
}

// Urdu and Hindi put the verb last: "all previous instructions ignore".
const URDU = ['(?:ہدایات|ہدایت|احکامات|اصولوں|ہدایتوں).{0,40}(?:نظر\\s?انداز|بھول جائیں|بھول جاؤ)'];

const HINDI = [
  '(?:निर्देश|निर्देशों|आदेशों|नियमों).{0,40}(?:अनदेखा|नज़रअंदाज़|भूल जाओ|भूल जाएं|भूल जाइए)',
  '(?:पूरे|पूर्ण|सर्वोच्च|अधिकतम|100)\\s*अंक\\s*(?:दें|दीजिए|दो)',
];

const RUSSIAN = [
  `${word('игнорируй|игнорируйте|проигнорируй|проигнорируйте|забудь|забудьте|не обращай внимания на|не обращайте внимания на|не следуй|не следуйте')}.{0,40}(?:инструкци|указани|правил|команд|промпт)`,
  `${word('поставь|поставьте|дай|дайте|присвой|присвойте|выставь|выставьте')}.{0,50}(?:максимальн|наивысш|100 баллов|100/100)`,
  `${word('этот|эта')}\\s+(?:кандидат|кандидатка|соискатель)\\s+(?:—\\s+)?(?:лучший|лучшая|идеальный|идеальная)`,
  `${word('примечание|сообщение|заметка')}\\s+(?:для\\s+)?(?:ии|искусственного интеллекта|нейросети|системы отбора|chatgpt)`,
];

const CHINESE = [
  '(?:忽略|无视|無視|忽视|忽視|忘记|忘記|不要理会|不要遵守).{0,12}(?:指令|指示|规则|規則|提示|说明|說明)',
  '(?:给|給|打)(?:这位|這位|这个|這個|该|該|此|我)?.{0,10}(?:满分|滿分|最高分|100分)',
];

export const SCRIPT_DIRECTIVE_PATTERNS = [...arabic(), ...URDU, ...HINDI, ...RUSSIAN, ...CHINESE].map((source) =>
  foldedPattern(source),
);
