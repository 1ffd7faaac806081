// `npm run fuzz -- --runs N --seed S`: the API fuzzer (backend/test/fuzz) with N requests per
// operation of openapi.json and seed S, instead of the fixed count and seed `npm test` uses.
// FUZZ_RUNS and FUZZ_SEED in the environment do the same; --shrink makes fast-check shrink a
// failure to its smallest form (slower) instead of stopping at the first one.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const USAGE = 'Usage: npm run fuzz -- [--runs N] [--seed S] [--shrink]';

function parse(argv) {
  const options = {};
  for (let index = 0; index < argv.length; index++) {
    const [name, inline] = argv[index].split('=', 2);
    const value = () => inline ?? argv[++index];
    if (name === '--runs') options.runs = value();
    else if (name === '--seed') options.seed = value();
    else if (name === '--shrink') options.shrink = true;
    else if (name === '--help' || name === '-h') options.help = true;
    else throw new Error(`Unknown option ${argv[index]}`);
  }
  if (options.runs !== undefined && !/^[1-9]\d*$/.test(options.runs)) throw new Error(`--runs must be a positive whole number, not ${options.runs}`);
  if (options.seed !== undefined && !/^-?\d+$/.test(options.seed)) throw new Error(`--seed must be a whole number, not ${options.seed}`);
  return options;
}

let options;
try {
  options = parse(process.argv.slice(2));
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env };
if (options.runs) env.FUZZ_RUNS = options.runs;
if (options.seed) env.FUZZ_SEED = options.seed;
if (options.shrink) env.FUZZ_SHRINK = '1';
console.log(`Fuzzing the API: ${env.FUZZ_RUNS ?? 'the default number of'} requests per operation, seed ${env.FUZZ_SEED ?? '(fixed default)'}`);

const jest = spawn(
  process.execPath,
  ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--selectProjects', 'backend', '--testPathPatterns', 'fuzz'],
  { cwd: root, env, stdio: 'inherit' },
);
jest.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => jest.kill(signal));
