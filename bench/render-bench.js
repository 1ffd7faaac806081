// The render part of `npm run bench` (issue 16): a post of 20 code blocks in 5 languages, 30 formulas
// (20 inline, 10 display) and 10 footnotes, about 6 kB of Markdown, saved BENCH_RENDER_POSTS times
// through POST /api/posts and timed over 127.0.0.1: the median is the server's time to write it,
// rendering included (target: under 150 ms). The reference is the same text with the features taken
// out (no languages, no dollars, no notes), saved the same way. The first save is reported apart: it
// starts a render worker and loads the five grammars. Then both posts are read back through the API:
// the HTML is rendered once, on write, so the rich one costs no more to read than the plain one.
// Reports, asserts nothing.
import { FOLIO, startFolio, stopFolio, TOKEN } from './folio-process.js';
import { ownDatabase } from './own-database.js';

const POSTS = Number(process.env.BENCH_RENDER_POSTS ?? 30);
const READS = Number(process.env.BENCH_RENDER_READS ?? 50);
export const RENDER_TARGETS = { writeMs: 150 };

const headers = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' };

const CODE = {
  typescript: (n) =>
    `interface Point${n} { x: number; y: number }\nexport function distance${n}(a: Point${n}, b: Point${n}): number {\n` +
    `  const dx = a.x - b.x, dy = a.y - b.y; // step ${n}\n  return Math.sqrt(dx * dx + dy * dy);\n}\n`,
  python: (n) =>
    `def fibonacci_${n}(count: int) -> list[int]:\n    """The first numbers of the sequence."""\n    a, b, out = 0, 1, []\n` +
    `    for _ in range(count):\n        out.append(a)\n        a, b = b, a + b  # step ${n}\n    return out\n`,
  rust: (n) =>
    `#[derive(Debug, Clone)]\nstruct Item${n} { name: String, weight: u32 }\n\nfn heaviest(items: &[Item${n}]) -> Option<&Item${n}> {\n` +
    `    items.iter().max_by_key(|item| item.weight)\n}\n`,
  bash: (n) => `#!/usr/bin/env bash\nset -euo pipefail\nfor file in posts/*.md; do\n  words=$(wc -w < "$file")\n  echo "$file: $words words (run ${n})"\ndone\n`,
  sql: (n) =>
    `SELECT p.id, p.title, count(t.id) AS tags\nFROM posts p LEFT JOIN post_tags t ON t.post_id = p.id\n` +
    `WHERE p.status = 'published' AND p.id > ${n}\nGROUP BY p.id ORDER BY p.published_at DESC LIMIT 20;\n`,
};
const LANGUAGES = Object.keys(CODE);
const FORMULAS = [
  String.raw`e^{i\pi} + 1 = 0`,
  String.raw`x = \frac{-b \pm \sqrt{b^2 - 4ac}}{2a}`,
  String.raw`\sum_{k=1}^{n} k^2 = \frac{n(n+1)(2n+1)}{6}`,
  String.raw`\int_0^\infty e^{-x^2}\,dx = \frac{\sqrt{\pi}}{2}`,
  String.raw`\begin{pmatrix} a & b \\ c & d \end{pmatrix}^{-1} = \frac{1}{ad - bc}\begin{pmatrix} d & -b \\ -c & a \end{pmatrix}`,
  String.raw`\lim_{n\to\infty} \left(1 + \frac{1}{n}\right)^n = e`,
];

/** The benchmark's post, a little different each time (`variant`) so that no cache answers for it. */
export function richPost(variant) {
  const parts = ['Notes on a small program, its maths and its sources.'];
  for (let block = 0; block < 20; block++) {
    const language = LANGUAGES[block % LANGUAGES.length];
    parts.push(
      `## Step ${block + 1}\n\nThe ${block + 1}th step keeps $x_{${block}} = ${block + variant}$ in mind, as noted[^n${block % 10}].`,
      `\`\`\`${language}\n${CODE[language](block + variant)}\`\`\``,
    );
  }
  for (let formula = 0; formula < 10; formula++) parts.push(`$$\n${FORMULAS[formula % FORMULAS.length]}\n$$`);
  for (let note = 0; note < 10; note++) parts.push(`[^n${note}]: Source ${note + 1}, with *emphasis* and [a link](https://example.com/${note}).`);
  return parts.join('\n\n');
}

