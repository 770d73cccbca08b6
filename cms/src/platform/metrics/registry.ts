import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * This process's Prometheus metrics: Node's own (CPU, memory, event-loop lag, GC), HTTP requests by
 * route pattern, and what other modules add. One registry per process; /metrics renders it.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const httpRequests = new Counter({
  name: 'careers_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

const httpDuration = new Histogram({
  name: 'careers_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

const rateLimitRefusals = new Counter({
  name: 'careers_rate_limit_refusals_total',
  help: 'Requests refused by a rate limit (429), by route pattern',
  labelNames: ['route'] as const,
  registers: [metricsRegistry],
});

const orphanFilesRemoved = new Counter({
  name: 'careers_orphan_files_removed_total',
  help: 'Private files no row pointed to, removed by the sweep once older than ORPHAN_FILE_GRACE_HOURS',
  registers: [metricsRegistry],
});

export function countOrphanFilesRemoved(count: number): void {
  orphanFilesRemoved.inc(count);
}

/** Methods outside this list are counted as OTHER: a client cannot add label values at will. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  const labels = { method: METHODS.has(method) ? method : 'OTHER', route, status: String(status) };
  httpRequests.inc(labels);
  httpDuration.observe(labels, seconds);
  if (status === 429) rateLimitRefusals.inc({ route });
}
