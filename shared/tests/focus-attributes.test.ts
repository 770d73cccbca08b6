import { describe, expect, it } from 'vitest';
import {
  defaultFocusAttributes,
  FOCUS_ATTRIBUTES,
  focusAttributesFromRequirements,
} from '../src/constants/focus-attributes';
import { jobTemplateFormSchema } from '../src/schemas/job-template';

describe('focus attributes', () => {
  it('default by department, the common set for any other', () => {
    expect(defaultFocusAttributes('Finance')[0]?.name).toBe('IFRS reporting');
    expect(defaultFocusAttributes('Human Resources')[0]?.name).toBe('Employment law (Bahrain)');
    expect(defaultFocusAttributes('Legal').map((attribute) => attribute.name)).toEqual([
      'Communication',
      'Problem solving',
      'Teamwork',
    ]);
    // A copy each time: editing one job's set never changes another's.
    const first = defaultFocusAttributes('Finance');
    (first[0] as { name: string }).name = 'Changed';
    expect(defaultFocusAttributes('Finance')[0]?.name).toBe('IFRS reporting');
  });

  it('are suggested from the requirement lines without AI, at most twelve, each named by its first words', () => {
    const suggested = focusAttributesFromRequirements(
      '- ACCA, CPA or CMA qualification\n\n• Strong Excel and ERP skills (SAP or Oracle)\n- Fluent English; Arabic is an advantage',
    );
    expect(suggested).toEqual([
      { name: 'ACCA', good_looks_like: 'ACCA, CPA or CMA qualification' },
      { name: 'Strong Excel and ERP skills', good_looks_like: 'Strong Excel and ERP skills (SAP or Oracle)' },
      { name: 'Fluent English', good_looks_like: 'Fluent English; Arabic is an advantage' },
    ]);
    const many = Array.from({ length: 20 }, (_, index) => `- Skill ${index}`).join('\n');
    expect(focusAttributesFromRequirements(many)).toHaveLength(FOCUS_ATTRIBUTES.max);
  });

  it('in a job form: empty or left out means the defaults; thirteen or an unnamed one is refused', () => {
    const form = {
      title: 'Payroll Officer',
      department: 'Finance',
      location: 'Manama',
      type: 'full-time',
      description: 'Runs payroll.',
      responsibilities: '- Payroll',
      requirements: '- Payroll',
      number_of_vacancies: 1,
    };
    expect(jobTemplateFormSchema.parse({ ...form, focus_attributes: [] }).focus_attributes).toBeUndefined();
    expect(jobTemplateFormSchema.parse({ ...form, focus_attributes: null }).focus_attributes).toBeUndefined();
    const thirteen = Array.from({ length: 13 }, (_, index) => ({ name: `A${index}`, good_looks_like: '' }));
    expect(jobTemplateFormSchema.safeParse({ ...form, focus_attributes: thirteen }).success).toBe(false);
    expect(jobTemplateFormSchema.safeParse({ ...form, focus_attributes: [{ name: '  ' }] }).success).toBe(false);
    expect(
      jobTemplateFormSchema.parse({ ...form, focus_attributes: [{ name: ' Accuracy ' }] }).focus_attributes,
    ).toEqual([{ name: 'Accuracy', good_looks_like: '' }]);
  });
});
