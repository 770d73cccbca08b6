/**
 * One thing a posting can ask for and a CV can show, with the ways people write it. The offline
 * scorer matches every form as whole words, after folding case, accents and Arabic letter variants,
 * and counts a CV that shows a concept as showing each of its broader ones ("SAP S/4HANA" shows ERP).
 */
export interface Concept {
  id: string;
  /** How the breakdown names it. */
  name: string;
  kind:
    | 'qualification'
    | 'standard'
    | 'tool'
    | 'skill'
    | 'soft-skill'
    | 'field'
    | 'place'
    | 'language'
    | 'licence'
    | 'education';
  /** Abbreviations, full names, common phrasings and Arabic forms. */
  forms: string[];
  /** Wider concepts this one is evidence of; concepts sharing one are alternatives in a requirement. */
  broader?: string[];
}
