import { extname } from 'node:path';
import { messages } from '@careers/shared';
import { errors } from '@strapi/utils';
import { fileTypeFromFile } from 'file-type';

/**
 * What the media library takes, by what the bytes are (file-type's names). Only raster images: an
 * SVG can carry script, and HTML or JS would run on our origin if a browser ever rendered them.
 */
const MEDIA_IMAGE_TYPES: Readonly<Record<string, readonly string[]>> = {
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  avif: ['avif'],
};

/** A file as the multipart parser (or the upload-from-URL fetch) left it on disk. */
export interface MediaFile {
  filepath?: string;
  originalFilename?: string | null;
}

/**
 * The name's extension must be one of the detected type's: Strapi keeps the uploaded name's
 * extension and /uploads serves by it, so a GIF that is also a page, named x.html, would be served
 * as HTML.
 */
function nameFitsContent(name: string | null | undefined, detectedExt: string): boolean {
  const extension = extname(name ?? '')
    .slice(1)
    .toLowerCase();
  const allowed = Object.hasOwn(MEDIA_IMAGE_TYPES, detectedExt) ? MEDIA_IMAGE_TYPES[detectedExt] : undefined;
  return allowed?.includes(extension) ?? false;
}

/** Refuses the whole request unless every file is one of the image types above, by bytes and by name. */
export async function refuseUnlessImages(files: MediaFile | MediaFile[] | undefined): Promise<void> {
  for (const file of Array.isArray(files) ? files : files ? [files] : []) {
    const detected = file.filepath ? await fileTypeFromFile(file.filepath) : undefined;
    if (!detected || !nameFitsContent(file.originalFilename, detected.ext)) {
      throw new errors.ValidationError(messages.media.imagesOnly);
    }
  }
}
