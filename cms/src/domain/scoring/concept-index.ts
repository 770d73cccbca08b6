import { phraseForm, words } from './text-forms';
import { CONCEPTS } from './vocabulary';
import type { Concept } from './vocabulary/concept';

/** Where a concept was found among a text's words: [start, end) in word positions. */
export interface ConceptMatch {
  concept: Concept;
  start: number;
  end: number;
}

interface Phrase {
  lemmas: string[];
  concept: Concept;
}

const BY_ID = new Map(CONCEPTS.map((concept) => [concept.id, concept]));

// Every form as the words it is compared in, indexed by its first; longest first, so "GCC customs"
// is read as customs before "GCC" alone.
const BY_FIRST = new Map<string, Phrase[]>();
for (const concept of CONCEPTS) {
  for (const form of concept.forms) {
    const lemmas = words(form).map(phraseForm);
    const first = lemmas[0];
    if (!first) continue;
    const list = BY_FIRST.get(first) ?? [];
    list.push({ lemmas, concept });
    BY_FIRST.set(first, list);
  }
}
for (const list of BY_FIRST.values()) list.sort((a, b) => b.lemmas.length - a.lemmas.length);

export const conceptById = (id: string): Concept | undefined => BY_ID.get(id);

/** Concepts named in a run of words (folded, as text-forms.ts words gives them), longest phrase first, none overlapping. */
export function findConcepts(folded: string[]): ConceptMatch[] {
  const lemmas = folded.map(phraseForm);
  const found: ConceptMatch[] = [];
  let position = 0;
  while (position < lemmas.length) {
    const candidates = BY_FIRST.get(lemmas[position] ?? '') ?? [];
    const phrase = candidates.find((candidate) =>
      candidate.lemmas.every((word, offset) => lemmas[position + offset] === word),
    );
    if (phrase) {
      found.push({ concept: phrase.concept, start: position, end: position + phrase.lemmas.length });
      position += phrase.lemmas.length;
    } else {
      position += 1;
    }
  }
  return found;
}

/** The concepts and every broader one they are evidence of. */
export function withBroader(ids: Iterable<string>): Set<string> {
  const all = new Set<string>();
  const visit = (id: string) => {
    if (all.has(id)) return;
    all.add(id);
    for (const broader of BY_ID.get(id)?.broader ?? []) visit(broader);
  };
  for (const id of ids) visit(id);
  return all;
}
