import { messages } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { findConcepts } from '../../src/domain/scoring/concept-index';
import { dateRangeIn } from '../../src/domain/scoring/cv-dates';
import { readSections } from '../../src/domain/scoring/cv-sections';
import { scoreOffline } from '../../src/domain/scoring/offline-scorer';
import { postingLine } from '../../src/domain/scoring/posting-needs';
import type { ScoringInput } from '../../src/domain/scoring/scoring-input';
import { lemma, words } from '../../src/domain/scoring/text-forms';
import { demoPosting } from '../support/demo-posting';

const NOW = new Date('2026-11-01T00:00:00Z');

const conceptsIn = (text: string) => findConcepts(words(text)).map((match) => match.concept.id);
const sameForm = (a: string, b: string) => lemma(words(a)[0] ?? '') === lemma(words(b)[0] ?? '');

function score(title: string, cvText: string, years: [number, number], answers: Record<string, string> = {}) {
  const input: ScoringInput = {
    posting: demoPosting(title),
    applicant: { years_of_experience: years[0], years_related_experience: years[1], screening_answers: answers },
    cvText,
    directives: [],
  };
  return scoreOffline(input, NOW);
}

describe('word forms', () => {
  it('merges inflections and safe derivations, never unrelated words', () => {
    expect(sameForm('reconciliation', 'reconciling')).toBe(true);
    expect(sameForm('management', 'managing')).toBe(true);
    expect(sameForm('accountant', 'accounting')).toBe(true);
    expect(sameForm('organisation', 'organization')).toBe(true);
    expect(sameForm('customer', 'customs')).toBe(false);
    expect(sameForm('organisation', 'organ')).toBe(false);
    expect(sameForm('officer', 'office')).toBe(false);
  });

  it('reads Arabic whatever its spelling: hamza forms, ta marbuta, diacritics, tatweel, the article', () => {
    for (const spelling of ['الإنجليزية', 'الانجليزيه', 'اللغة الإنجليزية', 'إنجليزي']) {
      expect(conceptsIn(spelling)).toContain('english');
    }
    for (const spelling of ['العَرَبِيَّة', 'العـربية', 'اللغة العربية']) expect(conceptsIn(spelling)).toContain('arabic');
    expect(sameForm('والمحاسبة', 'محاسبة')).toBe(true);
  });
});

describe('the vocabulary', () => {
  it.each([
    ['Chartered Certified Accountant (2017)', 'acca'],
    ['Fellow of the Association of Chartered Certified Accountants', 'acca'],
    ['US Certified Public Accountant', 'cpa'],
    ['Certified Management Accountant', 'cma'],
    ['Applied international financial reporting standards (IFRS 9, 15 and 16)', 'ifrs'],
    ['Filed value added tax returns with the NBR', 'vat'],
    ['Built services in NestJS', 'nodejs'],
    ['Front ends in Next.js', 'react'],
    ['TS, Postgres', 'typescript'],
    ['TS, Postgres', 'postgresql'],
    ['Containerised the payment services', 'docker'],
    ['Migrated the ledger to SAP S/4HANA', 'sap'],
    ['Chartered MCIPD', 'cipd'],
    ['SHRM-SCP', 'shrm'],
    ['Cleared goods through Bahrain Customs Affairs (OFOQ)', 'customs'],
    ['IATA Dangerous Goods Regulations', 'iata'],
    ['ضريبة القيمة المضافة', 'vat'],
    ['المعايير الدولية لإعداد التقارير المالية', 'ifrs'],
    ['التخليص الجمركي', 'customs'],
    ['رخصة قيادة بحرينية', 'driving-licence'],
  ])('reads "%s" as %s', (text, concept) => {
    expect(conceptsIn(text)).toContain(concept);
  });

  it('reads a choice and a preference in a posting line, in English and in Arabic', () => {
    const choice = (line: string) => postingLine(line).clauses[0]?.needs.map((need) => need.concepts);
    expect(choice('ACCA, CPA or CMA qualification')).toContainEqual(['acca', 'cpa', 'cma']);
    expect(choice('شهادة ACCA أو CPA')).toContainEqual(['acca', 'cpa']);
    // Without a choice, each is asked for.
    expect(choice('TypeScript, React and Node.js')).toEqual([['typescript'], ['react'], ['nodejs']]);
    expect(postingLine('Fluent English; Arabic is an advantage').clauses.map((clause) => clause.preferred)).toEqual([
      false,
      true,
    ]);
    expect(postingLine('اللغة العربية ميزة إضافية').clauses[0]?.preferred).toBe(true);
  });

  it('keeps customer service apart from GCC customs procedures', () => {
    expect(conceptsIn('Five years of customer service')).not.toContain('customs');
    expect(conceptsIn('Knowledge of GCC customs procedures')).not.toContain('customer-service');
  });
});

