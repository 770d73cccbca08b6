// The media library of /cms takes images only, judged by their bytes, and whatever
// sits under /uploads is served so that a browser can't run it as a page of our origin.
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@careers/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_MEDIA_IMAGE_MEGAPIXELS, MAX_MEDIA_IMAGE_SIDE } from '../../src/domain/panel/media-image-size';
import { makeBlankPng, makePng } from '../support/file-fixtures';
import { signInAsEditor } from '../support/panel-editor';
import { testServer } from '../support/test-server';

const FILE = 'plugin::upload.file';
const SCRIPT = "<script>fetch('/api/backoffice/users').then((r) => r.text()).then(alert)</script>";
const bytes = (text: string) => new TextEncoder().encode(text);
const written: string[] = [];

function storedFiles(): string[] {
  return readdirSync(uploadsDir).filter((name) => name !== '.gitkeep');
}

/** The files a request added to the uploads folder; they are removed after the tests, whatever they were. */
function addedSince(before: string[]): string[] {
  const added = storedFiles().filter((name) => !before.includes(name));
  written.push(...added.map((name) => join(uploadsDir, name)));
  return added;
}

const server = await testServer();
const editor = await signInAsEditor(server);
const uploadsDir = join(server.strapi.dirs.static.public, 'uploads');

afterAll(() => {
  // The uploads folder belongs to the app folder, shared by test workers: remove only what this file made.
  for (const path of written) rmSync(path, { force: true });
});

