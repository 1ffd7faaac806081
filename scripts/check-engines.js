// `npm run check:engines`: every Node version package.json's `engines.node` accepts must be accepted
// by every package installed from package-lock.json, so that the claim ("runs on Node 20.19+, 22.13+
// and 24.11+") is tested rather than hoped. For each entry of the lock's `packages` it reads the
// installed package.json (node_modules/…), or the lock's own copy of `engines` for a platform
// package not installed on this machine, and asks semver whether the project's range is a subset of
// the package's. npm's EBADENGINE warning only looks at the running Node; this looks at them all.
// Also checks the running Node and the Node of the Docker image against the project's range.
// Prints the packages that fall short and exits 1; run after `npm ci`.
//
// Not claimed: 32-bit x86 (Windows ia32). Node publishes no such builds after 22, and sharp's
// package for it, @img/sharp-win32-ia32, declares Node ^20.9.0 only; packages built for nothing but
// ia32 that fall short are listed, not failed.
import { existsSync, readFileSync } from 'node:fs';
import semver from 'semver';

const root = new URL('../', import.meta.url);
const readJson = (relative) => JSON.parse(readFileSync(new URL(relative, root), 'utf8'));

const project = readJson('package.json');
const range = project.engines?.node;
if (!semver.validRange(range)) {
  console.error(`package.json: engines.node ${JSON.stringify(range)} is not a semver range`);
  process.exit(1);
}

const UNCLAIMED_CPUS = new Set(['ia32']);

const problems = [];
const skipped = [];
let checked = 0;
for (const [location, entry] of Object.entries(readJson('package-lock.json').packages)) {
  if (location === '' || entry.link) continue;
  const manifest = existsSync(new URL(`${location}/package.json`, root)) ? readJson(`${location}/package.json`) : undefined;
  const engines = manifest ? manifest.engines : entry.engines;
  const name = `${manifest?.name ?? location.split('node_modules/').pop()}@${manifest?.version ?? entry.version}`;
  const where = manifest ? location : `${location}, not installed here: the lock's engines`;
  checked++;
  // Old packages wrote engines as an array or a string, which npm ignores; so does this.
  const wanted = engines && typeof engines === 'object' && !Array.isArray(engines) ? engines.node : undefined;
  if (wanted === undefined) continue;
  const problem = !semver.validRange(wanted)
    ? `engines.node ${JSON.stringify(wanted)} is not a semver range`
    : !semver.subset(range, wanted) && `needs node ${JSON.stringify(wanted)}`;
  if (!problem) continue;
  const cpu = manifest?.cpu ?? entry.cpu;
  const unclaimed = Array.isArray(cpu) && cpu.length > 0 && cpu.every((name) => UNCLAIMED_CPUS.has(name));
  (unclaimed ? skipped : problems).push(`${name} (${where}): ${problem}`);
}

if (!semver.satisfies(process.version, range)) problems.push(`this machine's Node ${process.version} is outside ${range}`);

const dockerfile = new URL('docker/Dockerfile', root);
if (existsSync(dockerfile)) {
  const image = /^ARG NODE_IMAGE=node:(\d+\.\d+\.\d+)/m.exec(readFileSync(dockerfile, 'utf8'))?.[1];
  if (!image) problems.push('docker/Dockerfile: no `ARG NODE_IMAGE=node:X.Y.Z` line to check');
  else if (!semver.satisfies(image, range)) problems.push(`docker/Dockerfile: Node ${image} is outside ${range}`);
}

if (problems.length) {
  console.error(`package.json says engines.node ${JSON.stringify(range)}, but:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `engines.node ${JSON.stringify(range)}: accepted by this Node (${process.version}), the Docker image and ` +
    `${checked - skipped.length} of the ${checked} packages in package-lock.json` +
    (skipped.length ? `; the rest fall short only on 32-bit x86, which the project does not claim:\n  ${skipped.join('\n  ')}` : '.'),
);
