import { describe, expect, it } from 'vitest';
import { redactPersonalData } from '../../src/domain/scoring/personal-data-redaction';

const maryam = { full_name: 'Maryam Al Sayed', email: 'maryam.alsayed@mail.bh', phone: '+973 3300 1122' };

describe('what an external AI provider sees of a CV', () => {
  it('has no name, e-mail or phone of the candidate, in any of their usual forms', () => {
    const cv = [
      'MARYAM AL SAYED',
      'maryam.alsayed@mail.bh | +973 3300 1122 | 00973-3300-1122 | (973) 3300 1122 | 33001122',
      'References: Ahmed Karimi, ahmed.k@company.com.bh, +966 50 123 4567',
      'Maryam led the VAT registration; Sayed is my family name.',
    ].join('\n');
    const shown = redactPersonalData(cv, maryam);
    for (const secret of [
      'Maryam',
      'MARYAM',
      'Sayed',
      'SAYED',
      'maryam.alsayed',
      '3300',
      '1122',
      'ahmed.k@',
      '123 4567',
    ]) {
      expect(shown).not.toContain(secret);
    }
    expect(shown).toContain('[name]');
    expect(shown).toContain('[e-mail]');
    expect(shown).toContain('[phone]');
  });

  it('keeps what scoring needs: years, date ranges, amounts, short name parts and words that contain a name', () => {
    const cv = [
      'Senior Accountant, 2015 - 2020; Accountant 2012–2015',
      'Managed a budget of BHD 1,200,000 across 12 entities',
      'Al Khaleej Bank; alignment of IFRS 16 leases; Sayedah Trading',
    ].join('\n');
    expect(redactPersonalData(cv, maryam)).toBe(cv);
  });

  describe('a phone in a CV header, on its own line above the first job', () => {
    const omar = { full_name: 'Omar Saleh', email: 'omar.saleh@mail.bh', phone: '+973 3987 6543' };
    const headers = ['Tel: +973 3987 6543', '+97339876543', '3987-6543', '00973 39876543', '(973) 3987 6543'];
    const job = '2019 - 2023 Analyst';

    it.each(headers)('leaves no digit of "%s" and keeps the years below it', (header) => {
      const shown = redactPersonalData(`${header}\n${job}`, omar);
      expect(shown).not.toMatch(/3987|6543|39876543/);
      expect(shown).toContain('[phone]');
      expect(shown.split('\n')).toEqual([expect.any(String), job]);
    });

    it.each(headers)('leaves no digit of "%s" when it is not the phone the candidate stated', (header) => {
      const shown = redactPersonalData(`${header}\n${job}`, { ...omar, phone: '+973 3600 0000' });
      expect(shown).not.toMatch(/3987|6543|39876543/);
      expect(shown.split('\n')).toEqual([expect.any(String), job]);
    });

    it('removes the stated phone however it is written, also run into the years of a second column', () => {
      const cv = ['Mobile 3987/6543', 'Tel: +973 3987 6543   2019 - 2023 Analyst', 'WhatsApp +973 39 876 543'].join(
        '\n',
      );
      expect(redactPersonalData(cv, omar)).toBe(
        ['Mobile [phone]', 'Tel: [phone]   2019 - 2023 Analyst', 'WhatsApp [phone]'].join('\n'),
      );
    });
  });

  it('has no profile link that names the candidate', () => {
    const cv = [
      'linkedin.com/in/omar-saleh-1987',
      'https://www.linkedin.com/in/osaleh/ | github.com/osaleh | https://x.com/osaleh_bh, twitter.com/osaleh_bh',
      'Budgeting in netflix.com/browse style dashboards',
    ].join('\n');
    expect(redactPersonalData(cv, maryam)).toBe(
      [
        '[profile]',
        '[profile] | [profile] | [profile], [profile]',
        'Budgeting in netflix.com/browse style dashboards',
      ].join('\n'),
    );
  });

  it('keeps a year range on the line below a phone, amounts and dates', () => {
    const cv = [
      '2019 - 2023 Analyst',
      'Cut costs by BHD 250,000 in 2021',
      'Joined on 01.09.2019, promoted 2021-03-15',
      'Auditor 09.2016 - 06.2019',
    ].join('\n');
    expect(redactPersonalData(`Tel: +973 3987 6543\n${cv}`, maryam)).toBe(`Tel: [phone]\n${cv}`);
  });
});
