import { Inject, Injectable, type OnApplicationShutdown, ServiceUnavailableException } from '@nestjs/common';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { RenderedMarkdown } from './markdown-renderer.js';

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
 * Renders Markdown in a pool of worker threads (RENDER_WORKERS, one per core by default), started
 * by the first save rather than with the server, and ended when idle (WORKER_IDLE_MS).
 */
@Injectable()
export class RenderService implements OnApplicationShutdown {
  private readonly pool: Piscina<string, unknown>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.pool = new Piscina({
      filename: workerFile(),
      minThreads: 0,
      maxThreads: config.renderWorkers,
      maxQueue: MAX_WAITING,
      idleTimeout: WORKER_IDLE_MS,
      niceIncrement: WORKER_NICENESS,
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    });
  }

  render(markdown: string): Promise<RenderedMarkdown> {
    return this.run<RenderedMarkdown>(markdown, 'default');
  }

  /** An imported post's HTML as Markdown (import only), with the same queue and deadline as a render. */
  htmlToMarkdown(html: string): Promise<string> {
    return this.run<string>(html, 'htmlToMarkdown');
  }

  private async run<T>(text: string, task: 'default' | 'htmlToMarkdown'): Promise<T> {
    if (this.pool.queueSize >= MAX_WAITING) throw new ServiceUnavailableException(RENDER_BUSY);
    const deadline = AbortSignal.timeout(RENDER_DEADLINE_MS);
    try {
      return (await this.pool.run(text, { name: task, signal: deadline })) as T;
    } catch (error) {
      if (deadline.aborted) throw new ServiceUnavailableException(RENDER_TIMEOUT, { cause: error });
      throw error;
    }
  }

  /** Last, so that background jobs stopping before it (JobRunner) never find the workers gone. */
  async onApplicationShutdown(): Promise<void> {
    await this.pool.destroy();
  }
}
