import { applicationFiltersSchema } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { applicationsWhere, searchColumns, type WhereContext } from '../../src/domain/applications/list/where';

// The Applications tab's filter as the database condition, from a filter the client sent (parsed
// with the shared schema, as the route parses it). Now is 01:00 on 8 December in Bahrain.
const now = new Date('2026-12-07T22:00:00Z');
const context: WhereContext = { now, ageingDays: 5 };
const where = (raw: Record<string, unknown>, extra: Partial<WhereContext> = {}) =>
  applicationsWhere(applicationFiltersSchema.parse(raw), { ...context, ...extra });

describe('the applications list filter', () => {
  it('shows only active applications when nothing is chosen, everything with archive "all"', () => {
    expect(where({})).toEqual({ $and: [{ is_archived: false }] });
    expect(where({ archive: 'archived' })).toEqual({ $and: [{ is_archived: true }] });
    expect(where({ archive: 'all' })).toEqual({});
  });

  it('returns named applications whatever their archive state', () => {
    expect(where({ id: ['abcdefghij12'] })).toEqual({ $and: [{ documentId: { $in: ['abcdefghij12'] } }] });
  });

  it('searches name, e-mail and reference for trimmed text, a reference only in its own column', () => {
    expect(where({ q: '  Fatima  ', archive: 'all' })).toEqual({
      $and: [
        {
          $or: [
            { full_name: { $containsi: 'Fatima' } },
            { email: { $containsi: 'Fatima' } },
            { reference_id: { $containsi: 'Fatima' } },
          ],
        },
      ],
    });
    expect(searchColumns('GH-2026-0042')).toEqual(['reference_id']);
    expect(searchColumns('gh-2026')).toEqual(['reference_id']);
    expect(searchColumns('ghada')).toEqual(['full_name', 'email', 'reference_id']);
  });

  it('passes hostile search text on as a value to match, never as part of the condition', () => {
    const text = "%' OR 1=1 -- $or";
    const condition = where({ q: text, archive: 'all' });
    expect(condition).toEqual({
      $and: [
        {
          $or: [
            { full_name: { $containsi: text } },
            { email: { $containsi: text } },
            { reference_id: { $containsi: text } },
          ],
        },
      ],
    });
  });

  it('ignores a blank search', () => {
    expect(where({ q: '   ', archive: 'all' })).toEqual({});
  });

  it('narrows a search to the text index’s candidates when it has them', () => {
    const candidates = { subquery: 'fts' };
    const condition = where({ q: 'Ali', archive: 'all' }, { searchCandidates: candidates });
    expect(condition.$and).toContainEqual({ id: { $in: candidates } });
  });

  it('turns score bands into inclusive ranges, any of them, and names scored or unscored', () => {
    expect(where({ ai_score: ['high'], archive: 'all' })).toEqual({ $and: [{ ai_score: { $gte: 80, $lte: 100 } }] });
    expect(where({ ai_score: ['high', 'high'], archive: 'all' })).toEqual({
      $and: [{ ai_score: { $gte: 80, $lte: 100 } }],
    });
    expect(where({ interview_score: ['medium', 'unscored'], archive: 'all' })).toEqual({
      $and: [{ $or: [{ interview_score: { $gte: 5, $lte: 7 } }, { interview_score: { $null: true } }] }],
    });
    expect(where({ ai_score: ['low', 'scored'], archive: 'all' })).toEqual({
      $and: [{ $or: [{ ai_score: { $gte: 0, $lte: 59 } }, { ai_score: { $notNull: true } }] }],
    });
    expect(where({ ai_score: [], archive: 'all' })).toEqual({});
  });

  it('starts "today" at Bahrain’s midnight, 21:00 UTC the evening before', () => {
    expect(where({ date_range: 'today', archive: 'all' })).toEqual({
      $and: [{ createdAt: { $gte: new Date('2026-12-07T21:00:00Z') } }],
    });
  });

  it('counts today as one of the last 7 and last 30 days', () => {
    expect(where({ date_range: 'last_7_days', archive: 'all' })).toEqual({
      $and: [{ createdAt: { $gte: new Date('2026-12-01T21:00:00Z') } }],
    });
    expect(where({ date_range: 'last_30_days', archive: 'all' })).toEqual({
      $and: [{ createdAt: { $gte: new Date('2026-11-08T21:00:00Z') } }],
    });
  });

  it('includes a custom range’s last day to its end, across a leap day', () => {
    const condition = where({ date_range: 'custom', date_from: '2028-02-28', date_to: '2028-02-29', archive: 'all' });
    expect(condition).toEqual({
      $and: [
        { createdAt: { $gte: new Date('2028-02-27T21:00:00Z') } },
        { createdAt: { $lt: new Date('2028-02-29T21:00:00Z') } },
      ],
    });
  });

  it('finds ageing applications: still awaiting review and older than the setting’s days', () => {
    expect(where({ ageing: true, archive: 'all' })).toEqual({
      $and: [{ status: { $in: ['new', 'pending'] } }, { createdAt: { $lt: new Date('2026-12-02T22:00:00Z') } }],
    });
  });

  it('filters postings through their link subquery when it has one, by posting otherwise', () => {
    const ids = ['posting00001'];
    expect(where({ job_posting_id: ids, archive: 'all' })).toEqual({
      $and: [{ job_posting: { documentId: { $in: ids } } }],
    });
    const link = { subquery: 'postings' };
    expect(where({ job_posting_id: ids, archive: 'all' }, { postingApplications: link })).toEqual({
      $and: [{ id: { $in: link } }],
    });
  });

  it('matches nothing for awaited scorecards when none is awaited', () => {
    expect(where({ scorecards_awaiting: true, archive: 'all' })).toEqual({ $and: [{ id: { $in: [] } }] });
  });

  it('combines every chosen filter (AND)', () => {
    const condition = where({ status: ['new'], nationality: ['Bahraini'], ai_score: ['medium'] });
    expect(condition).toEqual({
      $and: [
        { status: { $in: ['new'] } },
        { nationality: { $in: ['Bahraini'] } },
        { ai_score: { $gte: 60, $lte: 79 } },
        { is_archived: false },
      ],
    });
  });
});
