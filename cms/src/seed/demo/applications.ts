import { randomBytes } from 'node:crypto';
import { type ApplicationStatus, ARCHIVING_STATUSES, ageFromBirthdate, messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { settleHistory } from '../../domain/applications/changes';
import { newReferenceId } from '../../domain/applications/reference-id';
import { issueOnboardingToken } from '../../domain/hiring';
import { CANDIDATE_POOLS, LANGUAGE_SETS } from '../data/candidates';
import { demoScoringResult } from './ai-results';
import { type CvCandidate, demoCvBlocks } from './cv-content';
import { type DemoCvWriter, demoCvFormat } from './cv-files';
import { dropNulls } from './drop-nulls';
import type { SeededPosting } from './jobs';
import { createRandom, type Random } from './random';
import { seedScorecard } from './scorecards';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const APPLICATION_COUNT = 84;
const DUPLICATE_EVERY = 9;
const CV_SEED = 7_000_000;
const SCORECARD_SEED = 8_000_000;

/** The stages an application passed through to reach its current status. */
const PATHS: Record<ApplicationStatus, ApplicationStatus[]> = {
  pending: ['pending'],
  new: ['new'],
  reviewed: ['new', 'reviewed'],
  shortlisted: ['new', 'reviewed', 'shortlisted'],
  interviewed: ['new', 'reviewed', 'shortlisted', 'interviewed'],
  hired: ['new', 'reviewed', 'shortlisted', 'interviewed', 'hired'],
  rejected: ['new', 'reviewed', 'rejected'],
  withdrawn: ['new', 'reviewed', 'withdrawn'],
};

/** Open postings still collect fresh applications; closed rounds end in hires and rejections. */
function statusFor(posting: SeededPosting, random: Random): ApplicationStatus {
  if (posting.status === 'active') {
    return random.pick<ApplicationStatus>([
      'new',
      'new',
      'new',
      'pending',
      'reviewed',
      'reviewed',
      'shortlisted',
      'interviewed',
      'rejected',
      'hired',
    ]);
  }
  return random.pick<ApplicationStatus>(['rejected', 'rejected', 'hired', 'interviewed', 'reviewed']);
}

type Candidate = CvCandidate;

function makeCandidate(index: number, random: Random): Candidate {
  const pool = random.pick(CANDIDATE_POOLS);
  const first = random.pick(pool.first);
  const last = random.pick(pool.last);
  const years = random.int(0, 18);
  return {
    fullName: `${first} ${last}`,
    email: `${`${first}.${last}.${index}`.toLowerCase().replace(/[^a-z0-9.]/g, '')}@example.com`,
    phone: `${pool.phone.code} ${pool.phone.lead}${Array.from({ length: pool.phone.digits - 1 }, () => random.int(0, 9)).join('')}`,
    // A few applicants leave nationality empty, as older records do ('Not specified' in the list).
    nationality: index % 23 === 5 ? '' : pool.nationality,
    years,
    related: Math.min(years, random.int(0, years)),
    languages: random.pick(LANGUAGE_SETS),
  };
}

function answersFor(questions: string[] | null, random: Random): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const [index, question] of (questions ?? []).entries()) {
    answers[String(index)] = random.pick([
      `Yes. ${question.includes('licence') ? 'I have held a Bahraini licence since 2019.' : 'Happy to share details at interview.'}`,
      'I hold the ACCA qualification and completed it in 2021.',
      'Available for morning and evening shifts, including weekends.',
      'Arabic and English, both fluently.',
      'I graduated in 2025 from the University of Bahrain with a BSc in Accounting.',
    ]);
  }
  return answers;
}

