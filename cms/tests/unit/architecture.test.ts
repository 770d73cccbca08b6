import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Source scans for the rules of docs/ARCHITECTURE.md#three-layers-imports-pointing-down: imports point down only
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
  const specifiers = [
    ...text.matchAll(/(?:from\s+|import\s+|import\s*\(\s*|require\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g),
  ];
  return specifiers.map((match) =>
    relative(SRC, resolve(SRC, dirname(file), match[1] as string))
      .split('\\')
      .join('/'),
  );
}

/** A module inside a domain area (domain/<area>/<file>), as opposed to the area's index. */
function isDomainInternal(path: string): boolean {
  const parts = path.split('/');
  return parts[0] === 'domain' && parts.length > 2 && !(parts.length === 3 && parts[2] === 'index');
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

  it('the domain never imports http/ (it refuses with platform/refusal, never with an HTTP body)', () => {
    expect(violations((from, to) => layerOf(from) === 'domain' && /^http(\/|$)/.test(to))).toEqual([]);
  });

  it('no feature imports the back-office adapter; the adapter uses the features', () => {
    const adapter = (path: string) => path === 'domain/backoffice' || path.startsWith('domain/backoffice/');
    expect(violations((from, to) => layerOf(from) === 'domain' && !adapter(from) && adapter(to))).toEqual([]);
  });

  it("http/ reaches the domain only through an area's index, never its internals", () => {
    expect(violations((from, to) => from.startsWith('http/') && isDomainInternal(to))).toEqual([]);
  });

  it('the domain takes no Koa context (but sessions, and the sign-in and sign-out steps: they set the cookie)', () => {
    const takesKoa = files
      .filter(({ file, text }) => layerOf(file) === 'domain' && /from\s+['"]koa['"]/.test(text))
      .map(({ file }) => file);
    expect(takesKoa).toEqual(['domain/auth/sessions.ts', 'domain/auth/sign-in.ts', 'domain/auth/sign-out.ts']);
  });

  it('applications change only through the changes API: no file outside it imports its internals', () => {
    const internal = (path: string) => /^domain\/applications\/changes\/(?!index$)/.test(path);
    const inside = (path: string) => path.startsWith('domain/applications/changes/');
    expect(violations((from, to) => !inside(from) && internal(to))).toEqual([]);
  });

  it('changes know nothing of hiring: hiring builds on them (the status change to hired is in between)', () => {
    const changes = (path: string) => path.startsWith('domain/applications/changes/');
    expect(violations((from, to) => changes(from) && /^domain\/hiring(\/|$)/.test(to))).toEqual([]);
  });

  it('settings and the engine do not import each other', () => {
    const settings = (path: string) => path.startsWith('domain/settings/');
    const engine = (path: string) => path.startsWith('platform/engine/') || path === 'platform/engine';
    expect(violations((from, to) => (settings(from) && engine(to)) || (engine(from) && settings(to)))).toEqual([]);
  });

  it('an area index is not an internal; a file inside the area is', () => {
    expect(isDomainInternal('domain/auth')).toBe(false);
    expect(isDomainInternal('domain/auth/index')).toBe(false);
    expect(isDomainInternal('domain/auth/sessions')).toBe(true);
    expect(isDomainInternal('domain/backoffice/resources/users')).toBe(true);
  });

  it('the scan sees imports (a rule broken on purpose is found)', () => {
    expect(importsOf('platform/engine/x.ts', "import { a } from '../../domain/settings/read-settings';")).toEqual([
      'domain/settings/read-settings',
    ]);
    expect(layerOf('domain/settings/read-settings')).toBe('domain');
  });
});

describe('one clock', () => {
  it('the domain reads the time from platform/clock only (tests move it instead of sleeping)', () => {
    const bare = files
      .filter(({ file, text }) => layerOf(file) === 'domain' && /new Date\(\)|\bDate\.now\(\)/.test(text))
      .map(({ file }) => file);
    expect(bare).toEqual([]);
  });
});

describe('one refusal convention', () => {
  it("refuses with Refusal everywhere; only the /cms panel's rules throw Strapi's errors, which its forms read", () => {
    const strapiErrors = files
      .filter(({ text }) => /new errors\.[A-Z]\w*Error\(/.test(text))
      .map(({ file }) => file)
      .filter((file) => !file.startsWith('domain/panel/'));
    expect(strapiErrors).toEqual([]);
  });

  it('no controller parses with a schema of its own: parse() refuses with every field', () => {
    const inline = files.filter(({ file, text }) => file.startsWith('api/') && /\.safeParse\(/.test(text));
    expect(inline.map(({ file }) => file)).toEqual([]);
  });

  it('only parse() turns a failed safeParse into a Refusal: no file both safeParses and refuses', () => {
    const both = files
      .filter(({ text }) => /\.safeParse\(/.test(text) && /new Refusal\(/.test(text))
      .map(({ file }) => file);
    // The helper itself; and the account check, whose malformed e-mail is an answer (null, printed by
    // the CLI), never a refusal: the refusals in that file are the first-admin setup's, made by parse().
    expect(both).toEqual(['domain/auth/first-admin.ts', 'platform/refusal.ts']);
  });
});

/** Writing or recording an audit line, or importing the module that does. */
const AUDIT_WRITE = /\b(writeAudit|recordAudit)\b|['"][./]*domain\/auth\/audit['"]/;

describe('audits in the domain', () => {
  it('no route or controller writes an audit line: each audited read or change is one domain function', () => {
    const writers = files.filter(({ file, text }) => file.startsWith('api/') && AUDIT_WRITE.test(text));
    expect(writers.map(({ file }) => file)).toEqual([]);
  });

  it('the pattern finds a call and an import of the audit module', () => {
    expect(AUDIT_WRITE.test('await writeAudit(strapi, { action })')).toBe(true);
    expect(AUDIT_WRITE.test('await recordAudit(strapi, { action })')).toBe(true);
    expect(AUDIT_WRITE.test("import type { AuditEntry } from '../../../domain/auth/audit';")).toBe(true);
    expect(AUDIT_WRITE.test("import { auditActor } from '../../../domain/auth/actor';")).toBe(false);
  });
});

/** The one module that talks to knex (a folder, one file a primitive); the rest use the query engine or the document service. */
const RAW_DATABASE_MODULE = 'platform/database/';
/** strapi.db.connection, a knex transaction taken from strapi.db.transaction, or knex itself. */
const RAW_KNEX = /\bdb\s*\.\s*connection\b|\{\s*trx\s*\}|from\s+['"]knex['"]/;

describe('one way to the database', () => {
  it('only the database module uses knex directly; the areas call its primitives', () => {
    const users = files.filter(({ text }) => RAW_KNEX.test(text)).map(({ file }) => file);
    expect(users.filter((file) => !file.startsWith(RAW_DATABASE_MODULE))).toEqual([]);
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

/** The workspace's packages, each a folder of the repository. */
const REPO = resolve(__dirname, '../../..');
const PACKAGES = ['admin', 'cms', 'shared', 'site', 'tests'] as const;

function repoFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return repoFiles(path);
    return /\.(tsx?|mts|astro)$/.test(name) ? [path] : [];
  });
}

/** `from`'s relative imports that land in another package's src/ (type-only ones too, unless allowed). */
function foreignSourceImports(packageOf: string, path: string, allowTypeOnly: boolean): string[] {
  const text = readFileSync(path, 'utf8');
  const imports = [
    ...text.matchAll(/(import\s+type\s+[^;]*?|import\s[^;]*?|export\s[^;]*?)from\s+['"](\.{1,2}\/[^'"]+)['"]/g),
  ];
  return imports.flatMap((match) => {
    const target = relative(REPO, resolve(dirname(path), match[2] as string))
      .split('\\')
      .join('/');
    const [targetPackage, folder] = target.split('/');
    const foreign = targetPackage !== packageOf && folder === 'src' && PACKAGES.some((name) => name === targetPackage);
    const typeOnly = /^import\s+type\s/.test(match[1] as string);
    return foreign && !(allowTypeOnly && typeOnly) ? [`${relative(REPO, path)} → ${target}`] : [];
  });
}

describe('packages', () => {
  it("no package imports another package's src/: shared code is a package export", () => {
    const found = PACKAGES.flatMap((name) =>
      repoFiles(join(REPO, name)).flatMap((path) => foreignSourceImports(name, path, false)),
    );
    expect(found).toEqual([]);
  });

  it("the root's scripts take only types from a package's src/ (erased before they run)", () => {
    const found = repoFiles(join(REPO, 'scripts')).flatMap((path) => foreignSourceImports('scripts', path, true));
    expect(found).toEqual([]);
  });
});
