// The real CMS for a benchmark: compiled cleanly, on SQLite in a temp folder or, with
// BENCH_POSTGRES_URL (a server connection), on a fresh PostgreSQL database that is dropped after.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Core } from '@strapi/strapi';
import pg from 'pg';

const appDir = resolve(import.meta.dirname, '../..');
const requireFromCms = createRequire(join(appDir, 'package.json'));
const { compileStrapi, createStrapi } = requireFromCms('@strapi/strapi') as typeof import('@strapi/strapi');

async function onPostgresServer(server: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface BenchCms {
  strapi: Core.Strapi;
  /** A compiled module of the CMS, the instance Strapi loaded. */
  dist<T>(path: string): T;
  database: 'SQLite' | 'PostgreSQL';
  dataDir: string;
  /** Where it listens, when asked to. */
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * What a benchmark runs with unless it says otherwise: the demo data, and nothing that works by itself
 * (the queue's workers, site builds) or serves what the figure is not about.
 */
const QUIET_CMS = {
  NODE_ENV: 'test',
  SERVE_CMS_PANEL: 'false',
  LOG_LEVEL: 'error',
  SEED_DEMO_DATA: 'true',
  ENGINE_WORKERS: 'false',
  SITE_AUTO_BUILD: 'false',
  SERVE_SITE: 'false',
};

export interface BenchCmsOptions {
  /** Settings over QUIET_CMS's. */
  env?: Record<string, string>;
  /** Listen on a port of 127.0.0.1, for benchmarks that ask over HTTP. */
  listen?: boolean;
}

export async function bootBenchCms(
  name: string,
  { env = {}, listen = false }: BenchCmsOptions = {},
): Promise<BenchCms> {
  const postgresServer = process.env.BENCH_POSTGRES_URL;
  const databaseName = `careers_bench_${process.pid}_${Date.now()}`;
  const dataDir = mkdtempSync(join(tmpdir(), `careers-bench-${name}-`));
  Object.assign(process.env, { ...QUIET_CMS, CMS_DATA_DIR: dataDir, ...env });
  if (postgresServer) {
    await onPostgresServer(postgresServer, `CREATE DATABASE "${databaseName}"`);
    const url = new URL(postgresServer);
    url.pathname = `/${databaseName}`;
    Object.assign(process.env, { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() });
  } else {
    Object.assign(process.env, { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: join(dataDir, 'bench.db') });
  }
  // Strapi compiles into dist/ without removing stale files; start clean, as the server does.
  rmSync(join(appDir, 'dist'), { recursive: true, force: true });
  const strapi = await createStrapi(await compileStrapi({ appDir })).load();
  let baseUrl = '';
  if (listen) {
    strapi.server.mount();
    await new Promise<void>((done) => strapi.server.httpServer.listen(0, '127.0.0.1', done));
    baseUrl = `http://127.0.0.1:${(strapi.server.httpServer.address() as AddressInfo).port}`;
  }
  return {
    strapi,
    dist: <T,>(path: string) => requireFromCms(join(appDir, 'dist', 'src', path)) as T,
    database: postgresServer ? 'PostgreSQL' : 'SQLite',
    dataDir,
    baseUrl,
    async stop() {
      await strapi.destroy();
      rmSync(dataDir, { recursive: true, force: true });
      if (postgresServer) {
        await onPostgresServer(postgresServer, `DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
      }
    },
  };
}

/** Seconds since `start` (a performance.now()), as the benchmarks print how long generating took. */
export const secondsSince = (start: number): string => ((performance.now() - start) / 1000).toFixed(1);
