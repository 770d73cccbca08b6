// docs/CONFIGURATION.md is the operator's list of settings: a variable the server reads but the list
// leaves out can't be set by anyone who follows the docs, and one the list names but the server no
// longer reads sends them after a setting that does nothing.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from '../../src/platform/config/env';

const DOCS = readFileSync(resolve(import.meta.dirname, '../../../docs/CONFIGURATION.md'), 'utf8');

/** The variables an entry of the list names: the code spans before its "Default:". */
function documentedVariables(): string[] {
  return DOCS.split('\n')
    .filter((line) => line.startsWith('- `'))
    .flatMap((line) =>
      [...(line.split(' Default:')[0] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1] ?? ''),
    );
}

/** Variables the list names that the server itself does not read: the test runner's own. */
const READ_BY_THE_TESTS = ['TEST_POSTGRES_URL'];

describe('docs/CONFIGURATION.md', () => {
  it('lists every variable the server reads', () => {
    const documented = new Set(documentedVariables());
    expect(ENV_VARIABLES.length).toBeGreaterThan(40);
    expect(ENV_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('lists no variable the server does not read', () => {
    const read = new Set([...ENV_VARIABLES, ...READ_BY_THE_TESTS]);
    expect(documentedVariables().filter((name) => !read.has(name))).toEqual([]);
  });
});
