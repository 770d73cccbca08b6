import { createAdmin, type TestAdmin } from './admin-session';
import { type TestServer, testServer } from './test-server';

type Changes = typeof import('../../src/domain/applications/changes');
type Schedules = typeof import('../../src/domain/applications/schedules');
type Hiring = typeof import('../../src/domain/hiring');
type ChangeActor = import('../../src/domain/auth/actor').ChangeActor;

// What the application-changes test files share: the server, the module under test and a recruiter.
// Live bindings, set by useApplicationChanges() in the file's beforeAll (vitest loads this module once
// per file), so each file imports them instead of declaring its own copies.
export let server: TestServer;
export let changes: Changes;
export let schedules: Schedules;
export let hiring: Hiring;
export let recruiter: TestAdmin;
export let by: ChangeActor;

/** Starts the server and signs up a recruiter: `beforeAll(useApplicationChanges)`. */
export async function useApplicationChanges(): Promise<void> {
  server = await testServer();
  changes = server.load<Changes>('domain/applications/changes');
  schedules = server.load<Schedules>('domain/applications/schedules');
  hiring = server.load<Hiring>('domain/hiring');
  recruiter = await createAdmin(server, 'recruiter');
  by = { kind: 'admin', adminId: recruiter.documentId, email: recruiter.email, ip: '203.0.113.9' };
}
