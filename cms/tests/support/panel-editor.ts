// The development editor of /cms, signed in through Strapi's real panel login, calling the same
// Content Manager and media-library API the panel's screens call.
import { readEnv } from '../../src/platform/config/env';
import { getJson, type TestServer } from './test-server';

export interface PanelEditor {
  /** The editor's own panel account id (admin::user). */
  id: number;
  request(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  /** Adds a file to the media library, or with `replacing`, puts new bytes behind that file. */
  upload(
    name: string,
    type: string,
    bytes: Uint8Array<ArrayBuffer>,
    replacing?: number,
  ): Promise<{ status: number; body: unknown }>;
}

const signedIn = new WeakMap<TestServer, Promise<PanelEditor>>();

/**
 * Strapi rate-limits panel sign-ins (5 per 5 minutes per account): the files of a worker share one
 * server and one editor session.
 */
export function signInAsEditor(server: TestServer): Promise<PanelEditor> {
  const session = signedIn.get(server) ?? signIn(server);
  signedIn.set(server, session);
  return session;
}

async function signIn(server: TestServer): Promise<PanelEditor> {
  const { cmsEditor } = readEnv();
  const login = await getJson(server, '/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: cmsEditor.email, password: cmsEditor.password }),
  });
  if (login.status !== 200) throw new Error(`the editor could not sign in: ${login.status}`);
  const { token, user } = (login.body as { data: { token: string; user: { id: number } } }).data;
  const authorization = `Bearer ${token}`;
  return {
    id: user.id,
    request: (method, path, body) =>
      getJson(server, path, {
        method,
        headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    upload: (name, type, bytes, replacing) => {
      const form = new FormData();
      form.append('files', new Blob([bytes], { type }), name);
      form.append('fileInfo', JSON.stringify({ name, caption: null, alternativeText: null, folder: null }));
      const path = replacing === undefined ? '/upload' : `/upload?id=${replacing}`;
      return getJson(server, path, { method: 'POST', headers: { authorization }, body: form });
    },
  };
}
