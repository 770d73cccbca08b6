import type { ScoringInput } from './scoring-input';

// What goes to an external AI provider carries no contact details of the candidate (issue 28 item 6):
// their name, any e-mail address and any phone number in the CV and the answers are replaced first.

export interface CandidateIdentity {
  full_name: string;
  email: string;
  phone: string;
}

/** `text` as a regular expression that matches it literally. */
const literalPattern = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
// A run of digits with the usual separators; checked below so that years and date ranges stay.
const PHONE_LIKE = /(?:\+|\b00)?\d[\d\s().\-–]{5,}\d/g;
const YEARS_ONLY = /^(?:(?:19|20)\d{2}[\s\-–]*)+$/;

function isPhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  return digits.length >= 8 && digits.length <= 15 && !YEARS_ONLY.test(candidate.trim());
}

/** `text` without the candidate's name (whole, or any part of three letters or more), e-mails or phones. */
export function redactPersonalData(text: string, identity: CandidateIdentity): string {
  const nameParts = [identity.full_name, ...identity.full_name.split(/\s+/)]
    .map((part) => part.trim())
    .filter((part) => [...part].length >= 3)
    .sort((a, b) => b.length - a.length);
  let redacted = text.replace(EMAIL, '[e-mail]');
  redacted = redacted.replace(PHONE_LIKE, (match) => (isPhone(match) ? '[phone]' : match));
  for (const part of nameParts) {
    // Whole words only, in any case: "Ali" goes, "Alignment" stays.
    const word = new RegExp(`(?<![\\p{L}\\p{N}])${literalPattern(part)}(?![\\p{L}\\p{N}])`, 'giu');
    redacted = redacted.replace(word, '[name]');
  }
  return redacted;
}

/** The scoring input as an external provider may see it. */
export function withoutPersonalData(input: ScoringInput, identity: CandidateIdentity): ScoringInput {
  const answers = Object.fromEntries(
    Object.entries(input.applicant.screening_answers).map(([index, answer]) => [
      index,
      redactPersonalData(answer, identity),
    ]),
  );
  return {
    ...input,
    cvText: redactPersonalData(input.cvText, identity),
    applicant: { ...input.applicant, screening_answers: answers },
  };
}