describe('CV sections and roles', () => {
  it('finds roles under English and Arabic headings, with their titles, dates and duties', () => {
    const cv = readSections(
      [
        'Maryam Al-Sayed',
        'الخبرة العملية',
        'محاسبة أولى',
        'شركة الخليج للتجارة | يناير 2019 - حتى الآن',
        '- إعداد القوائم المالية الشهرية',
        'Experience',
        'Accountant, Bahrain Trading W.L.L., 03/2015 - 12/2018',
        '• Prepared VAT returns',
        'Education',
        'Bachelor of Accounting, University of Bahrain, 2011 - 2015',
      ].join('\n'),
      NOW,
    );
    expect(cv.roles.map((role) => role.title)).toEqual(['محاسبة أولى', 'Accountant']);
    expect(cv.roles[0]?.duties).toEqual(['- إعداد القوائم المالية الشهرية']);
    expect(cv.roles[1]?.company).toBe('Bahrain Trading W.L.L.');
    // The degree's dates make no role.
    expect(cv.roles).toHaveLength(2);
  });

  it.each([
    ['Mar 2019 – Present', 2019, 2026],
    ['03/2016 - 06/2021', 2016, 2021],
    ['March 2012 to May 2015', 2012, 2015],
    ['من 2015 إلى 2019', 2015, 2019],
    ['2018 - الآن', 2018, 2026],
  ])('reads the range "%s"', (text, from, to) => {
    const range = dateRangeIn(text, NOW);
    expect(range && Math.floor(range.start / 12)).toBe(from);
    expect(range && Math.floor(range.end / 12)).toBe(to);
  });
});

const HR_PARTNER = `Noor Hasan
noor.hasan@example.com | +973 3311 2200
Professional Summary
HR professional supporting logistics and retail leaders in Bahrain.
Experience
HR Business Partner, Gulf Freight Services W.L.L. | Jan 2020 – Present
• Advise operations managers on disciplinary cases and the Labour Law for the Private Sector (Law 36 of 2012)
• Run the yearly performance review and talent calibration for 600 staff
• Report Bahrainisation ratios and manage LMRA work permits
• Designed an engagement survey and action plans with the HR team
HR Officer, Manama Retail Group | 06/2016 - 12/2019
• Handled employee relations, onboarding and payroll inputs
Education
Bachelor of Business Administration, University of Bahrain, 2015
Certifications
Chartered MCIPD, 2021
Languages
Arabic (native), English (fluent)`;

// An IT helpdesk technician who pasted the posting's words into the summary and skills.
const STUFFED = `Ravi Kumar
ravi.kumar@example.com | +973 3900 1122
Profile
HR Business Partner with five or more years in HR, two as a business partner. Sound knowledge of the Bahrain Labour Law. CIPD or SHRM certification. Excellent communication in English and Arabic. Advise managers on people matters and labour law; lead the yearly performance and talent review; track Bahrainisation and LMRA compliance; design engagement initiatives with the HR team.
Skills
Labour Law, LMRA, Bahrainisation, Performance Management, CIPD, SHRM, Engagement, English, Arabic
Experience
IT Helpdesk Technician, Seef Systems W.L.L. | Feb 2017 – Present
• Resolve laptop, printer and e-mail tickets for 300 users
• Reset passwords and manage Active Directory accounts
Desktop Support Assistant, Bahrain Computers | 2014 - 2017
• Imaged and installed Windows PCs
Education
Diploma in Information Technology, Bahrain Polytechnic, 2013
Languages
English, Hindi`;

