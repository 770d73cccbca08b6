import { type DataRequestChannel, type DataRequestOutcome, documentId, messages } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { currentDate } from '../../platform/clock';
import { lockUntilCommit } from '../../platform/database/locks';
import type { Selected } from '../../platform/database/rows';
import { parse, Refusal } from '../../platform/refusal';
import type { PrivateFileStore } from '../../platform/storage/private-files';
import { type AdminActor, auditActor } from '../auth/actor';
import { writeAudit } from '../auth/audit';
import { eraseApplications } from './application-erasure';
import { recordDataRequest } from './data-requests';
import { deletePendingFiles } from './erasure-records';

const APPLICATION = 'api::application.application';
const EMPLOYEE = 'api::hired-employee.hired-employee';

type CandidateApplication = Selected<
  typeof APPLICATION,
  'documentId' | 'reference_id' | 'legal_hold_since' | 'erased_at'
>;

export interface AddressErasureOutcome {
  erased: number;
  held: number;
  /** A hire's employee record stays (HR's, under employment law). */
  employeeRecordKept: boolean;
}

export interface ErasureRequestOutcome {
  erased: number;
  held: number;
  message: string;
}

export interface AddressErasure {
  email: string;
  channel: DataRequestChannel;
  by?: AdminActor;
  now: Date;
  /** The application the request was made from, for the audit line. */
  subjectId?: string;
  /** The client's address when the candidate asked on their own page (a back-office request has its admin's). */
  ip?: string;
}

/**
 * Erases every application of an address at once, except those on legal hold, which stay until
 * released; records the request in the Privacy register and the audit log, in the caller's
 * transaction. Files go once the caller's transaction has committed (deletePendingFiles).
 */
export async function eraseAddress(strapi: Core.Strapi, input: AddressErasure): Promise<AddressErasureOutcome> {
  return strapi.db.transaction(async () => {
    // Held before the split is read: a hold placed meanwhile waits, so held and erased are what happened.
    await lockUntilCommit(strapi, 'erasure');
    return eraseAddressLocked(strapi, input);
  });
}

async function eraseAddressLocked(strapi: Core.Strapi, input: AddressErasure): Promise<AddressErasureOutcome> {
  // The same person's applications: the address in any letter case.
  const applications: CandidateApplication[] = await strapi.db.query(APPLICATION).findMany({
    where: { email: { $eqi: input.email.trim() }, erased_at: null },
    select: ['id', 'documentId', 'reference_id', 'legal_hold_since', 'erased_at'],
    orderBy: { id: 'asc' },
  });
  const free = applications.filter((application) => application.legal_hold_since === null);
  const erased = await eraseApplications(strapi, {
    ids: free.map((application) => application.id),
    rule: 'candidate_request',
    now: input.now,
  });
  // What the erasure did not erase is held: the person is never told that kept data is gone.
  const held = applications.filter((application) => !erased.includes(application.documentId));
  const employeeRecordKept = await keptEmployeeRecords(strapi, erased);
  await recordDataRequest(strapi, {
    kind: 'erasure',
    channel: input.channel,
    receivedAt: input.now,
    ...(input.by ? { handledBy: input.by.email } : {}),
    outcome: outcomeOf(erased.length, held.length, employeeRecordKept),
    applicationReferences: applications.map((application) => application.reference_id),
  });
  await writeAudit(strapi, {
    action: 'application.erased_on_request',
    ...(input.by ? auditActor(input.by) : {}),
    ...(input.ip ? { ip: input.ip } : {}),
    entityType: 'application',
    ...(input.subjectId ? { entityId: input.subjectId } : {}),
    details: {
      erased: erased.length,
      held: held.length,
      channel: input.channel,
      ...(employeeRecordKept ? { employee_record_kept: true } : {}),
    },
  });
  return { erased: erased.length, held: held.length, employeeRecordKept };
}

/** What the register records of an erasure request: held back, partly held, done, or done but HR keeps a record. */
export function outcomeOf(erased: number, held: number, employeeRecordKept: boolean): DataRequestOutcome {
  if (held > 0) return erased === 0 ? 'held' : 'partly_held';
  return employeeRecordKept ? 'employee_record_kept' : 'completed';
}

/**
 * Whether one of these erased applications led to a hire whose employee record still holds personal
 * data: HR keeps it under employment law, so the person and the register are told it stays.
 */
async function keptEmployeeRecords(strapi: Core.Strapi, applicationIds: readonly string[]): Promise<boolean> {
  if (applicationIds.length === 0) return false;
  const kept = await strapi.db.query(EMPLOYEE).count({
    where: { application: { documentId: { $in: [...applicationIds] } }, personal_data_erased_at: null },
  });
  return kept > 0;
}

/**
 * A candidate's erasure request, acted on from the back office (a letter or a call to the company):
 * every application from the candidate's e-mail address is erased at once, except those on legal
 * hold, in one transaction with the request's record and audit line.
 */
export async function eraseOnRequest(
  strapi: Core.Strapi,
  store: PrivateFileStore,
  input: { id: unknown; by: AdminActor; now?: Date },
): Promise<ErasureRequestOutcome> {
  const id = parse(documentId, input.id);
  const now = input.now ?? currentDate();
  const outcome = await strapi.db.transaction(async () => {
    const named: Selected<typeof APPLICATION, 'email' | 'erased_at'> | null = await strapi.db
      .query(APPLICATION)
      .findOne({ where: { documentId: id }, select: ['id', 'email', 'erased_at'] });
    if (!named) throw new Refusal(404, 'Not Found');
    if (named.erased_at) throw new Refusal(409, messages.privacy.erasedCannotChange);
    return eraseAddress(strapi, { email: named.email, channel: 'back_office', by: input.by, now, subjectId: id });
  });
  await deletePendingFiles(strapi, store);
  const message = messages.privacy.erasedOnRequest(outcome.erased, outcome.held);
  return {
    erased: outcome.erased,
    held: outcome.held,
    message: outcome.employeeRecordKept ? `${message} ${messages.privacy.employeeRecordKept}` : message,
  };
}
