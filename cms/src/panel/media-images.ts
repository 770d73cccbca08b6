import { messages } from '@careers/shared';
import { errors } from '@strapi/utils';
import { fileTypeFromFile } from 'file-type';

/**
 * What the media library takes, by what the bytes are (file-type's names). Only raster images: an
 * SVG can carry script, and HTML or JS would run on our origin if a browser ever rendered them.
 */
const MEDIA_IMAGE_TYPES = new Set(['jpg', 'png', 'gif', 'webp', 'avif']);

/** A file as the multipart parser (or the upload-from-URL fetch) left it on disk. */
export interface MediaFile {
  filepath?: string;
}

/** Refuses the whole request unless every file's content is one of the image types above. */
export async function refuseUnlessImages(files: MediaFile | MediaFile[] | undefined): Promise<void> {
  for (const file of Array.isArray(files) ? files : files ? [files] : []) {
    const detected = file.filepath ? await fileTypeFromFile(file.filepath) : undefined;
    if (!detected || !MEDIA_IMAGE_TYPES.has(detected.ext)) throw new errors.ValidationError(messages.media.imagesOnly);
  }
}