/** Applications, their status history, interviews, hires and hired employees of the demo company. */
export async function seedApplications(
  strapi: Core.Strapi,
  postings: SeededPosting[],
  now: Date,
  random: Random,
  cvs: DemoCvWriter,
): Promise<number> {
  const open = postings.filter((posting) => posting.status !== 'draft');
  const adminUser = await strapi.documents('api::admin-user.admin-user').findFirst({});
  const applications = strapi.documents('api::application.application');
  // Everyone who applied so far, with their applications in date order, for repeat applicants.
  const applied: { candidate: Candidate; applications: { documentId: string; createdAt: Date }[] }[] = [];

  for (let index = 0; index < APPLICATION_COUNT; index += 1) {
    // Active postings get two applications for each one an older round gets.
    const posting = index % 3 === 2 ? random.pick(open) : random.pick(open.filter((p) => p.status === 'active'));
    let repeat = index % DUPLICATE_EVERY === 4 && applied.length > 0 ? random.pick(applied) : undefined;
    const picked = statusFor(posting, random);
    // The last two candidates withdrew on their own page (the draws above stay as they were).
    const status: ApplicationStatus = index >= APPLICATION_COUNT - 2 ? 'withdrawn' : picked;
    let windowStart = Math.max(posting.postedAt.getTime(), now.getTime() - 60 * DAY);
    const windowEnd = Math.min(posting.closedAt?.getTime() ?? now.getTime(), now.getTime() - 2 * HOUR);
    const stages = PATHS[status];
    // Later stages need time after the application, so advanced ones are placed earlier in the window.
    const latest = windowEnd - (stages.length - 1) * 4 * DAY;
    // A repeat applicant applies again after their last application, or is a new person after all.
    const lastApplied = repeat?.applications.at(-1)?.createdAt.getTime();
    if (lastApplied !== undefined) {
      if (lastApplied + DAY < latest) windowStart = Math.max(windowStart, lastApplied + DAY);
      else repeat = undefined;
    }
    const candidate = repeat?.candidate ?? makeCandidate(index, random);
    const createdAt = new Date(windowStart + random.next() * Math.max(DAY, latest - windowStart));
    const fit =
      status === 'hired' || status === 'interviewed'
        ? 0.7 + random.next() * 0.3
        : status === 'rejected'
          ? random.next() * 0.6
          : random.next();
    const scoring =
      status === 'pending' ? null : demoScoringResult(posting.role, posting.screeningQuestions, candidate, fit, random);
    const stageTimes = stages.map((_, stage) => new Date(createdAt.getTime() + stage * (3 + random.next()) * DAY));
    const lastTime = stageTimes[stageTimes.length - 1] ?? createdAt;
    const interviewed = ['interviewed', 'hired'].includes(status);
    const interviewAt = interviewed
      ? (stageTimes[3] ?? lastTime)
      : status === 'shortlisted'
        ? new Date(now.getTime() + random.int(1, 9) * DAY)
        : null;
    const archived = ARCHIVING_STATUSES.includes(status) || posting.status === 'closed';
    // The CV's wording has a generator of its own, so the rest of the demo stays as it was.
    const cvBlocks = demoCvBlocks(candidate, posting.role, fit, createdAt, createRandom(CV_SEED + index));
    const cvUrl = await cvs.write(posting.documentId, createdAt, demoCvFormat(index), cvBlocks);

    // Drawn in the order the demo always drew them, so every other value stays as it was.
    const referenceId = newReferenceId((size) => Math.floor(random.next() * size));
    const screeningAnswers = answersFor(posting.screeningQuestions, random);
    const interviewScore = interviewed ? random.int(status === 'hired' ? 7 : 3, 10) : null;
    const application = await applications.create({
      data: dropNulls({
        reference_id: referenceId,
        job_posting: posting.documentId,
        job_template: posting.templateId,
        full_name: candidate.fullName,
        email: candidate.email,
        phone: candidate.phone,
        nationality: candidate.nationality || null,
        // About one candidate in five applied on the Arabic site.
        candidate_language: index % 5 === 2 ? 'ar' : 'en',
        years_of_experience: candidate.years,
        years_related_experience: candidate.related,
        cv_url: cvUrl,
        supporting_documents_url:
          index % 5 === 0
            ? `${posting.documentId}/supporting/${createdAt.getTime()}-docs-${randomBytes(4).toString('hex')}.pdf`
            : null,
        screening_answers: screeningAnswers,
        acknowledgment_accepted: true,
        // The first privacy notice, accepted when applying; a few candidates declined AI screening.
        privacy_notice_version: 1,
        privacy_consent_at: createdAt,
        ai_screening_consent: index % 7 !== 3,
        is_duplicate_applicant: repeat !== undefined,
        previous_application_ids: repeat ? repeat.applications.map((earlier) => earlier.documentId) : null,
        ...(scoring
          ? {
              cv_parsed_data: scoring.cv_parsed_data,
              ai_score: scoring.ai_score,
              ai_summary: scoring.ai_summary,
              ai_insights: scoring.ai_insights,
              ai_score_breakdown: scoring.ai_score_breakdown,
              // Made up for the demo: no scorer produced it, and the record says so.
              ai_scoring_status: 'scored',
              ai_model: 'demo data',
            }
          : {}),
        status,
        interview_status: interviewed ? 'completed' : status === 'shortlisted' && interviewAt ? 'scheduled' : null,
        interview_scheduled_date: interviewAt?.toISOString() ?? null,
        interview_date: interviewed ? (interviewAt?.toISOString() ?? null) : null,
        interview_score: interviewScore,
        interview_feedback: interviewed
          ? random.pick([
              'Clear communicator with solid examples.',
              'Good technical depth; needs more leadership experience.',
              'Excellent cultural fit and strong references.',
            ])
          : null,
        hired: status === 'hired',
        rejection_email_scheduled: status === 'rejected' ? new Date(lastTime.getTime() + 3 * DAY).toISOString() : null,
        is_archived: archived,
        archived_at: archived ? lastTime.toISOString() : null,
        createdAt: createdAt.toISOString(),
      }),
    });
    const record = { documentId: application.documentId, createdAt };
    if (repeat) repeat.applications.push(record);
    else applied.push({ candidate, applications: [record] });

    let previous: ApplicationStatus | null = null;
    for (const [stage, toStatus] of stages.entries()) {
      await strapi.documents('api::application-status-event.application-status-event').create({
        data: dropNulls({
          application: application.documentId,
          from_status: previous,
          to_status: toStatus,
          // The candidate withdraws on their own: no recruiter made that change.
          changed_by: stage === 0 || toStatus === 'withdrawn' || !adminUser ? null : adminUser.documentId,
          reason:
            stage === 0
              ? messages.applications.systemReasons.intake
              : toStatus === 'withdrawn'
                ? messages.applications.systemReasons.candidate
                : messages.applications.updatedByRecruiter,
          occurred_at: (stageTimes[stage] ?? createdAt).toISOString(),
        }),
      });
      previous = toStatus;
    }
    await settleHistory(strapi, application.documentId);

    if (interviewAt && (interviewed || status === 'shortlisted')) {
      const interviewer = { name: 'Layla Al Mannai', email: 'layla.almannai@gulfhorizon.bh' };
      const interview = await strapi.documents('api::interview-schedule.interview-schedule').create({
        data: dropNulls({
          application: application.documentId,
          scheduled_date: interviewAt.toISOString().slice(0, 10),
          scheduled_time: '10:30:00.000',
          duration_minutes: 60,
          location: random.pick(['Gulf Horizon HQ, Bahrain Financial Harbour, Manama', 'Video call']),
          meeting_link: null,
          interviewer_name: interviewer.name,
          interviewer_email: interviewer.email,
          notes: null,
          status: interviewed ? 'completed' : 'scheduled',
          calendar_invite_sent: true,
          calendar_sequence: 0,
        }),
      });
      await seedScorecard(strapi, {
        interviewId: Number(interview.id),
        applicationId: Number(application.id),
        postingId: posting.documentId,
        interviewer,
        scheduledDate: interviewAt.toISOString().slice(0, 10),
        score: interviewScore,
        // A generator of its own, so the rest of the demo stays as it was.
        random: createRandom(SCORECARD_SEED + index),
      });
    }

    if (status === 'hired')
      await seedHire(
        strapi,
        application.documentId,
        posting,
        candidate,
        lastTime,
        random,
        adminUser?.documentId ?? null,
      );
  }
  return APPLICATION_COUNT;
}

