// How the backup commands name and print things.

/**
 * A time for file names: 2025-03-01T02-30-00Z (no colons, sorts by time); with `milliseconds`,
 * 2025-03-01T02-30-00.123Z, for what may be made twice in a second.
 */
export function fileStamp(at = new Date(), { milliseconds = false } = {}): string {
  const iso = at.toISOString();
  return (milliseconds ? iso : iso.replace(/\.\d+Z$/, 'Z')).replaceAll(':', '-');
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

export function formatCounts(counts: Record<string, number>): string {
  const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return `${Object.keys(counts).length} tables, ${rows} rows, ${counts.applications ?? 0} applications`;
}
