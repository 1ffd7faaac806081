// The statistics part of `npm run bench` (`node bench/run.js stats`, issue 29): what counting views
// costs the public pages. A post page (replayed from memory after its first answer, as readers get it)
// is loaded at BENCH_CONNECTIONS for BENCH_SECONDS as a browser asks for it when a reader opens it
// (its user agent, Sec-Fetch-Dest: document, Sec-Fetch-Mode: navigate, a referrer, a new client
// address each time through X-Forwarded-For, so that every view is counted as a new visitor and none is
// refused by the per-address limit): counting on is that request alone, as the server counts it while
// answering (no beacon: a reader's first view sends none); counting off is the same request with
// Sec-GPC: 1, which the rules leave out at once. Alternated, BENCH_STATS_ROUNDS (2) times each; the
// median page throughput of each is compared. Target: counting costs the pages under 5 % of their
// throughput. Also reported: the views the dashboard shows afterwards against the pages answered with
// counting on. Asserts nothing.
import autocannon from 'autocannon';
import { FOLIO, startFolio, stopFolio, TOKEN } from './folio-process.js';
import { seedPosts } from './seed-posts.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = Number(process.env.BENCH_STATS_ROUNDS ?? 2);
export const TARGET_COST = 0.05;
const POST_PATH = '/blog/bench-story-1';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

let client = 0;
const nextAddress = () => {
  client += 1;
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
};

/** What Chromium sends when a reader follows a link to the post from another site. */
const NAVIGATION = {
  'user-agent': BROWSER,
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'br',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-site': 'cross-site',
  'sec-fetch-user': '?1',
  referer: 'https://news.example.org/',
};
const pageRequest = (headers) => ({
  method: 'GET',
  path: POST_PATH,
  headers,
  setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': nextAddress() } }),
});
const counted = pageRequest(NAVIGATION);
const optedOut = pageRequest({ ...NAVIGATION, 'sec-gpc': '1' });

function load(requests, duration) {
  return new Promise((resolve, reject) =>
    autocannon({ url: FOLIO, connections: CONNECTIONS, duration, requests }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

/** Pages answered per second, counted or left out. */
async function pagesPerSecond(counting) {
  const result = await load([counting ? counted : optedOut], SECONDS);
  return {
    pages: result.requests.average,
    p99: result.latency.p99,
    answered: result['2xx'],
    errors: result.errors + result.non2xx,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchStats(databaseUrl, dataDir) {
  const folio = await startFolio(databaseUrl, dataDir, { TRUST_PROXY: '1' });
  try {
    await seedPosts(FOLIO, TOKEN, 3);
    await load([optedOut], 2);
    await load([counted], 2);
    const off = [];
    const on = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      off.push(await pagesPerSecond(false));
      on.push(await pagesPerSecond(true));
    }
    const stats = await (await fetch(`${FOLIO}/api/stats`, { headers: { Authorization: `Bearer ${TOKEN}` } })).json();
    const offPages = median(off.map((run) => run.pages));
    const onPages = median(on.map((run) => run.pages));
    return {
      date: new Date().toISOString(),
      seconds: SECONDS,
      connections: CONNECTIONS,
      rounds: ROUNDS,
      off,
      on,
      cost: 1 - onPages / offPages,
      viewsCounted: stats.totals.views,
      visitorsCounted: stats.totals.visitors,
      pagesCounted: on.reduce((sum, run) => sum + run.answered, 0),
      dropped: stats.dropped,
    };
  } finally {
    await stopFolio(folio);
  }
}

export function printStats(figures) {
  console.log(`\nCounting views: a post page at ${figures.connections} connections, ${figures.seconds} s a run, ${figures.rounds} runs each, alternated.`);
  console.table(
    [...figures.off.map((run) => ({ counting: 'off (Sec-GPC: 1)', ...run })), ...figures.on.map((run) => ({ counting: 'on (counted as answered)', ...run }))].map((run) => ({
      counting: run.counting,
      'pages/s': Math.round(run.pages),
      'p99 ms': run.p99,
      errors: run.errors,
    })),
  );
  const verdict = figures.cost < TARGET_COST ? 'met' : 'MISSED';
  console.log(`Cost to the pages' throughput: ${(figures.cost * 100).toFixed(1)} % (target under ${TARGET_COST * 100} %: ${verdict}).`);
  console.log(
    `Views on the dashboard afterwards: ${figures.viewsCounted} (visitors ${figures.visitorsCounted}), for ${figures.pagesCounted} pages answered with counting on ` +
      `(and those of the 2 s warm-up); dropped: ${figures.dropped}.`,
  );
}
