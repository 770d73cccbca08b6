import { messages, type OwnApplication, type SelfServiceOverview } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { Selected } from '../../../platform/database/rows';
import { candidateAddress } from './candidate-links';

const APPLICATION = 'api::application.application';

/** What the candidate's page reads of each of their applications. */
export type OwnRow = Selected<
  typeof APPLICATION,
  'documentId' | 'reference_id' | 'full_name' | 'email' | 'phone' | 'status' | 'createdAt' | 'legal_hold_since'
> & { job_posting: { title: string } | null };

/** The applications of an address that still hold its data (erased ones hold nothing of it), oldest first. */
export async function ownApplications(strapi: Core.Strapi, email: string): Promise<OwnRow[]> {
  return strapi.db.query(APPLICATION).findMany({
    where: { email: { $eqi: candidateAddress(email) }, erased_at: null },
    select: [
      'id',
      'documentId',
      'reference_id',
      'full_name',
      'email',
      'phone',
      'status',
      'createdAt',
      'legal_hold_since',
    ],
    populate: { job_posting: { select: ['title'] } },
    orderBy: { id: 'asc' },
  });
}

/** A status a candidate may still withdraw from: any but hired (ended with HR) and withdrawn. */
const withdrawable = (row: OwnRow) => row.status !== 'hired' && row.status !== 'withdrawn';

/** The page: their newest contact details, each application in their words; null when nothing is left. */
export function overviewOf(rows: readonly OwnRow[], linkExpiresAt: Date): SelfServiceOverview | null {
  const newest = rows.at(-1);
  if (!newest) return null;
  return {
    full_name: newest.full_name,
    email: newest.email,
    phone: newest.phone,
    link_expires_at: linkExpiresAt.toISOString(),
    applications: [...rows].reverse().map(
      (row): OwnApplication => ({
        id: row.documentId,
        reference_id: row.reference_id,
        job_title: row.job_posting?.title ?? null,
        applied_at: new Date(String(row.createdAt)).toISOString(),
        status: row.status,
        status_text: messages.selfService.statuses[row.status],
        can_withdraw: withdrawable(row),
      }),
    ),
  };
}
