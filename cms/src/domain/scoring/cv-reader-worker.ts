// The reader thread's entry point (started by cv-reader.ts from this file's compiled .js): reads one
// CV per message, answers with the reading, and waits for the next.
import { parentPort } from 'node:worker_threads';
import { type CvReadingTask, type CvTextTask, readInReader } from './cv-reading';

parentPort?.on('message', (task: CvReadingTask | CvTextTask) => {
  readInReader(task).then(
    (reading) => parentPort?.postMessage(reading),
    // A library failing in an unforeseen way is still this file's fault, not a reason to try again.
    () => parentPort?.postMessage({ ok: false, reason: 'malformed' }),
  );
});
