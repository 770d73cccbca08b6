// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The back office's folders as react-admin's examples keep them: a resource is a
// folder with an index.ts that App.tsx mounts; generic widgets are in components/, and test support
// in test/. Checked from the source text on every run.

const SRC = resolve(__dirname);

const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .map((path) => path.split('\\').join('/'))
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(join(SRC, file), 'utf8') }));

/** Our own modules a file imports (relative specifiers), as paths under src without extension. */
function importsOf(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:from\s+|import\s+|import\s*\(\s*|vi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)];
  return specifiers.map((match) =>
    relative(SRC, resolve(SRC, dirname(file), match[1] as string))
      .split('\\')
      .join('/'),
  );
}

/** The resource a path belongs to (resources/<name>/…), or null. */
const resourceOf = (path: string): string | null => /^resources\/([^/]+)\//.exec(path)?.[1] ?? null;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const isTestSupport = (file: string) => file.startsWith('test/');

/** Imports the raw calls of providers/api, or calls fetch itself (react-query's refetch is not one). */
const talksToServer = (text: string): boolean =>
  /import\s*\{[^}]*\b(api|download|downloadFile)\b[^}]*\}\s*from\s*['"][./]*providers\/api['"]/.test(text) ||
  /(^|[^\w.])fetch\(/m.test(text);

/** Every import of our own modules, as an edge from one file to another. */
const edges = files.flatMap(({ file, text }) => importsOf(file, text).map((to) => ({ from: file, to })));

/** The imports that break a rule, as `from → to`. */
const violations = (forbidden: (from: string, to: string) => boolean): string[] =>
  edges.filter(({ from, to }) => forbidden(from, to)).map(({ from, to }) => `${from} → ${to}`);

describe('back-office folders', () => {
  it('no resource imports another resource', () => {
    expect(
      violations((from, to) => {
        const own = resourceOf(from);
        const other = resourceOf(to);
        return own !== null && other !== null && own !== other;
      }),
    ).toEqual([]);
  });

  it("outside a resource (test support aside), only the resource's index is imported", () => {
    expect(
      violations((from, to) => {
        const target = resourceOf(to);
        if (target === null || resourceOf(from) === target || isTestSupport(from)) return false;
        return to !== `resources/${target}` && to !== `resources/${target}/index`;
      }),
    ).toEqual([]);
  });

  it('generic widgets, hooks, providers and formats import no resource and no page', () => {
    const generic = /^(components|hooks|providers|format)\//;
    expect(violations((from, to) => generic.test(from) && /^(resources|pages)\//.test(to))).toEqual([]);
  });

  it('only the providers talk to the server: no other file calls api(), download() or fetch()', () => {
    const callers = files
      .filter(({ file }) => !file.startsWith('providers/') && !isTest(file) && !isTestSupport(file))
      .filter(({ text }) => talksToServer(text))
      .map(({ file }) => file);
    expect(callers).toEqual([]);
  });

  it('every resource folder has an index.ts', () => {
    const resources = readdirSync(join(SRC, 'resources'));
    expect(resources.filter((name) => !existsSync(join(SRC, 'resources', name, 'index.ts')))).toEqual([]);
  });

  it('test support lives in test/: no other file outside a test imports vitest or Testing Library', () => {
    const support = files
      .filter(({ file }) => !isTest(file) && !isTestSupport(file))
      .filter(({ text }) => /from\s+['"](vitest|@testing-library\/[\w-]+)['"]/.test(text))
      .map(({ file }) => file);
    expect(support).toEqual([]);
  });

  it('the scan sees imports (a rule broken on purpose is found)', () => {
    expect(importsOf('resources/jobs/X.tsx', "import Y from '../applications/board/Y';")).toEqual([
      'resources/applications/board/Y',
    ]);
    // A bare side-effect import reaches inside just the same.
    expect(importsOf('components/X.tsx', "import '../resources/jobs/JobsPage';")).toEqual(['resources/jobs/JobsPage']);
    expect(resourceOf('resources/applications/board/Y')).toBe('applications');
    expect(resourceOf('components/SearchBox')).toBeNull();
    expect(talksToServer("import { api, errorText } from '../../providers/api';")).toBe(true);
    expect(talksToServer('const answer = await fetch(`/api/x`);')).toBe(true);
    expect(talksToServer("import { errorText } from '../providers/api';\nvoid refetch();")).toBe(false);
  });
});
