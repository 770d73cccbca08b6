import type { ScoringInput } from './scoring-input';
import { statedPhonePattern } from './stated-phone';

// What goes to an external AI provider carries no contact details of the candidate: their name, any
// e-mail address, phone number or profile link in the CV and the answers are replaced first.

export interface CandidateIdentity {
  full_name: string;
  email: string;
  phone: string;
}

/** `text` as a regular expression that matches it literally. */
const literalPattern = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
// A run of digits with the usual separators, on one line: joined across a line break, a CV header's
// phone and the next line's years made one run too long to be a phone, and went out whole. Checked
// below so that years and date ranges stay.
const PHONE_LIKE = /(?:\+|\b00)?\d[\d \t\u00a0().\-–]{5,}\d/g;
// Profile pages name the person in their address (linkedin.com/in/maryam-al-sayed).
const PROFILE_LINK =
  /(?<![\p{L}\p{N}.-])(?:https?:\/\/)?(?:[\p{L}\p{N}-]+\.)*(?:linkedin\.com\/(?:in|pub)|github\.com|twitter\.com|x\.com)\/[^\s"'<>()[\]{},;|]+/giu;
// Years, months and days as CVs write them (2019, 09.2019, 01.09.2019, 2019-09-01), alone or in ranges.
const DATE = String.raw`(?:(?:\d{1,2}[./-]){1,2}(?:19|20)\d{2}|(?:19|20)\d{2}(?:[./-]\d{1,2}){0,2})`;
const DATES_ONLY = new RegExp(String.raw`^(?:${DATE}[\s\-–]*)+$`);

function isPhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  return digits.length >= 8 && digits.length <= 15 && !DATES_ONLY.test(candidate.trim());
}

/**
 * `text` without the candidate's name (whole, or any part of three letters or more), their stated
 * phone however written, e-mails, phones or profile links.
 */
export function redactPersonalData(text: string, identity: CandidateIdentity): string {
  const nameParts = [identity.full_name, ...identity.full_name.split(/\s+/)]
    .map((part) => part.trim())
    .filter((part) => [...part].length >= 3)
    .sort((a, b) => b.length - a.length);
  let redacted = text.replace(PROFILE_LINK, '[profile]').replace(EMAIL, '[e-mail]');
  const statedPhone = statedPhonePattern(identity.phone);
  if (statedPhone) redacted = redacted.replace(statedPhone, '[phone]');
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
