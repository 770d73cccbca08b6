/** mulberry32: a small seeded generator so the demo company is the same on every reset. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number): number => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    sample: <T>(items: readonly T[], count: number): T[] => [...items].sort(() => next() - 0.5).slice(0, count),
    chance: (probability: number): boolean => next() < probability,
  };
}
export type Random = ReturnType<typeof createRandom>;
