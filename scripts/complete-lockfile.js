// The npm registry reachable from our build machines lacks some platform builds of optional
// dependencies (e.g. @unrs/resolver-binding-darwin-arm64), so `npm install` leaves them out of
// package-lock.json and `npm ci` then refuses the lock. This restores their entries, with the
// os/cpu/libc fields that keep npm from fetching them on other platforms. Run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const OS = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const osIndex = parts.findIndex((part) => OS.includes(part));
  if (osIndex < 0) return undefined;
  const [os, cpu, abi = ''] = parts.slice(osIndex);
  const libc = /gnu/.test(abi) ? ['glibc'] : /musl/.test(abi) ? ['musl'] : undefined;
  return { os: [os], cpu: [cpu], ...(libc && { libc }) };
}

const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const added = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dependency, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${dependency}`;
    const platform = platformOf(dependency);
    if (lock.packages[key] || !platform || !/^\d/.test(version)) continue;
    lock.packages[key] = { version, ...(entry.dev && { dev: true }), optional: true, ...platform };
    added.push(`${dependency}@${version} (for ${path || 'the project'})`);
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)));
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `Restored:\n  ${added.join('\n  ')}` : 'package-lock.json is complete');
