// The offline scorer against graded sets (cms/eval/scoring): pairwise accuracy, NDCG@3, Spearman,
// grade-0 CVs in a posting's top 3, the mean score by grade, and the worst-ordered pairs with their
// breakdowns. Prints; asserts nothing (cms/tests/unit/scoring-evaluation.test.ts holds the floor).
//   npm run eval:scoring            every set
//   npm run eval:scoring -- FILE    one set, e.g. bahrain-dev.json
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { evalSetFiles, readEvalSet } from './lib/eval-sets.mts';
import { evaluateSet, type ScoredCandidate, type Scorer } from './lib/scoring-evaluation.mts';

const requireFromCms = createRequire(join(import.meta.dirname, '..', 'package.json'));
const { scoreOffline } = requireFromCms(
  join(import.meta.dirname, '..', 'dist', 'src', 'domain', 'scoring', 'offline-scorer.js'),
) as { scoreOffline: Scorer };

const WORST_SHOWN = Number(process.env.EVAL_WORST ?? 5);
const files = process.argv.slice(2).length ? process.argv.slice(2) : evalSetFiles();
const fixed = (value: number) => value.toFixed(2);

function breakdown(item: ScoredCandidate): string {
  return Object.entries(item.result.ai_score_breakdown)
    .map(([key, criterion]) => `      ${key} ${criterion.score}/${criterion.max}: ${criterion.reason}`)
    .join('\n');
}

for (const file of files) {
  const set = readEvalSet(file);
  const started = performance.now();
  const figures = evaluateSet(set, scoreOffline);
  const cvs = figures.postings.reduce((sum, posting) => sum + posting.scored.length, 0);
  const perCv = (performance.now() - started) / cvs;
  console.log(`\n${set.name} (${file}; ${set.license}): ${figures.postings.length} postings, ${cvs} CVs`);
  console.log(
    `  pairwise accuracy ${fixed(figures.pairwise)}, NDCG@3 ${fixed(figures.ndcg3)}, Spearman ${fixed(figures.spearman)}, ` +
      `grade-0 CVs above a graded one in a top 3: ${figures.irrelevantInTop3}, ${perCv.toFixed(1)} ms per CV`,
  );
  console.log(
    `  mean score by grade: ${Object.entries(figures.meanScoreByGrade)
      .map(([grade, score]) => `${grade} → ${score ?? '–'}`)
      .join(', ')}`,
  );
  for (const posting of figures.postings) {
    const order = [...posting.scored]
      .sort((a, b) => b.score - a.score)
      .map((item) => `${item.candidate.id}(${item.relevance}) ${item.score}`)
      .join(', ');
    console.log(
      `  ${posting.posting}: pairwise ${fixed(posting.pairwise)}, NDCG@3 ${fixed(posting.ndcg3)}, Spearman ${fixed(posting.spearman)}\n    ${order}`,
    );
  }
  if (figures.worst.length) console.log(`  worst-ordered pairs (${figures.worst.length} in all):`);
  for (const { posting, lower, higher } of figures.worst.slice(0, WORST_SHOWN)) {
    console.log(
      `  ${posting}: ${lower.candidate.id} (grade ${lower.relevance}, ${lower.candidate.case}) scored ${lower.score} ≥ ` +
        `${higher.candidate.id} (grade ${higher.relevance}, ${higher.candidate.case}) ${higher.score}`,
    );
    console.log(`    ${lower.candidate.id}: ${lower.candidate.why}\n${breakdown(lower)}`);
    console.log(`    ${higher.candidate.id}: ${higher.candidate.why}\n${breakdown(higher)}`);
  }
}
