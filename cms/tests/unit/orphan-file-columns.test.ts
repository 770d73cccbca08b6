import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEY_COLUMNS } from '../../src/domain/privacy/orphan-files';

// The orphan sweep deletes every private file no listed column names: a new column holding private
// file keys that the sweep does not know would have its files deleted a day after their upload.

const API = resolve(__dirname, '../../src/api');

interface Schema {
  collectionName: string;
  attributes: Record<string, { type: string; private?: boolean }>;
}

/** Every private text column named like a stored file's key (`…_url`), as table.column. */
function privateFileColumns(): string[] {
  return readdirSync(API).flatMap((api) => {
    const typesDir = join(API, api, 'content-types');
    let types: string[];
    try {
      types = readdirSync(typesDir);
    } catch {
      return [];
    }
    return types.flatMap((type) => {
      const schema = JSON.parse(readFileSync(join(typesDir, type, 'schema.json'), 'utf8')) as Schema;
      return Object.entries(schema.attributes)
        .filter(
          ([name, attribute]) => attribute.private === true && attribute.type === 'string' && name.endsWith('_url'),
        )
        .map(([name]) => `${schema.collectionName}.${name}`);
    });
  });
}

describe('the orphan sweep', () => {
  it('reads every column that holds a private file key', () => {
    const swept = Object.entries(KEY_COLUMNS).flatMap(([table, columns]) =>
      columns.map((column) => `${table}.${column}`),
    );
    expect(swept.sort()).toEqual(privateFileColumns().sort());
  });
});
