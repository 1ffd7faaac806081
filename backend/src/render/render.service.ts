import { Inject, Injectable, type OnApplicationShutdown, PayloadTooLargeException, ServiceUnavailableException } from '@nestjs/common';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { AppConfig } from '../config/app-config.js';
import { ConcurrencyLimit } from '../common/async/concurrency-limit.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { HtmlToMarkdownResult } from './html-to-markdown.js';
import type { RenderedMarkdown } from './markdown-renderer.js';

/** An imported post's HTML as Markdown, with the embeds of unknown providers it left out (per host). */
export type ImportedHtml = Pick<HtmlToMarkdownResult, 'markdown' | 'unknownEmbeds'>;

/**
 * A save whose Markdown is not rendered this long after it asked, waiting included, is answered
 * busy: a post of the maximum length renders in under a second, so only a long queue (or something
 * the limits did not foresee, which must not hold a worker) comes near it.
 */
const RENDER_DEADLINE_MS = 15_000;
/** Saves waiting for a worker, past which the server says it is busy rather than queueing more text. */
const MAX_WAITING = 64;
/** Workers run below the event loop's priority, so readers are answered while a post renders (Linux). */
const WORKER_NICENESS = 10;

export const RENDER_BUSY = 'The server is busy rendering other posts; please try again shortly';
export const RENDER_TIMEOUT = 'The post could not be rendered within 15 seconds, so nothing was saved; please try again shortly';

/**
 * The built worker beside this file; under ts-jest (which runs this file from backend/src) the one
 * `npm run build:backend` wrote to dist/, which `npm test` builds first.
 */
function workerFile(): string {
  const beside = path.join(path.dirname(fileURLToPath(import.meta.url)), 'markdown.worker.js');
  if (existsSync(beside)) return beside;
  const built = beside.replace(`${path.sep}backend${path.sep}src${path.sep}`, `${path.sep}dist${path.sep}backend${path.sep}`);
  if (!existsSync(built)) throw new Error(`The Markdown worker is not built (${built}): run "npm run build:backend"`);
  return built;
}

/**
 * A worker with nothing to render for this long ends. Each one holds its own JavaScript heap and
 * renderer (some 15-25 MB resident), and a blog renders only when its author saves; starting one
 * again takes a fraction of a second, well inside the render deadline.
 */
const WORKER_IDLE_MS = 30_000;
/**
 * A render or an HTML conversion is one short burst of garbage: a small young generation is
 * collected often and cheaply, where V8's default (up to 48 MB a thread) sat resident in each worker
 * through an import.
 */
const WORKER_YOUNG_GENERATION_MB = 8;
/**
 * Texts longer than this render one at a time, in a worker of their own. What a render holds grows
 * with its text: a 500-column table of 200,000 characters parses to some 400,000 tokens and takes
 * its worker to about 150 MB, where ordinary posts take a few MB. Two such renders side by side
 * doubled the server's peak; one after the other they cost each save a second at most, and the
 * ordinary workers stay small.
 */
export const LARGE_TEXT_CHARS = 50_000;
/** The large-text worker ends this soon after its last render, giving its heap back. */
const LARGE_WORKER_IDLE_MS = 5_000;

export const renderTooLarge = (heapMb: number) =>
  `The post needs more memory to render than the ${heapMb} MB one render may use, so nothing was saved; split it, or simplify its largest table or list`;

/**
 * Background work (an import's HTML conversions and renders) runs one text at a time. An import
 * plans several posts ahead, and so kept a second worker busy through the whole import: its heap
 * and renderer took the bench's import 10-25 MB higher, for no time saved (the images are the slower
 * part). Saves by authors do not wait in this line; it waits outside piscina's queue, so an import
 * never fills the MAX_WAITING past which saves are answered busy.
 */
const BACKGROUND_AT_ONCE = 1;

/** What piscina rejects a task with when its worker reached its heap limit (resourceLimits). */
const isOutOfMemory = (error: unknown) => (error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';

/**
 * Renders Markdown in a pool of worker threads (RENDER_WORKERS, one per core by default), started
 * by the first save rather than with the server, and ended when idle (WORKER_IDLE_MS); texts over
 * LARGE_TEXT_CHARS in one more worker, one at a time. Each worker's heap is held to RENDER_HEAP_MB:
 * a render that would pass it ends that worker alone and is answered 413.
 */
@Injectable()
export class RenderService implements OnApplicationShutdown {
  private readonly pool: Piscina<string, unknown>;
  private readonly large: Piscina<string, unknown>;
  private readonly heapMb: number;
  private readonly background = new ConcurrencyLimit(BACKGROUND_AT_ONCE, Number.POSITIVE_INFINITY);

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.heapMb = config.renderHeapMb;
    const common = {
      filename: workerFile(),
      minThreads: 0,
      maxQueue: MAX_WAITING,
      niceIncrement: WORKER_NICENESS,
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB, maxOldGenerationSizeMb: config.renderHeapMb },
    };
    this.pool = new Piscina({ ...common, maxThreads: config.renderWorkers, idleTimeout: WORKER_IDLE_MS });
    this.large = new Piscina({ ...common, maxThreads: 1, idleTimeout: LARGE_WORKER_IDLE_MS });
  }

  /** `background`: part of a bulk write (an import), which takes its turn in the background line. */
  render(markdown: string, { background = false }: { background?: boolean } = {}): Promise<RenderedMarkdown> {
    return background ? this.background.run(() => this.run<RenderedMarkdown>(markdown, 'default')) : this.run<RenderedMarkdown>(markdown, 'default');
  }

  /**
   * HTML as Markdown, and the embeds it left out, with a render's deadline: an import's in the
   * background line; `background: false` for a save someone waits on (an app's post in HTML).
   */
  htmlToMarkdown(html: string, { background = true }: { background?: boolean } = {}): Promise<ImportedHtml> {
    return background ? this.background.run(() => this.run<ImportedHtml>(html, 'htmlToMarkdown')) : this.run<ImportedHtml>(html, 'htmlToMarkdown');
  }

  private async run<T>(text: string, task: 'default' | 'htmlToMarkdown'): Promise<T> {
    if (this.pool.queueSize + this.large.queueSize >= MAX_WAITING) throw new ServiceUnavailableException(RENDER_BUSY);
    const pool = text.length > LARGE_TEXT_CHARS ? this.large : this.pool;
    const deadline = AbortSignal.timeout(RENDER_DEADLINE_MS);
    try {
      return (await pool.run(text, { name: task, signal: deadline })) as T;
    } catch (error) {
      if (deadline.aborted) throw new ServiceUnavailableException(RENDER_TIMEOUT, { cause: error });
      if (isOutOfMemory(error)) throw new PayloadTooLargeException(renderTooLarge(this.heapMb), { cause: error });
      throw error;
    }
  }

  /** Last, so that background jobs stopping before it (JobRunner) never find the workers gone. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.pool.destroy(), this.large.destroy()]);
  }
}
