import type { InterviewPerson } from '@careers/shared';

// The additional interviewers' e-mails in one text column beside their JSON, so a calendar feed finds
// an interviewer's interviews in the database on SQLite and PostgreSQL alike (a JSON column cannot be
// searched the same way on both). E-mails are stored lower-case and can hold no comma.

/** `,a@x.com,b@y.com,`: every address between commas; null when there is none. */
export function additionalInterviewerEmails(people: readonly InterviewPerson[]): string | null {
  return people.length === 0 ? null : `,${people.map((person) => person.email.toLowerCase()).join(',')},`;
}

/** What the column contains when `email` is one of its addresses. */
export const additionalInterviewerMatch = (email: string) => `,${email.toLowerCase()},`;

/** The additional interviewers as stored (JSON): only well-formed entries. */
export function additionalInterviewersOf(value: unknown): InterviewPerson[] {
  const parsed: unknown = typeof value === 'string' ? safeJson(value) : value;
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) => {
    const person = entry as Partial<InterviewPerson> | null;
    return typeof person?.name === 'string' && typeof person.email === 'string'
      ? [{ name: person.name, email: person.email }]
      : [];
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
