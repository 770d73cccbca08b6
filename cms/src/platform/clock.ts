// The time the system goes by. It is the real clock; only a test can move it forward, so a test of
// a rule about time ("not before 5 s", "due at 10:00") never has to sleep until the time comes.

let offsetMs = 0;

/** Now, in ms since the epoch (Date.now() plus whatever a test has moved the clock by). */
export function now(): number {
  return Date.now() + offsetMs;
}

/** Now as a Date. */
export function currentDate(): Date {
  return new Date(now());
}

function refuseOutsideTests(): void {
  // Production and development always run on the real clock.
  if (process.env.NODE_ENV !== 'test') throw new Error('the clock can be moved only when NODE_ENV=test');
}

/** Moves the clock forward by `ms` (tests only). */
export function advanceClock(ms: number): void {
  refuseOutsideTests();
  if (!Number.isFinite(ms) || ms < 0) throw new Error('the clock moves forward only');
  offsetMs += ms;
}

/** Back to the real clock (tests only): what a test moved stays in that test. */
export function resetClock(): void {
  refuseOutsideTests();
  offsetMs = 0;
}

/** How far tests have moved the clock (0 on the real clock). */
export function clockOffset(): number {
  return offsetMs;
}
