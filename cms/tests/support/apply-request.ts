import { applicationFields, type PostingWithQuestions, toFormData } from './application-fixture';
import { makePosting } from './factories';
import { makePdf } from './file-fixtures';
import { testClock } from './test-clock';
import { getJson, type TestServer } from './test-server';

type FormToken = typeof import('../../src/domain/applications/intake/form-token');
type Env = typeof import('../../src/platform/config/env');

export type OpenPosting = PostingWithQuestions;

/** An active posting with screening questions, made for the test (support/factories.ts). */
export const openPosting = (server: TestServer): Promise<OpenPosting> => makePosting(server);

/** A form token as the modal would have got it `ageMs` ago (signed with the server's own key). */
export function agedFormToken(server: TestServer, postingId: string, ageMs = 6000): string {
  const { issueFormToken } = server.load<FormToken>('domain/applications/intake/form-token');
  const { secrets } = server.load<Env>('platform/config/env').readEnv();
  return issueFormToken(secrets.APP_KEYS, postingId, testClock(server).now() - ageMs);
}

export interface ApplyOptions {
  fields?: Record<string, string>;
  cv?: { bytes: Buffer; name: string; type?: string } | null;
  supporting?: { bytes: Buffer; name: string; type?: string };
  token?: string;
}

/** A complete, valid application for `posting`, with the changes the test asks for. */
export function applicationForm(server: TestServer, posting: OpenPosting, options: ApplyOptions = {}): FormData {
  const form = toFormData(
    applicationFields(posting, options.token ?? agedFormToken(server, posting.documentId), options.fields),
  );
  const cv =
    options.cv === undefined
      ? { bytes: makePdf(['Maryam Al Sayed', 'Senior Accountant, 6 years']), name: 'maryam-cv.pdf' }
      : options.cv;
  if (cv) form.append('cv', new Blob([new Uint8Array(cv.bytes)], { type: cv.type ?? 'application/pdf' }), cv.name);
  if (options.supporting) {
    const { bytes, name, type } = options.supporting;
    form.append(
      'supporting_document',
      new Blob([new Uint8Array(bytes)], { type: type ?? 'application/octet-stream' }),
      name,
    );
  }
  return form;
}

export function submitApplication(server: TestServer, form: FormData) {
  return getJson(server, '/api/public/applications', { method: 'POST', body: form }) as Promise<{
    status: number;
    headers: Headers;
    body: { data: { reference_id: string } | null; error?: { message: string; details?: unknown } };
  }>;
}
