import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Source scans for the rules of DESIGN.md section 11 and issue 13: imports point down only
// (faces → domain → platform → shared), and knex is reached through one module.

const SRC = resolve(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({
  file: relative(SRC, path).split('\\').join('/'),
  text: readFileSync(path, 'utf8'),
}));

/** Where a file sits: the folders that may import each other only downwards. */
function layerOf(file: string): 'faces' | 'domain' | 'platform' | 'other' {
  if (/^(api|middlewares|http|extensions)\//.test(file)) return 'faces';
  if (file.startsWith('domain/')) return 'domain';
  if (file.startsWith('platform/')) return 'platform';
  return 'other';
}

/** Our own modules a file imports (relative specifiers), as paths under src. */
function importsOf(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)];
  return specifiers.map((match) =>
    relative(SRC, resolve(SRC, dirname(file), match[1] as string))
      .split('\\')
      .join('/'),
  );
}

/** A rule broken: which file imports which module it must not. */
function violations(forbidden: (from: string, to: string) => boolean): string[] {
  return files.flatMap(({ file, text }) =>
    importsOf(file, text)
      .filter((target) => forbidden(file, target))
      .map((target) => `${file} → ${target}`),
  );
}

describe('layers', () => {
  it('the platform imports no domain and no face', () => {
    expect(
      violations((from, to) => layerOf(from) === 'platform' && (layerOf(to) === 'domain' || layerOf(to) === 'faces')),
    ).toEqual([]);
  });

  it('the domain imports no route, controller or middleware', () => {
    expect(violations((from, to) => layerOf(from) === 'domain' && /^(api|middlewares)\//.test(to))).toEqual([]);
  });

  it('settings and the engine do not import each other', () => {
    const settings = (path: string) => path.startsWith('domain/settings/');
    const engine = (path: string) => path.startsWith('platform/engine/') || path === 'platform/engine';
    expect(violations((from, to) => (settings(from) && engine(to)) || (engine(from) && settings(to)))).toEqual([]);
  });

  it('the scan sees imports (a rule broken on purpose is found)', () => {
    expect(importsOf('platform/engine/x.ts', "import { a } from '../../domain/settings/read-settings';")).toEqual([
      'domain/settings/read-settings',
    ]);
    expect(layerOf('domain/settings/read-settings')).toBe('domain');
  });
});

/** The one module that talks to knex; the rest use the query engine or the document service. */
const RAW_DATABASE_MODULE = 'platform/database/raw.ts';
/** strapi.db.connection, a knex transaction taken from strapi.db.transaction, or knex itself. */
const RAW_KNEX = /\bdb\s*\.\s*connection\b|\{\s*trx\s*\}|from\s+['"]knex['"]/;

describe('one way to the database', () => {
  it('only the raw-database module uses knex directly', () => {
    const users = files.filter(({ text }) => RAW_KNEX.test(text)).map(({ file }) => file);
    expect(users.filter((file) => file !== RAW_DATABASE_MODULE)).toEqual([]);
  });

  it('the pattern finds each way of reaching knex', () => {
    expect(RAW_KNEX.test('await strapi.db.connection.raw("select 1")')).toBe(true);
    expect(RAW_KNEX.test("strapi.db\n    .connection('site_builds')")).toBe(true);
    expect(RAW_KNEX.test('strapi.db.transaction(async ({ trx }) => trx("x").del())')).toBe(true);
    expect(RAW_KNEX.test("import type { Knex } from 'knex';")).toBe(true);
    expect(RAW_KNEX.test("strapi.db.query('api::x.x').findMany()")).toBe(false);
  });

  it('the SQLite/PostgreSQL value conversions are defined once', () => {
    const definers = files
      .filter(({ text }) => /export function (toDbTime|fromDbTime|dialectOf)\b/.test(text))
      .map(({ file }) => file);
    expect(definers).toEqual(['platform/database/db-values.ts']);
  });
});
