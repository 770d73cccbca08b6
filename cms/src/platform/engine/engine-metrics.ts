import type { Core } from '@strapi/strapi';
import { Gauge, type Registry } from 'prom-client';
import { currentDate } from '../clock';
import { dialectOf, fromDbTime, toDbTime } from '../database/db-values';
import { selectAggregates } from '../database/statements';

/** Reads the queue and the outbox at each scrape: the figures every instance shares, from the database. */
export function registerEngineMetrics(strapi: Core.Strapi, registry: Registry): void {
  // A second Strapi in the same process (a script after a test) registers them anew.
  for (const name of ['careers_outbox_messages', 'careers_outbox_oldest_due_age_seconds', 'careers_jobs'])
    registry.removeSingleMetric(name);
  new Gauge({
    name: 'careers_outbox_messages',
    help: 'E-mails in the outbox by state (pending includes those scheduled for later)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await selectAggregates(
        strapi,
        "SELECT status, COUNT(*) AS n FROM email_outbox WHERE status IN ('pending', 'sending', 'failed') GROUP BY status",
        [],
      );
      for (const state of ['pending', 'sending', 'failed']) this.set({ state }, 0);
      for (const row of rows) this.set({ state: String(row.status) }, Number(row.n));
    },
  });

  new Gauge({
    name: 'careers_outbox_oldest_due_age_seconds',
    help: 'How long the oldest pending e-mail has been due (0 when none is waiting)',
    registers: [registry],
    async collect() {
      const now = currentDate();
      const [row] = await selectAggregates(
        strapi,
        "SELECT MIN(send_at) AS oldest FROM email_outbox WHERE status = 'pending' AND send_at <= ?",
        [toDbTime(dialectOf(strapi), now)],
      );
      const oldest = fromDbTime(row?.oldest);
      this.set(oldest === null ? 0 : Math.max(0, (now.getTime() - oldest.getTime()) / 1000));
    },
  });

  new Gauge({
    name: 'careers_jobs',
    help: 'Background jobs by kind and state (queued, running, failed)',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await selectAggregates(
        strapi,
        "SELECT kind, status, COUNT(*) AS n FROM background_jobs WHERE status IN ('queued', 'running', 'failed') GROUP BY kind, status",
        [],
      );
      for (const row of rows) this.set({ kind: String(row.kind), state: String(row.status) }, Number(row.n));
    },
  });
}
