import { PassThrough, pipeline } from 'node:stream';
import type { ZipArchive } from 'archiver';

/** Resolves true when the archive has written its current entry, false when it was closed first. */
export function entryWritten(zip: ZipArchive): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (written: boolean) => () => {
      zip.off('entry', onEntry);
      zip.off('close', onStop);
      zip.off('error', onStop);
      resolve(written);
    };
    const onEntry = done(true);
    const onStop = done(false);
    zip.on('entry', onEntry);
    zip.on('close', onStop);
    zip.on('error', onStop);
  });
}

/**
 * The archive as a body Koa sends: archiver's streams are readable-stream's, which Koa does not take
 * for a stream; a Node stream carries it, and the pipeline stops the archive when the download is
 * closed early. `notSent` hears any other failure.
 */
export function zipBody(zip: ZipArchive, notSent: (error: Error) => void): PassThrough {
  const body = new PassThrough();
  pipeline(zip, body, (error) => {
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') notSent(error);
  });
  return body;
}