describe('evidence over vocabulary', () => {
  it("ranks a CV that pastes the posting's words far below one whose roles show the work, and says why", () => {
    const real = score('HR Business Partner', HR_PARTNER, [10, 6]);
    const stuffed = score('HR Business Partner', STUFFED, [9, 6]);
    expect(real.ai_score - stuffed.ai_score).toBeGreaterThanOrEqual(30);
    expect(stuffed.ai_summary).toMatch(/^Limited match/);
    expect(stuffed.ai_score_breakdown.requirements_match?.reason).toMatch(/only listed, not shown in any role/);
    expect(stuffed.ai_score_breakdown.requirements_match?.details).toMatch(
      /Listed, not shown in any role: [^.]*Sound knowledge of the Bahrain Labour Law/,
    );
    expect(stuffed.ai_insights.concerns).toContain(
      messages.scoring.listedNotShown('CIPD or SHRM certification preferred'),
    );
    // The helpdesk roles are not HR work: the stated 6 related years are a concern, and scored as the dates show.
    expect(String(stuffed.ai_insights.concerns)).toContain(
      'years of experience in similar roles; the applicant stated 6',
    );
    expect(stuffed.ai_score_breakdown.related_experience?.score).toBeLessThanOrEqual(2);
    expect(real.ai_score_breakdown.requirements_match?.details).toMatch(
      /^Shown in the CV's roles or qualifications: [^.]*Sound knowledge of the Bahrain Labour Law/,
    );
  });

  it('counts the years of a role in the field, and keeps a small stated figure the dates confirm', () => {
    const junior = `Ali Mansoor
Experience
Logistics Assistant, Gulf Freight Services | Oct 2025 – Present
• Booked sea and air shipments and prepared customs declarations with clearing agents
Warehouse Keeper, Sitra Stores | 2019 - 2025
• Counted stock and loaded trucks
Languages
Arabic, English`;
    const result = score('Logistics Coordinator', junior, [7, 1]);
    expect(result.years_related_experience ?? 1).toBeGreaterThan(0);
    expect(result.ai_score_breakdown.related_experience?.score).toBeGreaterThan(0);
    expect(result.ai_score_breakdown.related_experience?.details).toContain('Logistics Assistant');
  });
});

const ACCOUNTANT_EN = `Fatima Yusuf
Experience
Senior Accountant, Al Noor Trading W.L.L., Jan 2019 – Present
- Prepare the monthly financial statements under IFRS for three companies
- Reconcile intercompany balances and close the books each month
- File quarterly VAT returns with the NBR and coordinate the external audit
Accountant, Gulf Foods B.S.C., Jan 2016 – Dec 2018
- Posted journals and accruals in SAP
Education
Bachelor of Science in Accounting, University of Bahrain, 2015
Certifications
ACCA, 2018
Languages
Arabic, English`;

const ACCOUNTANT_AR = `فاطمة يوسف
الخبرة العملية
محاسبة أولى، شركة النور للتجارة، يناير 2019 – حتى الآن
- إعداد القوائم المالية الشهرية وفق المعايير الدولية لإعداد التقارير المالية لثلاث شركات
- تسوية الحسابات بين الشركات والإقفال الشهري للحسابات
- تقديم إقرارات ضريبة القيمة المضافة إلى الجهاز الوطني للإيرادات وتنسيق التدقيق الخارجي
محاسبة، شركة الخليج للأغذية، يناير 2016 – ديسمبر 2018
- تسجيل قيود اليومية والمستحقات في نظام SAP
المؤهلات العلمية
بكالوريوس المحاسبة، جامعة البحرين، 2015
الشهادات
زمالة المحاسبين القانونيين المعتمدين ACCA، 2018
اللغات
العربية، الإنجليزية`;

describe('Arabic CVs', () => {
  it('scores an Arabic CV as well as its English twin', () => {
    const english = score('Senior Accountant', ACCOUNTANT_EN, [10, 10]);
    const arabic = score('Senior Accountant', ACCOUNTANT_AR, [10, 10]);
    expect(english.ai_score).toBeGreaterThanOrEqual(75);
    expect(Math.abs(arabic.ai_score - english.ai_score)).toBeLessThanOrEqual(6);
    expect(arabic.years_related_experience ?? 10).toBeGreaterThanOrEqual(9);
  });

  it('meets a language requirement with a bilingual CV', () => {
    const bilingual = `${ACCOUNTANT_EN}\nنبذة\nمحاسبة بحرينية بخبرة عشر سنوات في إعداد القوائم المالية والتدقيق وضريبة القيمة المضافة لدى شركات في البحرين. أتواصل يومياً مع العملاء والموردين والمدققين باللغتين.`;
    const result = score(
      'Customer Service Representative',
      bilingual.replace('Languages\nArabic, English', ''),
      [10, 0],
    );
    expect(result.ai_score_breakdown.requirements_match?.details).toContain(
      "Shown in the CV's roles or qualifications: Fluent Arabic and English",
    );
  });
});
