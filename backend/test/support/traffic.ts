import sharp from 'sharp';

export type RequestKind = 'read' | 'post' | 'upload';

/** One request of the stream and how it ended. */
export interface Outcome {
  kind: RequestKind;
  method: string;
  path: string;
  started: number;
  ended: number;
  /** The HTTP status; 0 when no answer came (refused, cut off, or not within the client's patience). */
  status: number;
  contentType: string;
  /** Parsed JSON, else the text; the error's message when no answer came. */
  body: unknown;
  /** Posts: the title sent, unique in the run. */
  title?: string;
}

export interface TrafficOptions {
  baseUrl: string;
  token: string;
  /** Starts every title, so that the run's posts can be told apart. */
  label: string;
  readers?: number;
  postWriters?: number;
  uploaders?: number;
  /** Each worker's pause between requests, to keep a 2-CPU machine responsive. */
  paceMs?: number;
  /** A request with no answer by then is recorded with status 0 (a hang). */
  patienceMs?: number;
}

/** A small PNG whose bytes no other `n` gives: a distinct file for every upload. */
export function distinctPng(n: number): Promise<Buffer> {
  const colour = { r: n % 256, g: Math.floor(n / 256) % 256, b: (n * 37) % 256 };
  return sharp({ create: { width: 24 + (n % 16), height: 16, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/**
 * A stream of public reads, post writes and image uploads against a running Folio, each worker
 * one request at a time, until stop(). Every answer is kept for the assertions; posts show the
 * images uploaded so far, so that a post carries image rows.
 */
export class Traffic {
  readonly outcomes: Outcome[] = [];
  /** Addresses of acknowledged uploads. */
  readonly uploaded: string[] = [];
  private readonly slugs: string[] = [];
  private running = false;
  private workers: Array<Promise<void>> = [];
  private count = 0;

  constructor(private readonly options: TrafficOptions) {}

  start(): void {
    const { readers = 3, postWriters = 2, uploaders = 1 } = this.options;
    this.running = true;
    const loop = (step: () => Promise<unknown>) => async () => {
      while (this.running) {
        await step();
        await new Promise((resolve) => setTimeout(resolve, this.options.paceMs ?? 25));
      }
    };
    this.workers = [
      ...Array.from({ length: readers }, () => loop(() => this.read())),
      ...Array.from({ length: postWriters }, () => loop(() => this.writePost())),
      ...Array.from({ length: uploaders }, () => loop(() => this.upload())),
    ].map((worker) => worker());
  }

  /** Lets the requests under way finish (or give up), then resolves. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  /** Seeds the addresses readers ask for. */
  knowSlug(slug: string): void {
    this.slugs.push(slug);
  }

  /** Sends `bytes`, or else a small picture of its own. */
  async upload(picture?: Buffer): Promise<Outcome> {
    const bytes = picture ?? (await distinctPng(this.next()));
    const form = new FormData();
    form.append('image', new Blob([bytes]), 'picture');
    const outcome = await this.send('upload', 'POST', '/api/images/uploads/image', { body: form, headers: this.auth() });
    if (outcome.status === 201) this.uploaded.push((outcome.body as { url: string }).url);
    return outcome;
  }

  async writePost(): Promise<Outcome> {
    const n = this.next();
    const title = `${this.options.label} ${n}`;
    const picture = this.uploaded[n % Math.max(1, this.uploaded.length)];
    const body = {
      title,
      content_text: [`Post ${n} of the ${this.options.label} run.`, picture ? `![Picture ${n}](${picture})` : '', `![Far](https://cdn.example/far-${n}.jpg)`].join('\n\n'),
      tags: [this.options.label, `batch ${n % 3}`],
      ...(picture ? { cover_image_url: picture, cover_image_alt: `Cover ${n}` } : {}),
    };
    const outcome = await this.send('post', 'POST', '/api/posts', {
      body: JSON.stringify(body),
      headers: { ...this.auth(), 'Content-Type': 'application/json' },
    });
    outcome.title = title;
    if (outcome.status === 201) this.slugs.push((outcome.body as { slug: string }).slug);
    return outcome;
  }

  async read(): Promise<Outcome> {
    const n = this.next();
    const slug = this.slugs[n % Math.max(1, this.slugs.length)];
    const paths = ['/api/posts?limit=5', `/api/posts?limit=5&tag=${encodeURIComponent(this.options.label)}`, ...(slug ? [`/api/posts/${slug}`] : [])];
    return this.send('read', 'GET', paths[n % paths.length]!, {});
  }

  private next(): number {
    return ++this.count;
  }

  private auth(): Record<string, string> {
    return { Authorization: `Bearer ${this.options.token}` };
  }

  private async send(kind: RequestKind, method: string, path: string, init: RequestInit): Promise<Outcome> {
    const started = Date.now();
    let outcome: Outcome;
    try {
      const response = await fetch(`${this.options.baseUrl}${path}`, {
        ...init,
        method,
        signal: AbortSignal.timeout(this.options.patienceMs ?? 12_000),
      });
      const text = await response.text();
      const contentType = response.headers.get('content-type') ?? '';
      let body: unknown = text;
      if (contentType.includes('json')) body = JSON.parse(text);
      outcome = { kind, method, path, started, ended: Date.now(), status: response.status, contentType, body };
    } catch (error) {
      outcome = { kind, method, path, started, ended: Date.now(), status: 0, contentType: '', body: (error as Error).message };
    }
    this.outcomes.push(outcome);
    return outcome;
  }
}
