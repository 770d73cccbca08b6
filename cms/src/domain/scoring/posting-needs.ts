import { bulletLines } from '@careers/shared';
import { conceptById, findConcepts } from './concept-index';
import { foldedText, isContentWord, lemma, words } from './text-forms';
import type { Concept } from './vocabulary/concept';

/**
 * What a posting's line asks for, as needs a CV can show: concepts from the vocabulary (any one of
 * a group of alternatives will do: "ACCA, CPA or CMA") and the line's other meaningful words.
 */
export interface Need {
  /** Alternatives: a concept need is met by any of them; a word need has none. */
  concepts: string[];
  /** The word, for a need that no concept covers. */
  lemma: string | null;
  weight: number;
  kind: Concept['kind'] | 'word';
}

export interface Clause {
  needs: Need[];
  /** "an advantage", "preferred": counts half. */
  preferred: boolean;
}

export interface PostingLine {
  line: string;
  clauses: Clause[];
}

/** How much a concept of each kind weighs against one plain word of the line. */
const KIND_WEIGHT: Record<Concept['kind'], number> = {
  qualification: 2,
  standard: 2,
  tool: 2,
  skill: 2,
  field: 2,
  language: 2,
  licence: 2,
  education: 2,
  'soft-skill': 1,
  // "two in the GCC" qualifies a line; it is rarely what the line is about.
  place: 1,
};

// Read on folded text (text-forms.ts); \b knows no Arabic letters, so Arabic words stand between spaces.
const PREFERRED =
  /\b(advantage|advantageous|preferred|preferable|plus|desirable|nice to have|bonus)\b|ميزه|يفضل|افضليه/u;
const ALTERNATIVES = /\bor\b|\/|(^|\s)او(\s|$)/u;

/** A posting's lines to match: its bullet lines, or its sentences when it has none. */
export function linesOf(text: string | null): string[] {
  if (!text) return [];
  const bullets = bulletLines(text);
  if (bullets.length > 0) return bullets;
  return text
    .split(/\n|(?<=\.)\s+/)
    .map((line) => line.trim())
    .filter((line) => words(line).some(isContentWord));
}

const shareBroader = (a: Concept, b: Concept) =>
  (a.broader ?? []).some((id) => id === b.id || (b.broader ?? []).includes(id)) || (b.broader ?? []).includes(a.id);

/**
 * Concepts that are alternatives of each other in one clause: related ones (the same broader concept,
 * or one the other's broader), when the clause offers a choice ("ERP skills (SAP or Oracle)").
 */
function conceptNeeds(concepts: Concept[], choice: boolean): Need[] {
  const groups: Concept[][] = [];
  for (const concept of concepts) {
    const group = groups.find((members) =>
      members.some(
        (member) =>
          member.id === concept.id ||
          (choice &&
            ((member.broader ?? []).includes(concept.id) ||
              (concept.broader ?? []).includes(member.id) ||
              shareBroader(member, concept))),
      ),
    );
    if (group) {
      if (!group.some((member) => member.id === concept.id)) group.push(concept);
    } else groups.push([concept]);
  }
  return groups.map((group) => ({
    concepts: group.map((concept) => concept.id),
    lemma: null,
    weight: Math.max(...group.map((concept) => KIND_WEIGHT[concept.kind])),
    kind: group[0]?.kind ?? 'skill',
  }));
}

function clauseOf(text: string): Clause {
  const folded = words(text);
  const matches = findConcepts(folded);
  const covered = new Set<number>();
  for (const match of matches) for (let index = match.start; index < match.end; index += 1) covered.add(index);
  const wordNeeds = new Map<string, Need>();
  folded.forEach((word, index) => {
    if (covered.has(index) || !isContentWord(word)) return;
    const form = lemma(word);
    if (!wordNeeds.has(form)) wordNeeds.set(form, { concepts: [], lemma: form, weight: 1, kind: 'word' });
  });
  const concepts = matches
    .map((match) => conceptById(match.concept.id))
    .filter((concept): concept is Concept => concept !== undefined);
  return {
    needs: [...conceptNeeds(concepts, ALTERNATIVES.test(foldedText(text))), ...wordNeeds.values()],
    preferred: PREFERRED.test(foldedText(text)),
  };
}

/** A line in clauses: "Fluent English; Arabic is an advantage" asks English, and Arabic at half weight. */
export function postingLine(line: string): PostingLine {
  const clauses = line
    .split(/;|\.\s+/)
    .map((part) => part.trim())
    .filter((part) => words(part).some(isContentWord))
    .map(clauseOf)
    .filter((clause) => clause.needs.length > 0);
  return { line, clauses };
}

/** Every need of the lines, once each (by concept group or word). */
export function allNeeds(lines: PostingLine[]): Need[] {
  const seen = new Map<string, Need>();
  for (const { clauses } of lines)
    for (const { needs } of clauses)
      for (const need of needs) {
        const key = need.lemma ?? need.concepts.join('|');
        if (!seen.has(key)) seen.set(key, need);
      }
  return [...seen.values()];
}
