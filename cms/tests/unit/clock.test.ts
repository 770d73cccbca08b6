import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, clockOffset, now, resetClock } from '../../src/platform/clock';

const testEnv = process.env.NODE_ENV;

afterEach(() => {
  process.env.NODE_ENV = testEnv;
});

describe('the clock', () => {
  it('is the real clock until a test moves it', () => {
    const before = Date.now();
    const reading = now() - clockOffset();
    expect(reading).toBeGreaterThanOrEqual(before);
    expect(reading).toBeLessThanOrEqual(Date.now());
  });

  it('moves forward in tests, never backward', () => {
    process.env.NODE_ENV = 'test';
    const offset = clockOffset();
    advanceClock(5000);
    expect(clockOffset()).toBe(offset + 5000);
    // Read the real clock on both sides: a busy machine can let milliseconds pass between reads.
    const before = Date.now();
    const reading = now();
    expect(reading).toBeGreaterThanOrEqual(before + offset + 5000);
    expect(reading).toBeLessThanOrEqual(Date.now() + offset + 5000);
    expect(() => advanceClock(-1)).toThrow();
    resetClock();
    expect(clockOffset()).toBe(0);
  });

  it.each(['production', 'development', undefined])('cannot be moved when NODE_ENV is %s', (mode) => {
    if (mode === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = mode;
    const offset = clockOffset();
    expect(() => advanceClock(5000)).toThrow('the clock can be moved only when NODE_ENV=test');
    expect(() => resetClock()).toThrow('the clock can be moved only when NODE_ENV=test');
    expect(clockOffset()).toBe(offset);
  });
});
