// The JSON-LD of a job page (site/src/pages/jobs/[id].astro calls jobPostingLd while it builds):
// a posting that lacks a field Google for Jobs requires must fail the build with a clear message.
import { describe, expect, it } from 'vitest';
import { jobPostingLd, type PublicJobPosting, type PublicSettings, publicJobPostingSchema } from '../src';

// Parsed with the public contract, so the fixture is an answer the site could really receive.
const posting: PublicJobPosting = publicJobPostingSchema.parse({
  id: 'abcdefghijklmnopqrstuvwx',
  title: 'Senior Accountant',
  department: 'Finance',
  location: 'Manama, Bahrain',
  type: 'full-time',
  description: 'Keep the books of our Manama office.',
  responsibilities: null,
  requirements: '- Five years in accounting',
  title_ar: null,
  description_ar: null,
  responsibilities_ar: null,
  requirements_ar: null,
  screening_questions: [],
  minimum_years_experience: 5,
  show_salary: false,
  salary_min: null,
  salary_max: null,
  salary_currency: 'BHD',
  posted_date: '2026-01-05T08:00:00.000Z',
  updated_at: '2026-01-06T08:00:00.000Z',
});
const settings: PublicSettings = {
  system_name: 'Gulf Horizon Careers',
  company_name: 'Gulf Horizon',
  maintenance_mode: false,
  website_url: 'https://gulfhorizon.example.bh',
  contact_email: 'careers@gulfhorizon.example.bh',
};
const pageUrl = 'https://careers.example.bh/jobs/abcdefghijklmnopqrstuvwx/';

describe('the JobPosting JSON-LD of a job page', () => {
  it('has every required field for a complete posting', () => {
    expect(jobPostingLd(posting, settings, pageUrl)).toMatchObject({
      '@type': 'JobPosting',
      title: 'Senior Accountant',
      datePosted: '2026-01-05T08:00:00.000Z',
      hiringOrganization: { name: 'Gulf Horizon' },
      jobLocation: { address: { addressLocality: 'Manama, Bahrain', addressCountry: 'BH' } },
    });
  });

  it('names the page at its canonical address and, open until a recruiter closes it, no validThrough', () => {
    const ld = jobPostingLd(posting, settings, pageUrl);
    expect(ld.url).toBe(pageUrl);
    expect(ld).not.toHaveProperty('validThrough');
  });

  it('fails, naming the posting and the missing field, when the description is empty', () => {
    const empty = { ...posting, description: '', responsibilities: null, requirements: '' };
    expect(() => jobPostingLd(empty, settings, pageUrl)).toThrow(
      'JobPosting JSON-LD for "Senior Accountant" (Full-time) lacks: description',
    );
  });

  it('fails when the title is empty', () => {
    expect(() => jobPostingLd({ ...posting, title: '' }, settings, pageUrl)).toThrow(/lacks: title$/);
  });
});

describe('the JobPosting JSON-LD checks values inside its objects too', () => {
  it('fails when the company has no name', () => {
    expect(() => jobPostingLd(posting, { ...settings, company_name: ' ' }, pageUrl)).toThrow(
      /lacks: hiringOrganization\.name/,
    );
  });

  it('fails when the posting has no location', () => {
    expect(() => jobPostingLd({ ...posting, location: '' }, settings, pageUrl)).toThrow(
      /lacks: jobLocation\.address\.addressLocality/,
    );
  });
});
