// Only the apply form and the media library's uploads read multipart bodies; no
// request leaves a temporary file behind.
import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { messages } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { applicationForm, openPosting, submitApplication } from '../support/apply-request';
import { waitFor } from '../support/child-cms';
import { makeExecutable } from '../support/file-fixtures';
import { getJson, testServer } from '../support/test-server';
import { unfinishedUpload } from '../support/unfinished-upload';

type Env = typeof import('../../src/platform/config/env');

const server = await testServer();
const posting = await openPosting(server);
const uploadTempDir = server.load<Env>('platform/config/env').readEnv().uploadTempDir;

const temporaryFiles = () => readdirSync(uploadTempDir).sort();

/** Runs `request` and expects the temporary folder to hold the same files afterwards. */
async function leavesNoFile<T>(request: () => Promise<T>): Promise<T> {
  const before = temporaryFiles();
  const result = await request();
  expect(temporaryFiles()).toEqual(before);
  return result;
}

/** A megabyte of random-looking bytes in a field called `f`, as `curl -F f=@1mb.bin` sends it. */
function oneMegabyteForm(): FormData {
  const form = new FormData();
  const bytes = new Uint8Array(1024 * 1024).map((_, index) => (index * 31) % 251);
  form.append('f', new Blob([bytes], { type: 'application/octet-stream' }), '1mb.bin');
  return form;
}

describe('a multipart body where no file is expected', () => {
  it.each([
    ['POST', '/does-not-exist'],
    ['POST', '/api/admin-auth/password'],
    ['POST', '/api/backoffice/users'],
    ['PUT', '/api/backoffice/users/1'],
    ['POST', '/api/public/jobs'],
    ['POST', '/content-manager/collection-types/api::job-posting.job-posting'],
    ['POST', '/api/upload'],
  ])('%s %s is refused before anything is written', async (method, path) => {
    const answer = await leavesNoFile(() => getJson(server, path, { method, body: oneMegabyteForm() }));
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({
      data: null,
      error: { status: 415, name: 'UnsupportedMediaTypeError', message: messages.requests.filesNotAccepted },
    });
  });
  it('is refused however its Content-Type is spelled', async () => {
    const encoded = new Response(oneMegabyteForm());
    const type = (encoded.headers.get('content-type') ?? '').replace('multipart/form-data', ' Multipart/Form-Data');
    const body = await encoded.arrayBuffer();
    const answer = await leavesNoFile(() =>
      getJson(server, '/does-not-exist', { method: 'POST', headers: { 'content-type': type }, body }),
    );
    expect(answer.status).toBe(415);
  });
});

describe('the routes that take files', () => {
  it('refuse a chunked upload (no Content-Length) before reading it', async () => {
    const before = temporaryFiles();
    const answer = await unfinishedUpload(server, '/api/public/applications', null);
    expect(answer.status).toBe(411);
    expect(answer.body.error).toMatchObject({ name: 'LengthRequiredError', message: messages.requests.lengthRequired });
    expect(temporaryFiles()).toEqual(before);
  });
});

describe('the temporary files of the routes that take files', () => {
  it('are gone once an application that fails validation is answered', async () => {
    const form = applicationForm(server, posting, {
      fields: { email: `temp.refused.${Date.now()}@example.com` },
      cv: { bytes: makeExecutable(), name: 'cv.pdf' },
    });
    const answer = await leavesNoFile(() => submitApplication(server, form));
    expect(answer.status).toBe(400);
  });

  it('are gone once a successful application is answered', async () => {
    const form = applicationForm(server, posting, { fields: { email: `temp.accepted.${Date.now()}@example.com` } });
    const answer = await leavesNoFile(() => submitApplication(server, form));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });

  it('are gone after an upload to the media library without a panel session', async () => {
    // The panel's upload route reads the body before Strapi checks the session.
    const answer = await leavesNoFile(() => getJson(server, '/upload', { method: 'POST', body: oneMegabyteForm() }));
    expect(answer.status).toBe(401);
  });

  it('are gone when the connection breaks off in the middle of an upload', async () => {
    const boundary = 'careers-broken-upload';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const url = new URL('/api/public/applications', server.baseUrl);
    const request = httpRequest(url, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + 2 * 1024 * 1024),
      },
    });
    const before = temporaryFiles();
    request.on('error', () => undefined);
    request.write(head);
    request.write(Buffer.alloc(256 * 1024, 0x25));
    // The parser has opened its temporary file: now the client goes away.
    await waitFor(() => temporaryFiles().length > before.length, 10_000, 'the upload to reach the temporary folder');
    request.destroy();
    await waitFor(() => temporaryFiles().length === before.length, 10_000, 'the broken upload to be removed');
    expect(temporaryFiles()).toEqual(before);
  });
});
