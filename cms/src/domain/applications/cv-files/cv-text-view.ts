import { buffer } from 'node:stream/consumers';
import { cvTextApart } from '../../scoring/cv-reader';
import type { OpenedCv } from './cv-source';

export type CvTextView = { ok: true; text: string } | { ok: false };

/**
 * The text of a Word CV for the viewer, read in the CV reader thread with its limits (a hostile file
 * costs that thread, not the one answering requests). Only text goes back: never the document's markup.
 */
export async function cvTextView(cv: OpenedCv): Promise<CvTextView> {
  const bytes = await buffer(cv.stream);
  const reading = await cvTextApart(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return reading.ok ? { ok: true, text: reading.text } : { ok: false };
}
