// A multipart upload whose body is never finished: the answer can only come from a check made
// before the body is read (with Content-Length stated, or chunked when `length` is null).
import { request as httpRequest } from 'node:http';
import type { TestServer } from './test-server';

export interface UnfinishedAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { error?: { message: string; name: string } };
}

export function unfinishedUpload(server: TestServer, path: string, length: number | null): Promise<UnfinishedAnswer> {
  const boundary = 'careers-unfinished-upload';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="cpr"; filename="cpr.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  );
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, server.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(length === null ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(length) }),
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(text || '{}') });
      });
    });
    request.write(head);
  });
}