/** The same text with its features taken out: code in no language, formulas as words, no notes. */
export function plainPost(variant) {
  return richPost(variant)
    .replace(/```[a-z]+\n/g, '```\n')
    .replace(/\$/g, '')
    .replace(/\[\^n\d\]:?/g, '');
}

async function call(method, path, body) {
  const response = await fetch(`${FOLIO}${path}`, { method, headers, body: body && JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function timedMs(work) {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

/** Writes POSTS posts made by `make`, one at a time; the first is the cold one. */
async function writeMany(label, make) {
  const times = [];
  let post;
  for (let index = 0; index < POSTS; index++) {
    const [ms, created] = await timedMs(() => call('POST', '/api/posts', { title: `${label} ${index}`, content_text: make(index), status: 'draft' }));
    times.push(ms);
    post ??= created;
  }
  const [first, ...rest] = times;
  return { post, firstMs: first, medianMs: median(rest), maxMs: Math.max(...rest) };
}

async function readMany(post) {
  await call('PATCH', `/api/posts/${post.id}`, { status: 'published' });
  const times = [];
  for (let index = 0; index < READS + 3; index++) {
    const [ms] = await timedMs(() => call('GET', `/api/posts/${post.slug}`));
    if (index >= 3) times.push(ms);
  }
  return median(times);
}

export async function benchRender(serverUrl, dataDir) {
  const databaseUrl = await ownDatabase(serverUrl, 'folio_bench_render');
  const folio = await startFolio(databaseUrl, dataDir);
  try {
    console.log(`Writing ${POSTS} posts with code, maths and notes, then ${POSTS} without, through the API...`);
    const rich = await writeMany('Rich', richPost);
    const plain = await writeMany('Plain', plainPost);
    const html = rich.post.content_html;
    return {
      date: new Date().toISOString(),
      posts: POSTS,
      markdownBytes: Buffer.byteLength(richPost(0)),
      htmlBytes: Buffer.byteLength(html),
      contains: {
        highlightedBlocks: [...html.matchAll(/<pre><code class="language-[a-z]+">([\s\S]*?)<\/code><\/pre>/g)].filter(([, code]) => code.includes('<span class="hl-')).length,
        formulas: (html.match(/<span class="katex">/g) ?? []).length,
        footnotes: (html.match(/<li id="fn-\d+"/g) ?? []).length,
      },
      write: { firstMs: rich.firstMs, medianMs: rich.medianMs, maxMs: rich.maxMs, target: RENDER_TARGETS.writeMs },
      plainWrite: { firstMs: plain.firstMs, medianMs: plain.medianMs, maxMs: plain.maxMs },
      read: { richMedianMs: await readMany(rich.post), plainMedianMs: await readMany(plain.post) },
    };
  } finally {
    await stopFolio(folio);
  }
}

export function printRender(result) {
  const { highlightedBlocks, formulas, footnotes } = result.contains;
  console.log(
    `\nRender: a post of ${(result.markdownBytes / 1024).toFixed(1)} kB of Markdown (${highlightedBlocks} highlighted code blocks, ` +
      `${formulas} formulas, ${footnotes} footnotes; ${(result.htmlBytes / 1024).toFixed(0)} kB of HTML) written ${result.posts} times ` +
      'through POST /api/posts over 127.0.0.1, one at a time; the first write apart (a worker starts, five grammars load).',
  );
  const ms = (value) => value.toFixed(1);
  console.table([
    {
      request: 'POST /api/posts, code + maths + notes',
      'first ms': ms(result.write.firstMs),
      'median ms': ms(result.write.medianMs),
      'max ms': ms(result.write.maxMs),
      'target ms': `< ${result.write.target}`,
      met: result.write.medianMs < result.write.target ? 'yes' : 'NO',
    },
    {
      request: 'POST /api/posts, same text without them',
      'first ms': ms(result.plainWrite.firstMs),
      'median ms': ms(result.plainWrite.medianMs),
      'max ms': ms(result.plainWrite.maxMs),
    },
    { request: 'GET /api/posts/{slug}, code + maths + notes', 'median ms': ms(result.read.richMedianMs) },
    { request: 'GET /api/posts/{slug}, without them', 'median ms': ms(result.read.plainMedianMs) },
  ]);
}
