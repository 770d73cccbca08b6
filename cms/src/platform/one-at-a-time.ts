/** Runs the tasks given to it one after another, in the order they came; each waits for the one before. */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = last.then(() => task());
    // The next task waits for this one to settle, whether it succeeded or failed.
    last = run.catch(() => undefined);
    return run;
  };
}
