import {
  APPLICATION_STATUSES,
  BENEFIT_CATEGORIES,
  BENEFIT_ICONS,
  CURRENCIES,
  JOB_TYPES,
  PAGE_NAMES,
  POSTING_STATUSES,
  SECTION_TYPES,
} from '@careers/shared';
import type { UID } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { INDEXES, indexName } from '../../src/platform/database/index-list';
import { testServer } from '../support/test-server';

const server = await testServer();

/** Every table of the data model, field by field, as the product's requirements need them. */
const SPEC_FIELDS: Record<string, string[]> = {
  'job-posting': [
    'title',
    'department',
    'location',
    'type',
    'description',
    'responsibilities',
    'requirements',
    'created_at',
    'status',
    'show_salary',
    'salary_min',
    'salary_max',
    'salary_currency',
    'screening_questions',
    'job_template_id',
    'minimum_years_experience',
    'is_inactive',
    'inactive_date',
    'number_of_vacancies',
    'posted_date',
    'closed_date',
    'updated_at',
  ],
  application: [
    'reference_id',
    'job_id',
    'job_posting_id',
    'full_name',
    'email',
    'phone',
    'nationality',
    'years_of_experience',
    'years_related_experience',
    'cv_url',
    'supporting_documents_url',
    'screening_answers',
    'acknowledgment_accepted',
    'is_duplicate_applicant',
    'previous_application_ids',
    'cv_parsed_data',
    'ai_score',
    'ai_summary',
    'ai_insights',
    'ai_score_breakdown',
    'status',
    'interview_status',
    'interview_scheduled_date',
    'interview_score',
    'interview_feedback',
    'interview_date',
    'hired',
    'hire_id',
    'rejection_email_scheduled',
    'created_at',
    'is_archived',
    'archived_at',
  ],
  'job-template': [
    'title',
    'department',
    'location',
    'type',
    'description',
    'responsibilities',
    'requirements',
    'minimum_years_experience',
    'number_of_vacancies',
    'is_archived',
    'created_at',
    'updated_at',
  ],
  benefit: ['title', 'description', 'category', 'icon', 'is_active', 'display_order'],
  'page-section': [
    'page_name',
    'section_key',
    'section_type',
    'title',
    'subtitle',
    'content',
    'image_url',
    'metadata',
    'display_order',
    'is_active',
  ],
  'admin-user': ['email', 'full_name', 'role_id', 'is_active', 'last_login', 'created_at', 'theme_preference'],
  'admin-role': ['name', 'description', 'permissions'],
  'sign-in-code': ['email', 'otp_code', 'expires_at', 'verified', 'created_at'],
  'interview-schedule': [
    'application_id',
    'scheduled_date',
    'scheduled_time',
    'duration_minutes',
    'location',
    'interviewer_name',
    'interviewer_email',
    'notes',
    'status',
    'calendar_invite_sent',
  ],
  hire: [
    'application_id',
    'job_posting',
    'start_date',
    'hired_date',
    'recruitment_cost',
    'salary_amount',
    'salary_currency',
    'salary_frequency',
    'employment_type',
    'department',
    'status',
  ],
  'system-setting': ['setting_key', 'setting_value', 'category', 'updated_at'],
  'email-template': ['name', 'template_key', 'subject', 'body', 'variables', 'is_active', 'updated_at'],
  'hired-employee': [
    'application',
    'first_name',
    'last_name',
    'email',
    'gender',
    'mobile_phone',
    'birthdate',
    'age',
    'marital_status',
    'place_of_birth',
    'home_address',
    'cpr_number',
    'emergency_contact_name',
    'emergency_contact_phone',
    'bank_name',
    'iban',
    'cpr_document_url',
    'passport_document_url',
    'certificates_url',
    'hired_date',
    'hired_by',
    'onboarding_token',
    'onboarding_completed',
    'onboarding_completed_at',
  ],
};

/** Where a data-model field lives in Strapi: timestamps are Strapi's own, *_id columns are relations. */
const RENAMED: Record<string, string> = {
  created_at: 'createdAt',
  updated_at: 'updatedAt',
  job_template_id: 'job_template',
  job_id: 'job_template',
  job_posting_id: 'job_posting',
  hire_id: 'hire',
  role_id: 'role',
  application_id: 'application',
  // The code is never stored in clear: a leaked database or backup must not sign anyone in.
  otp_code: 'code_hash',
};
/** Strapi 5's /cms panel reserves `status` (draft or published): editor-facing types use another name. */
const RENAMED_IN: Record<string, Record<string, string>> = {
  'job-posting': { status: 'posting_status' },
};

type Attribute = {
  type: string;
  enum?: string[];
  default?: unknown;
  min?: number;
  max?: number;
  target?: string;
  required?: boolean;
};

function attributesOf(name: string): Record<string, Attribute> {
  const contentType = server.strapi.contentTypes[`api::${name}.${name}` as UID.ContentType];
  return contentType.attributes as unknown as Record<string, Attribute>;
}

