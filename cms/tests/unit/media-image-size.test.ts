import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@careers/shared';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MAX_MEDIA_IMAGE_MEGAPIXELS,
  MAX_MEDIA_IMAGE_SIDE,
  refuseOversizedImages,
} from '../../src/domain/panel/media-image-size';
import { makeBlankPng } from '../support/file-fixtures';

// Each image only declares its size: a small real image with the size in its header rewritten, the
// way an attacker makes one, or a GIF whose frames hold almost no data.

const folder = mkdtempSync(join(tmpdir(), 'media-image-size-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let written = 0;
function onDisk(bytes: Buffer, name: string): { filepath: string; originalFilename: string } {
  written += 1;
  const filepath = join(folder, `${written}-${name}`);
  writeFileSync(filepath, bytes);
  return { filepath, originalFilename: name };
}

async function outcome(bytes: Buffer, name: string): Promise<string> {
  try {
    await refuseOversizedImages(onDisk(bytes, name));
    return 'accepted';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const tooLarge = messages.media.imageTooLarge(MAX_MEDIA_IMAGE_MEGAPIXELS, MAX_MEDIA_IMAGE_SIDE);
const tiny = (format: 'jpeg' | 'webp' | 'avif') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#204080' } })
    .toFormat(format)
    .toBuffer();

function at(bytes: Buffer, marker: number[] | string): number {
  const index = bytes.indexOf(typeof marker === 'string' ? Buffer.from(marker, 'latin1') : Buffer.from(marker));
  if (index < 0) throw new Error(`no ${String(marker)} in the image`);
  return index;
}

/** A JPEG whose frame header (SOF0) declares width × height. */
async function jpeg(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await tiny('jpeg'));
  const frame = at(bytes, [0xff, 0xc0]);
  bytes.writeUInt16BE(height, frame + 5);
  bytes.writeUInt16BE(width, frame + 7);
  return bytes;
}

/** A lossy WebP whose VP8 key frame declares width × height. */
async function webp(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await tiny('webp'));
  const keyFrame = at(bytes, [0x9d, 0x01, 0x2a]);
  bytes.writeUInt16LE(width, keyFrame + 3);
  bytes.writeUInt16LE(height, keyFrame + 5);
  return bytes;
}

/** An AVIF whose image spatial extents box (ispe) declares width × height. */
async function avif(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await tiny('avif'));
  const extents = at(bytes, 'ispe');
  bytes.writeUInt32BE(width, extents + 8);
  bytes.writeUInt32BE(height, extents + 12);
  return bytes;
}

/** A GIF of `frames` frames of width × height, each a two-colour frame with an empty picture. */
function gif(width: number, height: number, frames: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80;
  const frame = Buffer.alloc(10);
  frame[0] = 0x2c;
  frame.writeUInt16LE(width, 5);
  frame.writeUInt16LE(height, 7);
  const oneFrame = Buffer.concat([
    // Graphic control: a tenth of a second a frame.
    Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0]),
    frame,
    // LZW with 2-bit codes: clear, end.
    Buffer.from([2, 2, 0x4c, 0x01, 0]),
  ]);
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    screen,
    Buffer.from([0, 0, 0, 255, 255, 255]),
    ...Array.from({ length: frames }, () => oneFrame),
    Buffer.from([0x3b]),
  ]);
}

describe('the size of a media library image, read from its header', () => {
  it.each([
    ['JPEG', 'photo.jpg', jpeg],
    ['WebP', 'photo.webp', webp],
    ['AVIF', 'photo.avif', avif],
    ['PNG', 'photo.png', async (width: number, height: number) => makeBlankPng(width, height)],
    ['GIF', 'photo.gif', async (width: number, height: number) => gif(width, height, 1)],
  ])('%s: takes 40 megapixels, refuses one row more', async (_, name, make) => {
    expect(await outcome(await make(8000, 5000), name)).toBe('accepted');
    expect(await outcome(await make(8000, 5001), name)).toBe(tooLarge);
    expect(await outcome(await make(16_000, 16_000), name)).toBe(tooLarge);
  });

  it('refuses a side longer than 12,000 pixels, however few pixels in all', async () => {
    expect(await outcome(makeBlankPng(12_000, 10), 'strip.png')).toBe('accepted');
    expect(await outcome(makeBlankPng(12_001, 10), 'strip.png')).toBe(tooLarge);
    expect(await outcome(await jpeg(10, 12_001), 'strip.jpg')).toBe(tooLarge);
  });

  it("names the limit also for an image past the image library's own limit (268 megapixels)", async () => {
    expect(await outcome(await jpeg(20_000, 20_000), 'poster.jpg')).toBe(tooLarge);
  });

  it('counts every frame of an animation', async () => {
    expect(await outcome(gif(2000, 2000, 10), 'animation.gif')).toBe('accepted');
    expect(await outcome(gif(2000, 2000, 11), 'animation.gif')).toBe(tooLarge);
  });

  it('refuses a file whose header no image library can read as an image', async () => {
    expect(await outcome(Buffer.from('GIF89a and then nothing an image has', 'latin1'), 'broken.gif')).toBe(
      messages.media.imagesOnly,
    );
  });

  it('checks every file of a batch', async () => {
    const files = [onDisk(makeBlankPng(1200, 800), 'office.png'), onDisk(makeBlankPng(16_000, 16_000), 'banner.png')];
    await expect(refuseOversizedImages(files)).rejects.toThrow(tooLarge);
  });
});
