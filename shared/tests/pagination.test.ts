import { describe, expect, it } from 'vitest';
import { pageButtons, pageCountOf } from '../src';

describe('applications pagination buttons', () => {
  it('numbers every page up to seven pages', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('beyond seven pages shows first, last and two either side of the current page, with gaps', () => {
    expect(pageButtons(1, 12)).toEqual([1, 2, 3, 'gap', 12]);
    expect(pageButtons(3, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
    expect(pageButtons(4, 12)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 12]);
    expect(pageButtons(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pageButtons(10, 12)).toEqual([1, 'gap', 8, 9, 10, 11, 12]);
    expect(pageButtons(12, 12)).toEqual([1, 'gap', 10, 11, 12]);
    expect(pageButtons(5, 8)).toEqual([1, 'gap', 3, 4, 5, 6, 7, 8]);
  });

  it('keeps a page outside the range within it', () => {
    expect(pageButtons(40, 12)).toEqual(pageButtons(12, 12));
    expect(pageButtons(0, 12)).toEqual(pageButtons(1, 12));
    expect(pageButtons(1, 0)).toEqual([]);
  });

  it('counts pages, one at least', () => {
    expect(pageCountOf(240, 20)).toBe(12);
    expect(pageCountOf(241, 20)).toBe(13);
    expect(pageCountOf(0, 20)).toBe(1);
  });
});
