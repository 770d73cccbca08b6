import {
  type ContactCorrection,
  contactCorrectionSchema,
  messages,
  type SelfServiceAnswer,
  type SelfServiceOverview,
  selfServiceRequestSchema,
  withdrawalRequestSchema,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { parse, Refusal } from '../../../platform/refusal';
import type { PrivateFileStore } from '../../../platform/storage/private-files';
import { withdrawApplication } from '../../applications/changes';
import { writeAudit } from '../../auth/audit';
import { recordDataRequest } from '../data-requests';
import { deletePendingFiles } from '../erasure-records';
import { eraseAddress } from '../erasure-request';
import { addressOfLink } from './candidate-links';
import { candidateDataCopy } from './data-copy';
import { type OwnRow, overviewOf, ownApplications } from './own-applications';

const APPLICATION = 'api::application.application';
const text = messages.selfService;

interface OpenedLink {
  email: string;
  expiresAt: Date;
  rows: OwnRow[];
}

/** The address a request's token opens, with its applications; a 404 in the candidate's words otherwise. */
async function opened(strapi: Core.Strapi, token: string, now: Date): Promise<OpenedLink> {
  const link = await addressOfLink(strapi, token, now);
  if (!link) throw new Refusal(404, text.linkInvalid);
  return { ...link, rows: await ownApplications(strapi, link.email) };
}

/** As `opened`, for an action on the applications: with none left (erased, or never any) there is nothing to act on. */
async function openedWithApplications(strapi: Core.Strapi, token: string, now: Date): Promise<OpenedLink> {
  const link = await opened(strapi, token, now);
  if (link.rows.length === 0) throw new Refusal(404, text.noApplications);
  return link;
}

const references = (rows: readonly OwnRow[]) => rows.map((row) => row.reference_id);

/** The candidate's page (issue 28 item 3): their applications in their words and their contact details. */
export async function ownOverview(strapi: Core.Strapi, input: unknown, now: Date): Promise<SelfServiceOverview | null> {
  const { token } = parse(selfServiceRequestSchema, input);
  const link = await opened(strapi, token, now);
  return overviewOf(link.rows, link.expiresAt);
}

/** The candidate's copy of their data as a ZIP, recorded as an access request and audited. */
export async function ownDataCopy(
  strapi: Core.Strapi,
  store: PrivateFileStore,
  input: unknown,
  now: Date,
): Promise<Buffer> {
  const { token } = parse(selfServiceRequestSchema, input);
  const link = await openedWithApplications(strapi, token, now);
  const copy = await candidateDataCopy(strapi, store, link.email, now);
  await strapi.db.transaction(async () => {
    await recordDataRequest(strapi, {
      kind: 'access',
      channel: 'self_service',
      receivedAt: now,
      outcome: 'completed',
      applicationReferences: copy.applications,
    });
    await writeAudit(strapi, {
      action: 'candidate.data_exported',
      entityType: 'application',
      entityId: link.rows.at(-1)?.documentId ?? '',
      details: { applications: copy.applications.length },
    });
  });
  return copy.zip;
}

/** Corrects the name and phone on every application of the address, in one transaction with its record. */
export async function correctOwnContact(strapi: Core.Strapi, input: unknown, now: Date): Promise<SelfServiceAnswer> {
  const correction: ContactCorrection = parse(contactCorrectionSchema, input);
  const link = await openedWithApplications(strapi, correction.token, now);
  await strapi.db.transaction(async () => {
    await strapi.db.query(APPLICATION).updateMany({
      where: { id: { $in: link.rows.map((row) => row.id) }, erased_at: null },
      data: { full_name: correction.full_name, phone: correction.phone },
    });
    await recordDataRequest(strapi, {
      kind: 'correction',
      channel: 'self_service',
      receivedAt: now,
      outcome: 'completed',
      applicationReferences: references(link.rows),
    });
    // Which fields changed, never their values: the log survives erasure with nothing of the person.
    await writeAudit(strapi, {
      action: 'candidate.contact_corrected',
      entityType: 'application',
      entityId: link.rows.at(-1)?.documentId ?? '',
      details: { applications: link.rows.length, fields: 'full_name, phone' },
    });
  });
  return {
    message: text.contactSaved,
    overview: overviewOf(await ownApplications(strapi, link.email), link.expiresAt),
  };
}

/** Withdraws one of the candidate's own applications (the status change and its trail), recorded as a request. */
export async function withdrawOwn(strapi: Core.Strapi, input: unknown, now: Date): Promise<SelfServiceAnswer> {
  const request = parse(withdrawalRequestSchema, input);
  const link = await opened(strapi, request.token, now);
  const own = link.rows.find((row) => row.documentId === request.application_id);
  // Someone else's application is as unknown as one that does not exist.
  if (!own) throw new Refusal(404, text.linkInvalid);
  await strapi.db.transaction(async () => {
    const outcome = await withdrawApplication(strapi, { id: own.documentId, now });
    if (!outcome.changed) return;
    await recordDataRequest(strapi, {
      kind: 'withdrawal',
      channel: 'self_service',
      receivedAt: now,
      outcome: 'completed',
      applicationReferences: [own.reference_id],
    });
  });
  return { message: text.withdrawn, overview: overviewOf(await ownApplications(strapi, link.email), link.expiresAt) };
}

/**
 * Erases the candidate's data at their request, at once, but what is on legal hold (the request is
 * recorded and they are told). Once nothing is left, their links stop working (the erasure forgets them).
 */
export async function eraseOwn(
  strapi: Core.Strapi,
  store: PrivateFileStore,
  input: unknown,
  now: Date,
): Promise<SelfServiceAnswer> {
  const { token } = parse(selfServiceRequestSchema, input);
  const link = await openedWithApplications(strapi, token, now);
  const outcome = await strapi.db.transaction(async () => {
    const result = await eraseAddress(strapi, {
      email: link.email,
      channel: 'self_service',
      now,
      subjectId: link.rows.at(-1)?.documentId,
    });
    return result;
  });
  await deletePendingFiles(strapi, store);
  if (outcome.held === 0) {
    return { message: outcome.employeeRecordKept ? text.erasedEmployeeKept : text.erased, overview: null };
  }
  return {
    message: outcome.erased === 0 ? text.erasureRecorded : text.erasedPartly(outcome.held),
    overview: overviewOf(await ownApplications(strapi, link.email), link.expiresAt),
  };
}
