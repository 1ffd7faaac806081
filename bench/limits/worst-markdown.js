// Scenario 3: posts at the maximum length written the way that costs the renderer and the HTML
// cleaner most, each saved alone and timed, then the four slowest saved at once while /healthz
// is probed (rendering runs in worker threads: the event loop must stay free).
import { CONTENT_MAX } from '../../dist/backend/posts/posts.dto.js';
import { FOLIO, TOKEN } from '../folio-process.js';
import { againstIdle, check } from './checks.js';
import { freshDatabase, withFolio } from './folio-server.js';
import { probed, probeIdle } from './probe.js';

const SAVE_WITHIN_MS = 1000;
const HEALTHZ_P99_MS = 100;
const AT_ONCE = 4;
const TIMEOUT_MS = 120_000;

/** `unit` repeated to exactly CONTENT_MAX characters. */
const filled = (unit) => unit.repeat(Math.ceil(CONTENT_MAX / unit.length)).slice(0, CONTENT_MAX);
const row = `|${'x|'.repeat(500)}\n`;
const indentedList = Array.from({ length: 300 }, (_, depth) => `${'  '.repeat(depth)}- a\n`).join('');

export const GENERATORS = {
  'wide table (500 columns)': () => `${row}|${'-|'.repeat(500)}\n${filled(row)}`.slice(0, CONTENT_MAX),
  'emphasis runs **a*': () => filled('**a* '),
  'images ![a](b)': () => filled('![a](b) '),
  'raw tags <b>': () => filled('<b>'),
  'quotes 1000 deep': () => filled(`${'> '.repeat(1000)}a\n`),
  'lists 300 deep': () => filled(indentedList),
  'open links [a](': () => filled('[a]('),
  'backtick runs': () => filled('`a``b```c'),
};

/** Ordinary prose at the same length: what a save costs when the writing is not an attack. */
const PROSE = () => filled('The light on the water changed every minute, and nobody on the quay said a word.\n\n');

export async function save(title, content) {
  const started = performance.now();
  try {
    const response = await fetch(`${FOLIO}/api/posts`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title, content_text: content }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = await response.text();
    return { status: response.status, ms: performance.now() - started, ...(response.status === 201 ? {} : { error: answer.slice(0, 160) }) };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, error: error.cause?.code ?? error.message };
  }
}

const rounded = ({ ms, ...rest }) => ({ ...rest, ms: Math.round(ms) });

export async function worstMarkdown(databaseUrl, dataDir) {
  const database = await freshDatabase(databaseUrl, 'folio_limits_markdown');
  const names = Object.keys(GENERATORS);
  const contents = Object.fromEntries(names.map((name) => [name, GENERATORS[name]()]));
  console.log(`limits: ${names.length} worst-case posts of ${CONTENT_MAX.toLocaleString('en')} characters, one by one, then ${AT_ONCE} at once...`);
  return withFolio(database, dataDir, {}, async () => {
    await save('Warm-up', 'A short post, so that the render workers are up before anything is timed.');
    const idle = await probeIdle();
    const prose = rounded(await save('Prose', PROSE()));
    const alone = [];
    for (const name of names) alone.push({ generator: name, chars: contents[name].length, ...rounded(await save(`Alone: ${name}`, contents[name])) });
    const worst = [...alone].sort((a, b) => b.ms - a.ms).slice(0, AT_ONCE).map((result) => result.generator);
    const { result: together, healthz } = await probed(() => Promise.all(worst.map((name) => save(`Together: ${name}`, contents[name]))));
    const slowest = alone.reduce((a, b) => (b.ms > a.ms ? b : a));
    const saved = alone.filter((result) => result.status === 201).length;
    const savedTogether = together.filter((result) => result.status === 201).length;
    return {
      prose,
      alone,
      together: together.map((result, index) => ({ generator: worst[index], ...rounded(result) })),
      idle_healthz: idle,
      healthz,
      checks: [
        check('saved alone (201)', `${saved} of ${alone.length}`, `${alone.length} of ${alone.length}`, saved === alone.length),
        check('slowest save alone, ms', slowest.ms, `< ${SAVE_WITHIN_MS}`, slowest.ms < SAVE_WITHIN_MS, `${slowest.generator}; plain prose ${prose.ms} ms`),
        check(`saved ${AT_ONCE} at once (201)`, `${savedTogether} of ${AT_ONCE}`, `${AT_ONCE} of ${AT_ONCE}`, savedTogether === AT_ONCE, `slowest ${Math.round(Math.max(...together.map((result) => result.ms)))} ms`),
        check(`/healthz p99 while ${AT_ONCE} render, ms (n=${healthz.n})`, healthz.p99_ms, `< ${HEALTHZ_P99_MS}`, healthz.p99_ms < HEALTHZ_P99_MS, againstIdle(healthz, idle)),
      ],
    };
  });
}
