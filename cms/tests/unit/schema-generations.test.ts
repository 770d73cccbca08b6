// Each start stamps the database with its release's schema generation, and a release refuses a database
// a newer one stamped (src/platform/database/schema-stamp.ts). That holds only while every change to a
// content type's schema.json adds a generation: this recomputes the schema's hash and fails until the
// last generation is the schema as it is.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentSchemaGeneration, SCHEMA_GENERATIONS } from '../../src/platform/database/schema-generations';

const API = resolve(import.meta.dirname, '../../src/api');

/** Every content type's schema.json, as <api>/content-types/<type>/schema.json, sorted. */
function schemaFiles(): string[] {
  return readdirSync(API)
    .flatMap((api) => {
      const types = join(API, api, 'content-types');
      return existsSync(types) ? readdirSync(types).map((type) => `${api}/content-types/${type}/schema.json`) : [];
    })
    .filter((file) => existsSync(join(API, file)))
    .sort();
}

/** SHA-256 over each file's path and JSON (parsed, so reformatting a file changes nothing). */
function schemaHash(): string {
  const hash = createHash('sha256');
  for (const file of schemaFiles()) {
    hash.update(file).update('\0');
    hash.update(JSON.stringify(JSON.parse(readFileSync(join(API, file), 'utf8')))).update('\0');
  }
  return hash.digest('hex');
}

describe('the schema generations', () => {
  it('end with the content types as they are: a changed schema.json adds a generation', () => {
    expect(schemaFiles()).toContain('application/content-types/application/schema.json');
    const current = currentSchemaGeneration();
    const hash = schemaHash();
    expect(
      current.schemaHash,
      `A content type's schema.json changed: add { generation: ${current.generation + 1}, schemaHash: '${hash}' } ` +
        'at the end of SCHEMA_GENERATIONS in cms/src/platform/database/schema-generations.ts. Editing the last ' +
        'entry instead would let the previous release start on this schema and drop its new columns.',
    ).toBe(hash);
  });

  it('count up by one, each a different schema from the one before', () => {
    expect(SCHEMA_GENERATIONS.map((entry) => entry.generation)).toEqual(
      SCHEMA_GENERATIONS.map((_, index) => index + 1),
    );
    for (const [index, entry] of SCHEMA_GENERATIONS.entries()) {
      expect(entry.schemaHash).toMatch(/^[0-9a-f]{64}$/);
      if (index > 0) expect(entry.schemaHash).not.toBe(SCHEMA_GENERATIONS[index - 1]?.schemaHash);
    }
  });
});
