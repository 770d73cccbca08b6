import { describe, expect, it } from 'vitest';
import { outcomeOf } from '../../src/domain/privacy/erasure-request';

// What the Privacy register records of an erasure request, and so what the person is told: any
// application on legal hold is named, and a kept employee record is said to stay.

describe('an erasure request’s outcome', () => {
  it.each([
    [3, 0, false, 'completed'],
    [0, 0, false, 'completed'],
    [2, 0, true, 'employee_record_kept'],
    [0, 2, false, 'held'],
    [0, 1, true, 'held'],
    [1, 1, false, 'partly_held'],
    [1, 1, true, 'partly_held'],
  ] as const)('%i erased, %i held, record kept %s: %s', (erased, held, kept, outcome) => {
    expect(outcomeOf(erased, held, kept)).toBe(outcome);
  });
});
