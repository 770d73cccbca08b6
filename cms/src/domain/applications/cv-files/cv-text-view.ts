import { buffer } from 'node:stream/consumers';
import { type CvText, messages } from '@careers/shared';
import { Refusal } from '../../../platform/refusal';
import { cvTextApart } from '../../scoring/cv-reader';
import type { OpenedCv } from './cv-source';

/**
 * The text of a Word CV for the viewer, read in the CV reader thread with its limits (a hostile file
 * costs that thread, not the one answering requests). Only text goes back: never the document's markup.
 * A file the reader can't read is refused (422).
 */
export async function cvTextView(cv: OpenedCv): Promise<CvText> {
  const bytes = await buffer(cv.stream);
  const reading = await cvTextApart(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (!reading.ok) throw new Refusal(422, messages.cvFiles.notReadable);
  return { kind: 'text', text: reading.text };
}
