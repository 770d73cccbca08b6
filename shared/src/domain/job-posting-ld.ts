import { JOB_TYPE_LABELS } from '../constants/jobs';
import { COMPANY_COUNTRY_CODE } from '../constants/limits';
import type { PublicJobPosting } from '../schemas/job-posting';
import type { PublicSettings } from '../schemas/system-setting';
import { visibleSalary } from './job-text';

const EMPLOYMENT_TYPES: Record<PublicJobPosting['type'], string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};

/**
 * schema.org JobPosting for Google for Jobs: the required fields always, the recommended ones we
 * have. Throws when a required field is empty, which fails the build of that page. No validThrough:
 * a posting has no closing date while it is open (closed_date is written when a recruiter closes it,
 * and the page then leaves the site and the sitemap), and Google asks to leave it out when the end
 * is unknown; a made-up date would drop a still-open job from Google's results.
 */
export function jobPostingLd(
  job: PublicJobPosting,
  settings: PublicSettings,
  pageUrl: string,
): Record<string, unknown> {
  const salary = visibleSalary(job);
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: [job.description, job.responsibilities, job.requirements].filter(Boolean).join('\n\n'),
    datePosted: job.posted_date,
    employmentType: EMPLOYMENT_TYPES[job.type],
    hiringOrganization: { '@type': 'Organization', name: settings.company_name, sameAs: settings.website_url },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: COMPANY_COUNTRY_CODE },
    },
    identifier: { '@type': 'PropertyValue', name: settings.company_name, value: job.id },
    directApply: true,
    url: pageUrl,
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency,
            value: { '@type': 'QuantitativeValue', minValue: salary.min, maxValue: salary.max, unitText: 'MONTH' },
          },
        }
      : {}),
  };
  // The values Google for Jobs requires, by their path: an object that is present but empty inside
  // (a company without a name) is as missing as an absent field.
  const required: Record<string, string | undefined> = {
    title: job.title,
    description: String(ld.description),
    datePosted: job.posted_date,
    'hiringOrganization.name': settings.company_name,
    'jobLocation.address.addressLocality': job.location,
  };
  const missing = Object.keys(required).filter((field) => !required[field]?.trim());
  if (missing.length > 0) {
    throw new Error(
      `JobPosting JSON-LD for "${job.title}" (${JOB_TYPE_LABELS[job.type]}) lacks: ${missing.join(', ')}`,
    );
  }
  return ld;
}
