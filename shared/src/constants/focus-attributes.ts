// Our own addition: what interviewers rate a candidate on. Each job has an ordered
// list of focus attributes: a name and what good looks like.

export const FOCUS_ATTRIBUTES = { min: 1, max: 12, nameMax: 80, goodLooksLikeMax: 300 } as const;

// A type, not an interface: stored as JSON, it must fit JSON's index-signature types.
export type FocusAttribute = { name: string; good_looks_like: string };

const attribute = (name: string, good_looks_like: string): FocusAttribute => ({ name, good_looks_like });

const COMMON = [
  attribute('Communication', 'Explains their work clearly and listens; adapts to the audience.'),
  attribute('Problem solving', 'Breaks a problem down, weighs options and explains the choice made.'),
  attribute('Teamwork', 'Gives credit, asks for help early and works well across teams.'),
];

/** A sensible default set per department, matched by a word of its name; the common set otherwise. */
const BY_DEPARTMENT: readonly [RegExp, FocusAttribute[]][] = [
  [
    /financ|account|audit|treasur/i,
    [
      attribute('IFRS reporting', 'Prepares statements under IFRS and can explain the judgements behind them.'),
      attribute('Attention to detail', 'Reconciles to the last fils and catches errors before they travel.'),
      attribute('Stakeholder communication', 'Explains figures to non-finance managers in plain words.'),
      attribute('Systems and controls', 'Knows the ERP well and improves controls rather than working around them.'),
    ],
  ],
  [
    /tech|engineer|software|\bit\b|data|develop/i,
    [
      attribute('Technical depth', 'Knows the stack in depth and can reason about trade-offs.'),
      attribute('Code quality', 'Writes readable, tested code and reviews others’ with care.'),
      attribute('Problem solving', 'Breaks a problem down, weighs options and explains the choice made.'),
      attribute('Collaboration', 'Works well with product and business colleagues; shares knowledge.'),
    ],
  ],
  [
    /human|\bhr\b|people|talent/i,
    [
      attribute('Employment law (Bahrain)', 'Applies the Labour Law and LMRA rules correctly to real cases.'),
      attribute('Confidentiality', 'Handles personal data with discretion and follows the rules without reminders.'),
      attribute('Employee relations', 'Resolves concerns fairly and early, and documents them well.'),
      attribute('Communication', 'Explains policies clearly to employees and managers alike.'),
    ],
  ],
  [
    /customer|service|support|experience/i,
    [
      attribute('Customer empathy', 'Listens, understands the need behind the complaint and stays calm.'),
      attribute('Resolution', 'Solves the issue at first contact where possible and follows up when not.'),
      attribute('Clear writing', 'Writes short, polite and correct replies.'),
      attribute('Teamwork', 'Hands over cleanly between shifts and shares what they learn.'),
    ],
  ],
  [
    /operat|logist|supply|warehouse/i,
    [
      attribute('Planning', 'Plans work and resources ahead and adjusts when things change.'),
      attribute('Safety and compliance', 'Follows and improves safety and customs procedures.'),
      attribute('Process improvement', 'Spots waste and delays and fixes their causes.'),
      attribute('Communication', 'Keeps suppliers, drivers and colleagues informed.'),
    ],
  ],
  [
    /hospital|hotel|food|restaurant/i,
    [
      attribute('Guest focus', 'Anticipates what guests need and makes them feel welcome.'),
      attribute('Standards and hygiene', 'Keeps food safety and service standards without exceptions.'),
      attribute('Working under pressure', 'Stays organised and polite in the busiest hours.'),
      attribute('Teamwork', 'Supports colleagues across kitchen and floor.'),
    ],
  ],
];

/** The default focus attributes of a department. */
export function defaultFocusAttributes(department: string): FocusAttribute[] {
  const found = BY_DEPARTMENT.find(([pattern]) => pattern.test(department));
  return (found?.[1] ?? COMMON).map((item) => ({ ...item }));
}

/**
 * Focus attributes suggested from a job's requirements without AI: one per requirement line (at most
 * twelve), named by its first words, with the whole line as what good looks like.
 */
export function focusAttributesFromRequirements(requirements: string): FocusAttribute[] {
  return requirements
    .split('\n')
    .map((line) => line.replace(/^\s*[-•*]\s*/, '').trim())
    .filter((line) => line.length > 0)
    .slice(0, FOCUS_ATTRIBUTES.max)
    .map((line) => {
      const words = line.split(/[,;:.(]/)[0]?.trim() ?? line;
      const name = words.length > FOCUS_ATTRIBUTES.nameMax ? `${words.slice(0, FOCUS_ATTRIBUTES.nameMax - 1)}…` : words;
      return attribute(name, line.slice(0, FOCUS_ATTRIBUTES.goodLooksLikeMax));
    });
}
