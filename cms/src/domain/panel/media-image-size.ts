import { messages } from '@careers/shared';
import { errors } from '@strapi/utils';
import sharp from 'sharp';
import type { MediaFile } from './media-images';

/**
 * The most pixels an image of the media library may have, every frame of an animation counted.
 * Strapi's upload decodes the whole image several times (its validity check, the optimisation, the
 * thumbnail and each responsive size), and a PNG of a few kilobytes can declare 256 megapixels, which
 * take over a gigabyte of memory to process. 40 megapixels is an 8,000 × 5,000 photo, far more than a
 * page shows.
 */
export const MAX_MEDIA_IMAGE_MEGAPIXELS = 40;
/** The longest side: a 40,000 × 1,000 strip stays under the pixel limit, yet no page shows one. */
export const MAX_MEDIA_IMAGE_SIDE = 12_000;

interface DeclaredSize {
  pixels: number;
  longestSide: number;
}

/**
 * What the image's header says, read by the same library that will decode it (so no other parser
 * can read a different size), without decoding a pixel. Undefined when it cannot read the header.
 */
async function declaredSize(path: string): Promise<DeclaredSize | undefined> {
  try {
    // Sharp's own limit (268 megapixels) would fail the read before we could say what is wrong.
    const { width, height, pageHeight, pages } = await sharp(path, { limitInputPixels: false }).metadata();
    const frameHeight = pageHeight ?? height;
    return { pixels: width * frameHeight * (pages ?? 1), longestSide: Math.max(width, frameHeight) };
  } catch {
    return undefined;
  }
}

/**
 * Refuses the whole request if any image is larger than the limits above, before Strapi's upload
 * decodes anything. Call it on files already known to be images by their bytes.
 */
export async function refuseOversizedImages(files: MediaFile | MediaFile[] | undefined): Promise<void> {
  for (const file of Array.isArray(files) ? files : files ? [files] : []) {
    const size = file.filepath ? await declaredSize(file.filepath) : undefined;
    if (!size) throw new errors.ValidationError(messages.media.imagesOnly);
    if (size.pixels > MAX_MEDIA_IMAGE_MEGAPIXELS * 1_000_000 || size.longestSide > MAX_MEDIA_IMAGE_SIDE) {
      throw new errors.ValidationError(messages.media.imageTooLarge(MAX_MEDIA_IMAGE_MEGAPIXELS, MAX_MEDIA_IMAGE_SIDE));
    }
  }
}
