// The Arabic texts of the demo company's page sections (by section key) and benefits (by English
// title). A few stay untranslated on purpose, so the Arabic site shows how English
// content reads there (marked lang="en").

interface SectionArabic {
  title_ar: string;
  subtitle_ar?: string;
  content_ar?: string;
}

export const SECTIONS_IN_ARABIC: Readonly<Record<string, SectionArabic>> = {
  hero_headline: {
    // The highlighted word stays the company's name, as written in the English title.
    title_ar: 'ابنِ مستقبل الخليج مع Gulf Horizon',
    subtitle_ar: 'وظائف في الخدمات اللوجستية والتقنية المالية والضيافة في أنحاء مملكة البحرين.',
    content_ar:
      'نحن مجموعة بحرينية تضم 1,200 موظف ننقل البضائع والأموال والضيوف في أنحاء المنطقة. أحضر موهبتك، ونحن نوفّر المشاريع والتدريب وفريقًا يقف إلى جانبك.',
  },
  banner: {
    title_ar: 'نوظّف الآن في المنامة وسترة والمحرق',
    content_ar: 'وظائف جديدة كل شهر. قدّم خلال خمس دقائق بسيرتك الذاتية، دون الحاجة إلى حساب.',
  },
  cta_primary: { title_ar: 'عرض الوظائف الشاغرة' },
  cta_secondary: { title_ar: 'اكتشف المزايا' },
  why_section_heading: {
    title_ar: 'لماذا Gulf Horizon؟',
    subtitle_ar: 'أربعة أسباب تجعل موظفينا يبقون وينمون معنا.',
  },
  feature_growth: {
    title_ar: 'نمو مهني',
    content_ar: 'مسارات مهنية واضحة، وشهادات مهنية على نفقة الشركة، والأولوية للترقية الداخلية قبل التوظيف من الخارج.',
  },
  feature_innovation: {
    title_ar: 'ابتكار حقيقي',
    content_ar: 'من تتبع سلاسل التبريد إلى المدفوعات الفورية، تُنجز أعمالًا تستخدمها المنطقة كل يوم.',
  },
  feature_team: {
    title_ar: 'فريق رائع',
    content_ar: 'أكثر من 30 جنسية يعملون جنبًا إلى جنب، مع مرشد لكل موظف جديد.',
  },
  feature_recognition: {
    title_ar: 'جهة عمل متميزة',
    content_ar: 'ضمن أفضل بيئات العمل في البحرين ثلاث سنوات متتالية.',
  },
  benefits_heading: {
    title_ar: 'مزايا تصنع الفرق',
    subtitle_ar: 'الصحة والوقت والمال: نهتم بها جميعًا.',
  },
  final_cta_heading: {
    title_ar: 'هل أنت مستعد للخطوة التالية؟',
    subtitle_ar: 'اعثر على الوظيفة المناسبة لك وقدّم اليوم.',
  },
  final_cta_button: { title_ar: 'تصفح الوظائف' },
  hero: {
    title_ar: 'عن Gulf Horizon',
    subtitle_ar: 'تأسست في المنامة عام 1998، وبناها أبناء الخليج.',
    content_ar:
      'ما بدأ شركة شحن بشاحنتين أصبح اليوم مجموعة من ثلاث شركات تخدم العملاء في دول مجلس التعاون الخليجي الست.',
  },
  vision: {
    title_ar: 'رؤيتنا',
    content_ar: 'أن نكون الشريك الأكثر ثقة في نقل البضائع والأموال والأشخاص في أنحاء الخليج.',
  },
  mission: {
    title_ar: 'رسالتنا',
    content_ar:
      'نجمع بين المعرفة المحلية والتقنية الحديثة لنقدّم خدمات سريعة وعادلة وموثوقة، وننمّي المواهب البحرينية في الوقت نفسه.',
  },
  values: { title_ar: 'قيمنا', subtitle_ar: 'المبادئ التي تقف وراء كل قرار نتخذه.' },
  value_integrity: { title_ar: 'النزاهة', content_ar: 'نفعل ما نقول، ونقوله بوضوح.' },
  value_care: { title_ar: 'الاهتمام', content_ar: 'نرعى عملاءنا وزملاءنا ومجتمعنا.' },
  value_curiosity: { title_ar: 'الفضول', content_ar: 'نسأل لماذا، ونختبر الأفكار بسرعة، ونتعلم من كل نتيجة.' },
  value_excellence: { title_ar: 'التميز', content_ar: 'نضع معايير عالية ونساعد بعضنا على بلوغها.' },
  // Teamwork stays English on purpose (see above).
};