describe('the data model', () => {
  it.each(Object.entries(SPEC_FIELDS))('%s has every field of the data model', (name, fields) => {
    const attributes = attributesOf(name);
    const missing = fields.filter((field) => !((RENAMED_IN[name]?.[field] ?? RENAMED[field] ?? field) in attributes));
    expect(missing).toEqual([]);
  });

  it('has the required enums, defaults and ranges', () => {
    const application = attributesOf('application');
    expect(application.status?.enum).toEqual([...APPLICATION_STATUSES]);
    expect(application.status?.default).toBe('new');
    expect([application.ai_score?.min, application.ai_score?.max]).toEqual([0, 100]);
    expect([application.interview_score?.min, application.interview_score?.max]).toEqual([0, 10]);
    expect([application.years_of_experience?.min, application.years_of_experience?.max]).toEqual([0, 50]);

    const posting = attributesOf('job-posting');
    expect(posting.posting_status?.enum).toEqual([...POSTING_STATUSES]);
    expect(posting.type?.enum).toEqual([...JOB_TYPES]);
    expect(posting.salary_currency?.enum).toEqual([...CURRENCIES]);
    expect(posting.salary_currency?.default).toBe('BHD');
    expect(posting.number_of_vacancies).toMatchObject({ min: 1, max: 100, default: 1 });
    expect(posting.minimum_years_experience).toMatchObject({ min: 0, max: 30 });

    const benefit = attributesOf('benefit');
    expect(benefit.icon?.enum).toEqual([...BENEFIT_ICONS]);
    expect(benefit.category?.enum).toEqual([...BENEFIT_CATEGORIES]);
    expect([benefit.icon?.default, benefit.category?.default, benefit.is_active?.default]).toEqual([
      'Award',
      'Health',
      true,
    ]);

    const section = attributesOf('page-section');
    expect(section.page_name?.enum).toEqual([...PAGE_NAMES]);
    expect(section.section_type?.enum).toEqual([...SECTION_TYPES]);

    const hire = attributesOf('hire');
    expect([
      hire.salary_currency?.default,
      hire.salary_frequency?.default,
      hire.employment_type?.default,
      hire.status?.default,
    ]).toEqual(['BHD', 'annual', 'full-time', 'pending_start']);
    expect(attributesOf('interview-schedule').duration_minutes?.default).toBe(60);
    expect(attributesOf('admin-user').theme_preference?.default).toBe('dark');
    expect(attributesOf('application').job_posting?.target).toBe('api::job-posting.job-posting');
  });

  it('uses no Draft & Publish: postings carry their own status', () => {
    for (const [uid, contentType] of Object.entries(server.strapi.contentTypes)) {
      if (!uid.startsWith('api::')) continue;
      expect(contentType.options?.draftAndPublish, uid).toBe(false);
    }
  });

  it('gives the panel’s types no attribute named status, which the panel takes for draft or published', () => {
    for (const [uid, contentType] of Object.entries(server.strapi.contentTypes)) {
      const panelOptions = (contentType.pluginOptions as { 'content-manager'?: { visible?: boolean } })?.[
        'content-manager'
      ];
      if (!uid.startsWith('api::') || panelOptions?.visible === false) continue;
      expect(Object.keys(contentType.attributes), uid).not.toContain('status');
    }
  });

  it('hides internal and private types from the content editors’ panel', () => {
    const visible = Object.entries(server.strapi.contentTypes)
      .filter(([uid]) => uid.startsWith('api::'))
      .filter(
        ([, contentType]) =>
          (contentType.pluginOptions as { 'content-manager'?: { visible?: boolean } })?.['content-manager']?.visible !==
          false,
      )
      .map(([uid]) => uid)
      .sort();
    expect(visible).toEqual([
      'api::benefit.benefit',
      'api::email-template.email-template',
      'api::job-posting.job-posting',
      'api::job-template.job-template',
      'api::page-section.page-section',
    ]);
  });

  it('never returns private columns through Strapi’s sanitizer', () => {
    expect(attributesOf('admin-user').password_hash).toMatchObject({ private: true });
    expect(attributesOf('application').cv_url).toMatchObject({ private: true });
    expect(attributesOf('hired-employee').iban).toMatchObject({ private: true });
  });

  it('has every index the back office filters and sorts on', async () => {
    const knex = server.strapi.db.connection;
    const names =
      server.database === 'postgres'
        ? ((await knex.raw('SELECT indexname AS name FROM pg_indexes')) as { rows: { name: string }[] }).rows.map(
            (row) => row.name,
          )
        : ((await knex.raw("SELECT name FROM sqlite_master WHERE type = 'index'")) as { name: string }[]).map(
            (row) => row.name,
          );
    const missing = INDEXES.map(indexName).filter((name) => !names.includes(name));
    expect(missing).toEqual([]);
  });

  it('enforces unique reference ids in the database itself', async () => {
    const knex = server.strapi.db.connection;
    const existing = await knex('applications').first('reference_id', 'full_name', 'email', 'phone');
    await expect(
      knex('applications').insert({
        document_id: 'duplicatereferencetest01',
        reference_id: existing.reference_id,
        full_name: 'Copy',
        email: 'copy@example.com',
        phone: '1',
      }),
    ).rejects.toThrow();
  });
});
