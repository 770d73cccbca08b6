// A full disk as ops meet it: uploads and writes failing with 500 while /_ready said ready. The
// instance now says not ready below MIN_FREE_DISK_MB, and /metrics shows each volume's free space.
// The disk is the machine's own: the threshold is set above what it really has free.
import { randomUUID } from 'node:crypto';
import { statfsSync } from 'node:fs';
import { join } from 'node:path';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { describe, expect, it } from 'vitest';
import { startChildCms } from '../support/child-cms';
import { testServer } from '../support/test-server';

const server = await testServer();
const METRICS_TOKEN = `metrics-${randomUUID()}`;
const MB = 1024 * 1024;

/** What this machine has free where the instance writes, as the test reads it itself. */
function freeBytes(path: string): number {
  const stats = statfsSync(path);
  return stats.bavail * stats.bsize;
}

describe('free disk space', () => {
  it('takes the instance out of /_ready below MIN_FREE_DISK_MB and shows each volume in /metrics', async () => {
    const privateDir = join(server.workerDir, 'disk-private');
    const free = freeBytes(server.workerDir);
    // Above what the disk has free by far more than anything the suite writes meanwhile.
    const above = Math.ceil(free / MB) + 10_240;
    const env = {
      ...server.childEnv,
      PRIVATE_FILES_DIR: privateDir,
      CMS_DATA_DIR: join(server.workerDir, 'disk-data'),
      METRICS_TOKEN,
      LOG_LEVEL: 'error',
    };
    const [short, roomy] = await Promise.all([
      startChildCms(server.appDir, { ...env, MIN_FREE_DISK_MB: String(above) }),
      startChildCms(server.appDir, { ...env, MIN_FREE_DISK_MB: '1' }),
    ]);
    try {
      const unready = await fetch(`http://127.0.0.1:${short.port}/_ready`);
      expect(unready.status).toBe(503);
      expect(await unready.json()).toMatchObject({ status: 'unavailable', reason: 'disk space' });
      // The log names the volume and the figures.
      expect(short.output()).toContain('[ready] not ready, disk space: private_files');
      expect(short.output()).toContain(`below MIN_FREE_DISK_MB ${above}`);
      expect((await fetch(`http://127.0.0.1:${roomy.port}/_ready`)).status).toBe(200);

      const metrics = await fetch(`http://127.0.0.1:${short.port}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const families = new Map(parsePrometheusTextFormat(await metrics.text()).map((family) => [family.name, family]));
      const gauge = families.get('careers_disk_free_bytes');
      expect(gauge?.type).toBe('GAUGE');
      const volumes = Object.fromEntries(
        (gauge?.metrics ?? []).map((metric) => [metric.labels?.volume, Number(metric.value)]),
      );
      expect(Object.keys(volumes).sort()).toEqual(['data', 'private_files', 'upload_temp']);
      // The same disk as the test's own reading, give or take what others wrote in between.
      expect(Math.abs((volumes.private_files ?? 0) - freeBytes(server.workerDir))).toBeLessThan(1024 * MB);
      expect(Number(families.get('careers_disk_min_free_bytes')?.metrics[0]?.value)).toBe(above * MB);
    } finally {
      await Promise.all([short.stop(), roomy.stop()]);
    }
  }, 240_000);
});
