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
});
