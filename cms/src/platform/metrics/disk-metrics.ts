import { Gauge, type Registry } from 'prom-client';
import type { CmsEnv } from '../config/env';
import { volumeSpace } from '../storage/disk-space';

/** Free space of each watched volume, read at each scrape, beside the threshold /_ready applies. */
export function registerDiskMetrics(env: CmsEnv, registry: Registry): void {
  new Gauge({
    name: 'careers_disk_free_bytes',
    help: 'Free bytes this process may use on the volume of a folder it writes (private_files, upload_temp, data)',
    labelNames: ['volume'] as const,
    registers: [registry],
    async collect() {
      for (const space of await volumeSpace(env)) this.set({ volume: space.volume }, space.freeBytes);
    },
  });
  const threshold = new Gauge({
    name: 'careers_disk_min_free_bytes',
    help: 'MIN_FREE_DISK_MB in bytes: below it on any watched volume, /_ready answers 503 (0: not checked)',
    registers: [registry],
  });
  threshold.set(env.minFreeDiskBytes);
}