export const BENEFITS_IN_ARABIC: Readonly<Record<string, { title_ar: string; description_ar: string }>> = {
  'Comprehensive Medical Cover': {
    title_ar: 'تأمين طبي شامل',
    description_ar: 'تأمين طبي خاص لك ولزوجك ولثلاثة أطفال، يشمل الأسنان والبصريات.',
  },
  'Annual Health Check': {
    title_ar: 'فحص صحي سنوي',
    description_ar: 'فحص صحي شامل كل عام في مستشفى شريك، خلال ساعات العمل.',
  },
  'Flexible Working Hours': {
    title_ar: 'ساعات عمل مرنة',
    description_ar: 'ابدأ بين السابعة والتاسعة صباحًا، واعمل من المنزل حتى يومين في الأسبوع في الوظائف المؤهلة.',
  },
  '30 Days Annual Leave': {
    title_ar: 'إجازة سنوية 30 يومًا',
    description_ar: 'ثلاثون يوم عمل إجازة مدفوعة في السنة، إضافة إلى العطل الرسمية في البحرين.',
  },
  'Parental Leave': {
    title_ar: 'إجازة الوالدين',
    description_ar: 'اثنا عشر أسبوعًا إجازة أمومة مدفوعة بالكامل، وأربعة أسابيع إجازة أبوة.',
  },
  'Annual Performance Bonus': {
    title_ar: 'مكافأة أداء سنوية',
    description_ar: 'مكافأة سنوية تصل إلى راتب ثلاثة أشهر بحسب نتائج الشركة وأدائك.',
  },
  'Savings Plan': {
    title_ar: 'خطة ادخار',
    description_ar: 'نضاعف مدخراتك الطوعية حتى 5% من راتبك الأساسي.',
  },
  'Housing and Transport Allowance': {
    title_ar: 'بدل سكن ومواصلات',
    description_ar: 'بدلات شهرية تُصرف مع راتبك وتُراجع كل عام.',
  },
  'Learning Budget': {
    title_ar: 'ميزانية التعلم',
    description_ar: '750 دينارًا بحرينيًا سنويًا للدورات والشهادات والمؤتمرات التي تختارها.',
  },
  'Mentorship Programme': {
    title_ar: 'برنامج الإرشاد',
    description_ar: 'يُقرن كل موظف جديد بمرشد من كبار الموظفين خلال سنته الأولى.',
  },
  'Team Events and Ramadan Ghabga': {
    title_ar: 'فعاليات الفريق وغبقة رمضان',
    description_ar: 'فعاليات فصلية للفريق، وغبقتنا الرمضانية السنوية المحبوبة.',
  },
  'Recognition Awards': {
    title_ar: 'جوائز التقدير',
    description_ar: 'جوائز فصلية يختارها الزملاء، مع جائزة ويوم إجازة.',
  },
  'Laptop and Home-Office Kit': {
    title_ar: 'حاسوب محمول ومستلزمات المكتب المنزلي',
    description_ar: 'حاسوب محمول جديد من اختيارك، وبدل لمرة واحدة لتجهيز مكتبك المنزلي.',
  },
  'Gym Membership': {
    title_ar: 'عضوية النادي الرياضي',
    description_ar: 'عضوية مجانية في أندية رياضية شريكة في أنحاء البحرين.',
  },
  'Mental Health Support': {
    title_ar: 'دعم الصحة النفسية',
    description_ar: 'جلسات إرشاد سرية لك ولعائلتك، بالعربية أو الإنجليزية.',
  },
  // Free Coffee and Breakfast stays English on purpose (see above).
};
