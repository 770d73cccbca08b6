import type { Core } from '@strapi/strapi';
import { now as clockNow } from '../../platform/clock';
import { hitRateBucket } from '../../platform/database/rate-buckets';
import { writeAudit } from './audit';

const AUDIT_EVENT = 'api::audit-event.audit-event';
const ACTION = 'backoffice.request_refused';
/** A flood of refusals is one line per account, route and this window, with its count. */
const AGGREGATE_WINDOW_MS = 60 * 1000;

export interface RefusedRequest {
  status: 401 | 403;
  /** The signed-in account that was refused; null when the request had no session. */
  account: { documentId: string; email: string } | null;
  /** The route as declared (`GET /backoffice/applications/:id`), so ids in paths don't multiply lines. */
  route: string;
  method: string;
  ip: string;
}

/**
 * An audit line for a refused back-office request (401 no session, 403 not allowed). Counted in a
 * shared bucket per account and route: the first refusal of a window writes the line, the next ones
 * raise its count, so a flood can't fill the table. Never fails the refusal itself.
 */
export async function recordRefusedRequest(strapi: Core.Strapi, refused: RefusedRequest): Promise<void> {
  const { route } = refused;
  const accountKey = refused.account?.documentId ?? 'anonymous';
  try {
    const at = clockNow();
    const { hits, windowStartedAt } = await hitRateBucket(
      strapi,
      `refused:${refused.status}:${accountKey}:${route}`.slice(0, 255),
      at,
      at - AGGREGATE_WINDOW_MS,
    );
    const details = { status: refused.status, method: refused.method, count: hits };
    if (hits === 1) {
      await writeAudit(strapi, {
        action: ACTION,
        actorId: refused.account?.documentId ?? null,
        actorEmail: refused.account?.email ?? null,
        entityType: 'route',
        entityId: route,
        ip: refused.ip,
        details,
      });
      return;
    }
    const line = (await strapi.db.query(AUDIT_EVENT).findOne({
      where: {
        action: ACTION,
        entity_type: 'route',
        entity_id: route,
        actor_email: refused.account?.email ?? { $null: true },
        occurred_at: { $gte: new Date(windowStartedAt) },
      },
      select: ['id'],
      orderBy: { id: 'desc' },
    })) as { id: number } | null;
    // The window's first refusal may still be writing its line: the next refusal brings the count up.
    if (line) await strapi.db.query(AUDIT_EVENT).update({ where: { id: line.id }, data: { details } });
  } catch (error) {
    strapi.log.error(`[audit] could not record a refused request to ${route}: ${(error as Error).message}`);
  }
}
