// How well scores order candidates against grades a person gave them (0-3): the figures
// `npm run eval:scoring` prints. Ties count half, so a scorer that gives everyone the same score
// gets 0.5, not 1.

export interface Graded {
  relevance: number;
  score: number;
}

/** Share of pairs with different grades that the scores order the same way. */
export function pairwiseAccuracy(items: Graded[]): { correct: number; pairs: number } {
  let correct = 0;
  let pairs = 0;
  for (const [index, a] of items.entries()) {
    for (const b of items.slice(index + 1)) {
      if (a.relevance === b.relevance) continue;
      pairs += 1;
      const [high, low] = a.relevance > b.relevance ? [a, b] : [b, a];
      if (high.score > low.score) correct += 1;
      else if (high.score === low.score) correct += 0.5;
    }
  }
  return { correct, pairs };
}

/** Ranked by score, ties broken against the scorer (the lower grade first). */
export function ranked(items: Graded[]): Graded[] {
  return [...items].sort((a, b) => b.score - a.score || a.relevance - b.relevance);
}

/** NDCG at k with gain 2^grade - 1. */
export function ndcgAt(items: Graded[], k: number): number {
  const dcg = (list: Graded[]) =>
    list.slice(0, k).reduce((sum, item, index) => sum + (2 ** item.relevance - 1) / Math.log2(index + 2), 0);
  const ideal = dcg([...items].sort((a, b) => b.relevance - a.relevance));
  return ideal === 0 ? 1 : dcg(ranked(items)) / ideal;
}

function ranks(values: number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length).fill(0);
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.value === order[start]?.value) end += 1;
    for (let position = start; position <= end; position += 1) {
      const entry = order[position];
      if (entry) result[entry.index] = (start + end) / 2 + 1;
    }
    start = end + 1;
  }
  return result;
}

/** Spearman's rank correlation of scores and grades (average ranks for ties); 0 when either is constant. */
export function spearman(items: Graded[]): number {
  const x = ranks(items.map((item) => item.relevance));
  const y = ranks(items.map((item) => item.score));
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const [mx, my] = [mean(x), mean(y)];
  let covariance = 0;
  let vx = 0;
  let vy = 0;
  x.forEach((value, index) => {
    const dy = (y[index] ?? 0) - my;
    covariance += (value - mx) * dy;
    vx += (value - mx) ** 2;
    vy += dy ** 2;
  });
  return vx === 0 || vy === 0 ? 0 : covariance / Math.sqrt(vx * vy);
}
