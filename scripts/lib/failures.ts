// The names of failed and flaky tests, read from the suites' JSON reports, so a red run's last
// screen says what broke (CI keeps only the tail of the output).
import { readFileSync } from 'node:fs';

export interface TestProblem {
  suite: string;
  title: string;
  kind: 'failed' | 'flaky';
  reason: string;
}

interface VitestAssertion {
  fullName: string;
  status: string;
  failureMessages?: string[];
}
interface VitestReport {
  testResults?: { name: string; assertionResults?: VitestAssertion[]; message?: string; status?: string }[];
}

interface PlaywrightResult {
  status: string;
  error?: { message?: string };
}
interface PlaywrightSpec {
  title: string;
  file?: string;
  tests?: { status?: string; results?: PlaywrightResult[] }[];
}
interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}

/** The first line of an error that says something, without colour codes, cut to one screen line. */
function firstLine(text: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colour codes
  const plain = (text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((part) => part.trim() !== '') ?? '';
  return line.trim().slice(0, 200);
}

function readJson<T>(path: string): T | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

export function vitestProblems(suite: string, reportPath: string): TestProblem[] {
  const report = readJson<VitestReport>(reportPath);
  const problems: TestProblem[] = [];
  for (const file of report?.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      problems.push({ suite, title: test.fullName, kind: 'failed', reason: firstLine(test.failureMessages?.[0]) });
    }
    // A file that failed to load has no failed assertion, only its own message.
    if (failed.length === 0 && file.status === 'failed') {
      problems.push({ suite, title: file.name, kind: 'failed', reason: firstLine(file.message) });
    }
  }
  return problems;
}

export function playwrightProblems(suite: string, reportPath: string): TestProblem[] {
  const report = readJson<{ suites?: PlaywrightSuite[] }>(reportPath);
  const problems: TestProblem[] = [];
  const visit = (node: PlaywrightSuite, path: string[]) => {
    const here = node.title ? [...path, node.title] : path;
    for (const spec of node.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = (test.results ?? []).find((result) => result.status !== 'passed')?.error?.message;
        problems.push({
          suite,
          title: [...here, spec.title].join(' › '),
          kind: test.status === 'flaky' ? 'flaky' : 'failed',
          reason: firstLine(error),
        });
      }
    }
    for (const child of node.suites ?? []) visit(child, here);
  };
  for (const top of report?.suites ?? []) visit(top, []);
  return problems;
}

export function printProblems(problems: TestProblem[]): void {
  if (problems.length === 0) return;
  console.log('\nTests that failed or passed only on retry:');
  for (const problem of problems) {
    console.log(`  ${problem.kind === 'flaky' ? '~ flaky' : '✖ failed'}  [${problem.suite}] ${problem.title}`);
    if (problem.reason) console.log(`      ${problem.reason}`);
  }
}