describe("the editor's media library", () => {
  it.each([
    ['an HTML page', 'offer.html', 'text/html', bytes(`<!doctype html><title>Offer</title>${SCRIPT}`)],
    ['an HTML page named like a PNG', 'photo.png', 'image/png', bytes(`<!doctype html>${SCRIPT}`)],
    ['a script', 'widget.js', 'text/javascript', bytes('document.cookie = "x=1"; fetch("/api/backoffice/users");')],
    [
      'an SVG with a script',
      'logo.svg',
      'image/svg+xml',
      bytes(`<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/>${SCRIPT}</svg>`),
    ],
    ['a PDF', 'brochure.pdf', 'application/pdf', bytes('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')],
    // A real GIF header that is also a page: served by its name, it would run as HTML or script.
    ['a GIF named like a page', 'banner.html', 'image/gif', bytes(`GIF89a<!doctype html>${SCRIPT}`)],
    ['a GIF named like a script', 'banner.js', 'image/gif', bytes(`GIF89a/*${SCRIPT}*/`)],
  ])('refuses %s, and stores nothing', async (_, name, type, content) => {
    const filesBefore = storedFiles();
    const rowsBefore = await server.strapi.db.query(FILE).count();
    const { status, body } = await editor.upload(name, type, content);
    expect(status).toBe(400);
    expect((body as { error: { message: string } }).error.message).toBe(messages.media.imagesOnly);
    expect(await server.strapi.db.query(FILE).count()).toBe(rowsBefore);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('accepts a PNG, which is then served as an image', async () => {
    const { status, body } = await editor.upload('team-photo.png', 'image/png', new Uint8Array(makePng()));
    expect(status).toBe(201);
    const [file] = body as { url: string; mime: string }[];
    expect(file?.mime).toBe('image/png');
    written.push(join(server.strapi.dirs.static.public, file?.url ?? ''));
    const served = await fetch(`${server.baseUrl}${file?.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('refuses to replace an image with a page', async () => {
    const { body } = await editor.upload('logo.png', 'image/png', new Uint8Array(makePng()));
    const [file] = body as { id: number; url: string; hash: string }[];
    if (!file) throw new Error('the PNG was not stored');
    written.push(join(server.strapi.dirs.static.public, file.url));
    const stored = Buffer.from(await (await fetch(`${server.baseUrl}${file.url}`)).arrayBuffer());
    const replaced = await editor.upload('logo.png', 'image/png', bytes(`<!doctype html>${SCRIPT}`), file.id);
    expect(replaced.status).toBe(400);
    expect((replaced.body as { error: { message: string } }).error.message).toBe(messages.media.imagesOnly);
    const served = await fetch(`${server.baseUrl}${file.url}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
  });
});

describe("the media library's image size limit", () => {
  const tooLarge = messages.media.imageTooLarge(MAX_MEDIA_IMAGE_MEGAPIXELS, MAX_MEDIA_IMAGE_SIDE);
  // 256 megapixels in about 30 KB: Strapi's processing of it takes over a gigabyte of memory.
  const bomb = new Uint8Array(makeBlankPng(16_000, 16_000));

  it('refuses a PNG of 16,000 × 16,000 pixels in a few kilobytes, and stores nothing', async () => {
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    const filesBefore = storedFiles();
    const rowsBefore = await server.strapi.db.query(FILE).count();
    const { status, body } = await editor.upload('banner.png', 'image/png', bomb);
    expect(addedSince(filesBefore)).toEqual([]);
    expect(status).toBe(400);
    expect((body as { error: { message: string } }).error.message).toBe(tooLarge);
    expect(await server.strapi.db.query(FILE).count()).toBe(rowsBefore);
  });

  it('refuses to replace an image with it, and keeps the image', async () => {
    const { body } = await editor.upload('header.png', 'image/png', new Uint8Array(makePng()));
    const [file] = body as { id: number; url: string }[];
    if (!file) throw new Error('the PNG was not stored');
    written.push(join(server.strapi.dirs.static.public, file.url));
    const filesBefore = storedFiles();
    const replaced = await editor.upload('header.png', 'image/png', bomb, file.id);
    expect(addedSince(filesBefore)).toEqual([]);
    expect(replaced.status).toBe(400);
    expect((replaced.body as { error: { message: string } }).error.message).toBe(tooLarge);
    const kept = await server.strapi.db.query(FILE).findOne({ where: { id: file.id } });
    expect({ width: kept?.width, height: kept?.height }).toEqual({ width: 1, height: 1 });
  });

  it('accepts an ordinary 1200 × 800 image, with its thumbnail and smaller sizes', async () => {
    const { status, body } = await editor.upload('office.png', 'image/png', new Uint8Array(makeBlankPng(1200, 800)));
    expect(status).toBe(201);
    const [file] = body as { url: string; width: number; height: number; formats: Record<string, { url: string }> }[];
    if (!file) throw new Error('the PNG was not stored');
    const urls = [file.url, ...Object.values(file.formats).map((format) => format.url)];
    written.push(...urls.map((url) => join(server.strapi.dirs.static.public, url)));
    expect({ width: file.width, height: file.height }).toEqual({ width: 1200, height: 800 });
    expect(Object.keys(file.formats).sort()).toEqual(['large', 'medium', 'small', 'thumbnail']);
    for (const url of urls) expect((await fetch(`${server.baseUrl}${url}`)).status).toBe(200);
  });

  it('stores every one of several images uploaded at the same moment', async () => {
    const filesBefore = storedFiles();
    const uploads = await Promise.all(
      ['team-1.png', 'team-2.png', 'team-3.png'].map((name) =>
        editor.upload(name, 'image/png', new Uint8Array(makeBlankPng(600, 400))),
      ),
    );
    addedSince(filesBefore);
    expect(uploads.map((upload) => upload.status)).toEqual([201, 201, 201]);
    const names = uploads.map(({ body }) => (body as { name: string }[])[0]?.name);
    expect(names).toEqual(['team-1.png', 'team-2.png', 'team-3.png']);
  });
});

describe('/uploads', () => {
  it('serves a file already in the folder sandboxed and without type sniffing', async () => {
    const name = `planted-${Date.now()}.html`;
    const path = join(uploadsDir, name);
    writeFileSync(path, `<!doctype html>${SCRIPT}`);
    written.push(path);
    const response = await fetch(`${server.baseUrl}/uploads/${name}`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<script>');
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves it sandboxed also when the slash is percent-encoded', async () => {
    const name = `planted-encoded-${Date.now()}.html`;
    const path = join(uploadsDir, name);
    writeFileSync(path, `<!doctype html>${SCRIPT}`);
    written.push(path);
    for (const slash of ['%2F', '%2f']) {
      const response = await fetch(`${server.baseUrl}/uploads${slash}${name}`, { headers: { accept: 'text/html' } });
      const body = await response.text();
      if (response.status === 200 && body.includes('<script>')) {
        expect(response.headers.get('content-security-policy')).toBe('sandbox');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      }
    }
  });
});
