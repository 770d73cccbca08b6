import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY, hasFilters, readListQuery, serverFilter, writeListQuery } from './list-query';

const read = (search: string) => readListQuery(new URLSearchParams(search));

describe('the list query in the URL', () => {
  it('reads filters, page and size, and writes them back the same', () => {
    const search =
      'q=layla&status=new,reviewed&ai=high&applied=last_7_days&archive=all&ageing=1&scorecards_awaiting=1&per_page=50&page=2';
    const query = read(search);
    expect(query).toMatchObject({
      q: 'layla',
      status: ['new', 'reviewed'],
      ai: ['high'],
      applied: 'last_7_days',
      archive: 'all',
      ageing: true,
      scorecardsAwaiting: true,
      perPage: 50,
      page: 2,
    });
    expect(read(writeListQuery(query).toString())).toEqual(query);
  });

  it('falls back to the defaults for anything unknown, and writes nothing for them', () => {
    const query = read('status=pending,bogus&ai=huge&applied=forever&archive=gone&per_page=7&page=-3&sort=password');
    expect(query).toEqual(DEFAULT_QUERY);
    expect(writeListQuery(query).toString()).toBe('');
    expect(hasFilters(query)).toBe(false);
  });

  it('keeps custom dates only with a custom range', () => {
    expect(writeListQuery(read('applied=today&from=2026-11-01&to=2026-11-20')).get('from')).toBeNull();
    expect(read('applied=custom&from=2026-11-01&to=nope')).toMatchObject({ from: '2026-11-01', to: '' });
  });
});

describe('the filter sent to the server', () => {
  it('names the schema keys with symbolic values, for the server to resolve', () => {
    const filter = serverFilter(
      read(
        'q=GH-1&status=new&job=abc,def&nationality=Bahraini&ai=high,unscored&interview=low&applied=last_30_days&ageing=1&scorecards_awaiting=1',
      ),
    );
    expect(filter).toEqual({
      q: 'GH-1',
      status: ['new'],
      job_posting_id: ['abc', 'def'],
      nationality: ['Bahraini'],
      ai_score: ['high', 'unscored'],
      interview_score: ['low'],
      date_range: 'last_30_days',
      archive: 'active',
      ageing: true,
      scorecards_awaiting: true,
    });
  });

  it('sends a custom range only once both dates are chosen', () => {
    expect(serverFilter(read('applied=custom&from=2026-11-01'))).toEqual({ archive: 'active' });
    expect(serverFilter(read('applied=custom&from=2026-11-01&to=2026-11-20'))).toMatchObject({
      date_range: 'custom',
      date_from: '2026-11-01',
      date_to: '2026-11-20',
    });
  });
});
