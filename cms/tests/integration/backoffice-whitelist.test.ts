// Attack test: client-supplied filter and sort names are looked up as own keys of each resource's
// whitelist. Names inherited from Object.prototype once passed any database condition straight through
// (`filter={"constructor":{...}}`) or crashed the handler (`{"toString":1}` → 500).
import { describe, expect, it } from 'vitest';
import { createAdmin, signIn } from '../support/admin-session';
import { getJson, testServer } from '../support/test-server';

type Registry = typeof import('../../src/domain/backoffice/registry');

const INHERITED_NAMES = ['constructor', '__proto__', 'prototype', 'toString', 'hasOwnProperty'];

const server = await testServer();
const cookie = await signIn(server, await createAdmin(server, 'super_admin'));
// Every resource the running server answers, from its own registry: a new one is covered at once.
const resources = Object.keys(server.load<Registry>('domain/backoffice/registry').RESOURCES);

// Written by hand, not with JSON.stringify: `{ __proto__: ... }` in a literal would set the prototype.
const filterOn = (name: string, condition: string) => `filter=${encodeURIComponent(`{"${name}":${condition}}`)}`;
const sortOn = (name: string) => `sort=${encodeURIComponent(JSON.stringify([name, 'ASC']))}`;

async function expectRefusal(path: string, name: string) {
  const answer = await getJson(server, path, { headers: { cookie } });
  expect(answer.status, path).toBe(400);
  // Strapi's error shape with a message naming the refused key, and not one row.
  expect(answer.body, path).toEqual({
    data: null,
    error: { status: 400, name: 'ValidationError', message: expect.stringContaining(name), details: {} },
  });
}

describe('back-office names inherited from Object.prototype', () => {
  it('covers every resource of the registry', () => {
    expect(resources).toEqual(expect.arrayContaining(['users', 'roles', 'applications']));
  });

  it('refuses them as filter keys, with a database condition or a plain value, on every resource', async () => {
    for (const resource of resources) {
      for (const name of INHERITED_NAMES) {
        // A condition that would match every row if it reached the database: a leak would list them.
        await expectRefusal(`/api/backoffice/${resource}?${filterOn(name, '{"id":{"$gt":0}}')}`, name);
        await expectRefusal(`/api/backoffice/${resource}?${filterOn(name, '1')}`, name);
      }
    }
  });

  it('refuses them as sort fields on every resource', async () => {
    for (const resource of resources) {
      for (const name of INHERITED_NAMES) await expectRefusal(`/api/backoffice/${resource}?${sortOn(name)}`, name);
    }
  });

  it('still sorts by the whitelisted fields and by id', async () => {
    for (const resource of resources) {
      const answer = await getJson(server, `/api/backoffice/${resource}?${sortOn('id')}`, { headers: { cookie } });
      expect(answer.status, resource).toBe(200);
      expect(Array.isArray(answer.body), resource).toBe(true);
    }
    const byEmail = await getJson(server, `/api/backoffice/users?${sortOn('email')}`, { headers: { cookie } });
    expect(byEmail.status).toBe(200);
  });

  it('answers 404 for a resource named after one', async () => {
    for (const name of INHERITED_NAMES) {
      const answer = await getJson(server, `/api/backoffice/${name}`, { headers: { cookie } });
      expect(answer.status, name).toBe(404);
    }
  });
});
