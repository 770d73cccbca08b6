import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../../src/platform/one-at-a-time';

describe('one task at a time', () => {
  it('starts a task only when the one before it has finished, in the order they came', async () => {
    const run = oneAtATime();
    const log: string[] = [];
    let finishFirst = () => {};
    const firstMayFinish = new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    const first = run(async () => {
      log.push('first starts');
      await firstMayFinish;
      log.push('first ends');
      return 'first';
    });
    const second = run(async () => {
      log.push('second starts');
      return 'second';
    });
    const third = run(async () => {
      log.push('third starts');
      return 'third';
    });
    finishFirst();
    expect(await Promise.all([first, second, third])).toEqual(['first', 'second', 'third']);
    expect(log).toEqual(['first starts', 'first ends', 'second starts', 'third starts']);
  });

  it('goes on after a task that failed, and gives its caller the failure', async () => {
    const run = oneAtATime();
    const failed = run(async () => {
      throw new Error('not a valid image');
    });
    const next = run(async () => 'stored');
    await expect(failed).rejects.toThrow('not a valid image');
    expect(await next).toBe('stored');
  });
});
