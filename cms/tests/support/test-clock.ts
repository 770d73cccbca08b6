// The running test Strapi's clock (src/platform/clock.ts), moved forward instead of sleeping.
import type { TestServer } from './test-server';

type Clock = typeof import('../../src/platform/clock');

export interface TestClock {
  /** The server's now (ms): schedule relative to this, as earlier tests may have moved the clock. */
  now(): number;
  /** A Date `ms` from the server's now. */
  in(ms: number): Date;
  /** Moves the server's clock forward: what was due in `ms` is due now. */
  advance(ms: number): void;
  /**
   * Back to the real clock: call after each test that moved it (afterEach), so what a test moved
   * stays in that test and the next one starts where the database's other timestamps are.
   */
  reset(): void;
}

export function testClock(server: TestServer): TestClock {
  const clock = server.load<Clock>('platform/clock');
  return {
    now: () => clock.now(),
    in: (ms) => new Date(clock.now() + ms),
    advance: (ms) => clock.advanceClock(ms),
    reset: () => clock.resetClock(),
  };
}

const DAY = 86_400_000;
/** Noon in Bahrain (UTC+3, no daylight saving) is 09:00 UTC. */
const BAHRAIN_NOON_UTC = 9 * 3_600_000;

/**
 * Moves the server's clock forward to the next noon in Bahrain, so a test that works out "today"
 * once and asks the server again later is twelve hours from either midnight; the test resets it after.
 */
export function advanceToBahrainNoon(clock: TestClock): void {
  const now = clock.now();
  const sinceNoon = (((now - BAHRAIN_NOON_UTC) % DAY) + DAY) % DAY;
  if (sinceNoon !== 0) clock.advance(DAY - sinceNoon);
}
