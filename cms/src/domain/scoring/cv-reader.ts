import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { CV_READ_TIME_LIMIT_MS, CV_READER_HEAP_LIMIT_MB, CV_READER_MEMORY_GROWTH_LIMIT_MB } from './cv-limits';
import type { CvReading, CvReadingTask, CvTextReading, CvTextTask, LimitHit } from './cv-reading';

export interface CvReaderLimits {
  timeMs: number;
  heapMb: number;
  memoryGrowthMb: number;
}

export const CV_READER_LIMITS: CvReaderLimits = {
  timeMs: CV_READ_TIME_LIMIT_MS,
  heapMb: CV_READER_HEAP_LIMIT_MB,
  memoryGrowthMb: CV_READER_MEMORY_GROWTH_LIMIT_MB,
};

const MB = 1024 * 1024;
/** How often the process's memory is looked at while a CV is read. */
const WATCH_INTERVAL_MS = 200;

// The compiled reader beside this module (dist/src/domain/scoring/cv-reader-worker.js): Strapi runs the
// compiled server in tests, in development and in production alike.
const READER_FILE = join(__dirname, 'cv-reader-worker.js');

/** One reader kept between CVs, so a queue of them does not start a thread (and load the PDF library) each. */
let idle: { worker: Worker; heapMb: number } | null = null;

function startReader(heapMb: number): Worker {
  const worker = new Worker(READER_FILE, {
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  });
  // Each reading listens for its own failures; this keeps a failure between readings from
  // becoming an uncaught error of the whole process.
  worker.on('error', () => undefined);
  worker.on('exit', () => {
    if (idle?.worker === worker) idle = null;
  });
  return worker;
}

function takeReader(heapMb: number): Worker {
  if (idle && idle.heapMb === heapMb) {
    const { worker } = idle;
    idle = null;
    worker.ref();
    return worker;
  }
  return startReader(heapMb);
}

/**
 * Reads a CV (and scores it offline when asked) in a worker thread with a heap limit, a time limit
 * and a watch on the process's memory: a hostile file costs that thread, which is stopped at a
 * limit, never the thread that answers requests. The reading names the limit that was hit.
 */
export function readCvApart(task: CvReadingTask, limits: CvReaderLimits = CV_READER_LIMITS): Promise<CvReading> {
  return inReader<CvReading>(task, limits);
}

/** Only the text of a CV (the back office's viewer), read in the same thread with the same limits. */
export function cvTextApart(cv: Uint8Array, limits: CvReaderLimits = CV_READER_LIMITS): Promise<CvTextReading> {
  const task: CvTextTask = { kind: 'text', cv };
  return inReader<CvTextReading>(task, limits);
}

function inReader<R>(task: CvReadingTask | CvTextTask, limits: CvReaderLimits): Promise<R | LimitHit> {
  const worker = takeReader(limits.heapMb);
  const baseline = process.memoryUsage.rss();
  return new Promise<R | LimitHit>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: { reading: R | LimitHit } | { error: Error }, reusable: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      worker.off('message', onReading);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (reusable && !idle) {
        worker.unref();
        idle = { worker, heapMb: limits.heapMb };
      } else {
        void worker.terminate();
      }
      if ('reading' in outcome) resolve(outcome.reading);
      else reject(outcome.error);
    };
    const onReading = (reading: R) => finish({ reading }, true);
    const onError = (error: Error & { code?: string }) =>
      error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? finish({ reading: { ok: false, reason: 'memory-limit' } }, false)
        : finish({ error }, false);
    const onExit = (code: number) => finish({ error: new Error(`The CV reader stopped (exit code ${code})`) }, false);
    const timer = setTimeout(() => finish({ reading: { ok: false, reason: 'time-limit' } }, false), limits.timeMs);
    const watch = setInterval(() => {
      if (process.memoryUsage.rss() - baseline > limits.memoryGrowthMb * MB) {
        finish({ reading: { ok: false, reason: 'memory-limit' } }, false);
      }
    }, WATCH_INTERVAL_MS);
    worker.on('message', onReading);
    worker.on('error', onError);
    worker.on('exit', onExit);
    // The bytes move to the reader thread: a copy of their own, transferred rather than cloned again.
    const cv = new Uint8Array(task.cv);
    worker.postMessage({ ...task, cv }, [cv.buffer]);
  });
}

/** Stops the idle reader, at shutdown. */
export async function stopCvReader(): Promise<void> {
  const reader = idle?.worker;
  idle = null;
  if (reader) await reader.terminate();
}
