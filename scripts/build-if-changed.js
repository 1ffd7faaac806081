// `node scripts/build-if-changed.js backend|frontend|all`: builds a part only when its sources
// changed since its last build here (a fingerprint of their bytes, kept in dist/<part>/.built-from),
// so that CI and `npm test` followed by `npm run test:browser` build the app once, not three times.
import { createHash } from 'node:crypto';
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PARTS = {
  backend: { inputs: ['backend/src', 'backend/tsconfig.json', 'backend/tsconfig.build.json', 'tsconfig.json', 'package-lock.json'], script: 'build:backend' },
  frontend: {
    inputs: ['frontend/src', 'frontend/public', 'frontend/index.html', 'frontend/vite.config.ts', 'frontend/tsconfig.json', 'scripts/precompress.js', 'package-lock.json'],
    script: 'build:frontend',
  },
};

function files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((child) => files(path.join(entry, child.name)));
}

function fingerprint(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(files)) hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  return hash.digest('hex');
}

const asked = process.argv[2] ?? 'all';
for (const name of asked === 'all' ? Object.keys(PARTS) : [asked]) {
  const part = PARTS[name];
  if (!part) throw new Error(`Unknown part ${name}: backend, frontend or all`);
  const stamp = path.join(root, 'dist', name, '.built-from');
  const current = fingerprint(part.inputs);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === current) {
    console.log(`${name}: built from these sources already (dist/${name})`);
    continue;
  }
  try {
    execSync(`npm run ${part.script}`, { cwd: root, stdio: 'inherit' });
  } catch (error) {
    process.exit(error.status ?? 1);
  }
  writeFileSync(stamp, current);
}
