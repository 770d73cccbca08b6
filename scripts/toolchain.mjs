#!/usr/bin/env node
// Runs a project script under the pinned Node and pnpm. Plain JavaScript on purpose: it must run on
// whatever Node (20+) the machine has, before anything is installed. When the system Node is not the
// pinned one, the pinned Node (registry package node-<platform>-<arch>, which also carries the headers
// node-gyp needs) and pnpm are installed from the npm registry into the git-ignored .tools folder.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const toolsDir = join(root, '.tools');
const pinnedNode = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pinnedPnpm = String(rootManifest.engines.pnpm);
const nodePackage = `node-${process.platform}-${process.arch}`;

function fail(message) {
  console.error(`[toolchain] ${message}`);
  process.exit(1);
}

function installedVersion(packageDir) {
  const manifest = join(packageDir, 'package.json');
  if (!existsSync(manifest)) return undefined;
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

/**
 * .tools/bin/node always points at the pinned Node this checkout runs on (the system's or the one
 * installed here): a service manager (deploy/careers.service) starts the server by that absolute path.
 */
function linkStableNode(nodeBinary) {
  const link = join(toolsDir, 'bin', 'node');
  mkdirSync(dirname(link), { recursive: true });
  let current;
  try {
    current = readlinkSync(link);
  } catch {
    current = undefined;
  }
  if (current === nodeBinary) return;
  rmSync(link, { force: true });
  try {
    symlinkSync(nodeBinary, link);
  } catch (error) {
    // Another script of this checkout made it at the same moment.
    if (error.code !== 'EEXIST') throw error;
  }
}

function ensureTools() {
  const nodeDir = join(toolsDir, 'node_modules', nodePackage);
  const pnpmDir = join(toolsDir, 'node_modules', 'pnpm');
  const useSystemNode = process.versions.node === pinnedNode;
  const wanted = [`pnpm@${pinnedPnpm}`];
  if (!useSystemNode) wanted.push(`${nodePackage}@${pinnedNode}`);
  const ready = installedVersion(pnpmDir) === pinnedPnpm && (useSystemNode || installedVersion(nodeDir) === pinnedNode);
  if (!ready) {
    console.log(`[toolchain] installing ${wanted.join(' and ')} from the npm registry into .tools/`);
    mkdirSync(toolsDir, { recursive: true });
    writeFileSync(join(toolsDir, 'package.json'), '{ "private": true }\n');
    // Scripts are skipped: the pnpm package finds its platform binary without them.
    const result = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        toolsDir,
        '--no-save',
        '--no-package-lock',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        ...wanted,
      ],
      { stdio: 'inherit' },
    );
    if (result.status !== 0) fail('npm could not install the pinned Node and pnpm');
  }
  const nodeBinDir = useSystemNode ? dirname(process.execPath) : join(nodeDir, 'bin');
  linkStableNode(join(nodeBinDir, 'node'));
  return {
    nodeBinary: join(nodeBinDir, 'node'),
    pathPrefix: [nodeBinDir, join(toolsDir, 'node_modules', '.bin')],
    // node-gyp builds native modules (better-sqlite3) against these headers, not the system Node's.
    nodeHeadersDir: useSystemNode ? undefined : nodeDir,
  };
}

const [script, ...args] = process.argv.slice(2);
if (!script) fail('usage: node scripts/toolchain.mjs <script.ts> [args]');

const tools = ensureTools();
const env = { ...process.env };
env.PATH = [...tools.pathPrefix, join(root, 'node_modules', '.bin'), process.env.PATH].join(':');
if (tools.nodeHeadersDir) env.npm_config_nodedir = tools.nodeHeadersDir;
env.COREPACK_ENABLE_STRICT = '0';

const run = spawnSync(tools.nodeBinary, [join(root, script), ...args], { stdio: 'inherit', env, cwd: root });
if (run.signal) process.kill(process.pid, run.signal);
process.exit(run.status ?? 1);
