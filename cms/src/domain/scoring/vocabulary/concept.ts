import { z } from 'zod';

const CONCEPT_KINDS = [
  'qualification',
  'standard',
  'tool',
  'skill',
  'soft-skill',
  'field',
  'place',
  'language',
  'licence',
  'education',
] as const;

/**
 * One thing a posting can ask for and a CV can show, with the ways people write it. The offline
 * scorer matches every form as whole words, after folding case, accents and Arabic letter variants,
 * and counts a CV that shows a concept as showing each of its broader ones ("SAP S/4HANA" shows ERP).
 */
const conceptSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** How the breakdown names it. */
  name: z.string().min(1),
  kind: z.enum(CONCEPT_KINDS),
  /** Wider concepts this one is evidence of; concepts sharing one are alternatives in a requirement. */
  broader: z.array(z.string()).optional(),
  /** Why a form is in or out, for whoever edits the vocabulary next. */
  note: z.string().optional(),
  /** Abbreviations, full names, common phrasings and Arabic forms. */
  forms: z.array(z.string().min(1)).min(1),
});

export type Concept = z.infer<typeof conceptSchema>;

/** One file of the vocabulary: a field of work's concepts, as data that needs no programmer to extend. */
export const vocabularyFileSchema = z.strictObject({
  /** What the file covers. */
  about: z.string(),
  concepts: z.array(conceptSchema),
});
