/**
 * Starts a throwaway PostgreSQL server on loopback in a temporary folder (initdb + pg_ctl as the
 * `postgres` user) for tests that must run on a real server, and stops it afterwards.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface PostgresServer {
  url: string;
  stop(): void;
}

/** The folder of PostgreSQL's server programs, or null when PostgreSQL is not installed. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

const asPostgres = (bin: string, args: string[]) =>
  execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe', timeout: 60_000 });

/** initdb, start on a free-ish port, create database `phonexport`. Throws when any step fails. */
export function startPostgres(): PostgresServer {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonexport-pg-'));
  fs.chmodSync(dir, 0o777);
  execFileSync('chown', ['postgres', dir]);
  const data = path.join(dir, 'data');
  const port = 55_000 + Math.floor(Math.random() * 5_000);
  asPostgres(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  asPostgres(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), 'phonexport']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/phonexport`,
    stop() {
      try {
        asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
