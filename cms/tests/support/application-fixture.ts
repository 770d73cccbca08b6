// A complete, valid application's text fields, as the modal sends them (multipart), for the intake
// tests and the intake benchmark.

export interface PostingWithQuestions {
  documentId: string;
  screening_questions: string[] | null;
}

export function applicationFields(
  posting: PostingWithQuestions,
  formToken: string,
  changes: Record<string, string> = {},
): Record<string, string> {
  const answers = Object.fromEntries((posting.screening_questions ?? []).map((_, index) => [index, `Answer ${index}`]));
  return {
    job_posting_id: posting.documentId,
    full_name: 'Maryam Al Sayed',
    email: `maryam.${Math.random().toString(36).slice(2)}@example.com`,
    phone: '+973 3300 1122',
    nationality: 'Bahrain',
    years_of_experience: '6',
    years_related_experience: '4',
    screening_answers: JSON.stringify(answers),
    acknowledgment_accepted: 'true',
    company_website: '',
    form_token: formToken,
    ...changes,
  };
}

export function toFormData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}