async function seedHire(
  strapi: Core.Strapi,
  applicationId: string,
  posting: SeededPosting,
  candidate: Candidate,
  hiredAt: Date,
  random: Random,
  hiredBy: string | null,
): Promise<void> {
  const salary = posting.role.salary ?? { min: 600, max: 900 };
  const hire = await strapi.documents('api::hire.hire').create({
    data: dropNulls({
      application: applicationId,
      job_posting: posting.documentId,
      start_date: new Date(hiredAt.getTime() + 30 * DAY).toISOString().slice(0, 10),
      hired_date: hiredAt.toISOString(),
      recruitment_cost: random.int(150, 900),
      salary_amount: random.int(salary.min, salary.max) * 12,
      salary_currency: 'BHD',
      salary_frequency: 'annual',
      employment_type: posting.role.type,
      department: posting.role.department,
      status: 'pending_start',
      hired_by: hiredBy,
    }),
  });
  const [firstName = candidate.fullName, ...rest] = candidate.fullName.split(' ');
  const completed = random.chance(0.5);
  // Graduated at about 22, then worked their years of experience.
  const birthYear = hiredAt.getUTCFullYear() - 22 - Math.round(candidate.years) - random.int(0, 3);
  const birthdate = `${birthYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
  await strapi.documents('api::hired-employee.hired-employee').create({
    data: {
      application: applicationId,
      hire: hire.documentId,
      email: candidate.email,
      hired_date: hiredAt.toISOString(),
      hired_by: 'Development Admin',
      // Only the hash is ever stored; a demo hire's link is never mailed, so its token is not kept.
      onboarding_token: issueOnboardingToken().hash,
      onboarding_completed: completed,
      ...(completed
        ? {
            first_name: firstName,
            last_name: rest.join(' '),
            gender: random.pick(['Male', 'Female'] as const),
            mobile_phone: candidate.phone,
            birthdate,
            age: ageFromBirthdate(birthdate),
            marital_status: random.pick(['Single', 'Married'] as const),
            place_of_birth: candidate.nationality || 'Manama',
            home_address: `Flat ${random.int(1, 40)}, Building ${random.int(100, 2999)}, Road ${random.int(100, 4000)}, Block ${random.int(300, 999)}, Bahrain`,
            cpr_number: String(random.int(850000000, 999999999)),
            emergency_contact_name: 'Family contact',
            emergency_contact_phone: '+973 3900 0000',
            bank_name: random.pick(['National Bank of Bahrain', 'Bank of Bahrain and Kuwait', 'Ahli United Bank']),
            iban: `BH${random.int(10, 99)}NBOB${String(random.int(10000000, 99999999))}${String(random.int(100000, 999999))}`,
            onboarding_completed_at: new Date(hiredAt.getTime() + 2 * DAY).toISOString(),
          }
        : {}),
    },
  });
}
