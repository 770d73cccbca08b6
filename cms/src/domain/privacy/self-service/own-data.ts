import type { Readable } from 'node:stream';
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
import { hitRateLimit, refuseOverLimit } from '../../../platform/rate-limit';
import { parse, Refusal } from '../../../platform/refusal';
import type { PrivateFileStore } from '../../../platform/storage/private-files';
import { withdrawApplication } from '../../applications/changes';
import type { LinkRequest } from '../../auth/actor';
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
  id: number;
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

/** The candidate's page: their applications in their words and their contact details. */
export async function ownOverview(strapi: Core.Strapi, input: unknown, now: Date): Promise<SelfServiceOverview | null> {
  const { token } = parse(selfServiceRequestSchema, input);
  const link = await opened(strapi, token, now);
  return overviewOf(link.rows, link.expiresAt);
}

const HOUR_MS = 60 * 60 * 1000;
/** Copies per link and hour: a person needs one; a leaked link must not serve an endless stream of them. */
const COPIES_PER_LINK = { max: 5, windowMs: HOUR_MS } as const;
/** Links whose copy is being sent by this instance: one at a time each. */
const copying = new Set<number>();

/**
 * The candidate's copy of their data as a streamed ZIP, recorded as an access request and audited
 * with the client's address before the first byte. One copy at a time per link, a few per hour.
 */
export async function ownDataCopy(
  strapi: Core.Strapi,
  store: PrivateFileStore,
  request: LinkRequest,
  now: Date,
): Promise<Readable> {
  const { token } = parse(selfServiceRequestSchema, request.input);
  const link = await openedWithApplications(strapi, token, now);
  if (copying.has(link.id)) throw new Refusal(429, text.copyBusy);
  refuseOverLimit(await hitRateLimit(strapi, `my-data:copy:link:${link.id}`, COPIES_PER_LINK), text.tooManyRequests);
  copying.add(link.id);
  try {
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
        ip: request.ip,
        details: { applications: copy.applications.length },
      });
    });
    const release = () => copying.delete(link.id);
    copy.zip.once('close', release);
    copy.zip.once('error', release);
    return copy.zip;
  } catch (error) {
    copying.delete(link.id);
    throw error;
  }
}

/** Corrects the name and phone on every application of the address, in one transaction with its record. */
export async function correctOwnContact(
  strapi: Core.Strapi,
  request: LinkRequest,
  now: Date,
): Promise<SelfServiceAnswer> {
  const correction: ContactCorrection = parse(contactCorrectionSchema, request.input);
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
      ip: request.ip,
      details: { applications: link.rows.length, fields: 'full_name, phone' },
    });
  });
  return {
    message: text.contactSaved,
    overview: overviewOf(await ownApplications(strapi, link.email), link.expiresAt),
  };
}

/** Withdraws one of the candidate's own applications (the status change and its trail), recorded as a request. */
export async function withdrawOwn(strapi: Core.Strapi, request: LinkRequest, now: Date): Promise<SelfServiceAnswer> {
  const withdrawal = parse(withdrawalRequestSchema, request.input);
  const link = await opened(strapi, withdrawal.token, now);
  const own = link.rows.find((row) => row.documentId === withdrawal.application_id);
  // Someone else's application is as unknown as one that does not exist.
  if (!own) throw new Refusal(404, text.linkInvalid);
  await strapi.db.transaction(async () => {
    const outcome = await withdrawApplication(strapi, { id: own.documentId, now, ip: request.ip });
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
  request: LinkRequest,
  now: Date,
): Promise<SelfServiceAnswer> {
  const { token } = parse(selfServiceRequestSchema, request.input);
  const link = await openedWithApplications(strapi, token, now);
  const outcome = await strapi.db.transaction(async () => {
    const result = await eraseAddress(strapi, {
      email: link.email,
      channel: 'self_service',
      now,
      subjectId: link.rows.at(-1)?.documentId,
      ip: request.ip,
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
