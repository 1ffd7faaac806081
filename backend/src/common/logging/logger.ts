import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { IncomingMessage } from 'node:http';

export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}

/** Nest's start-up chatter (every module and route) is debug detail, not news. */
const CHATTY_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/** Lets Nest's own `Logger` calls land in pino as structured lines. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    if (context && CHATTY_CONTEXTS.has(context)) this.logger.debug({ context }, String(message));
    else this.logger.info({ context }, String(message));
  }

  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }

  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }

  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }

  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}

/** Paths whose last part is a secret (a share link's token, a subscriber's confirmation or unsubscribe token): the part is logged as `…`. */
const SECRET_PATHS = /^(\/(?:api\/)?share\/|\/subscribe\/confirm\/|\/unsubscribe\/)[^/]+/i;

/** Path without its query string (queries may carry things that must not be logged), and without a token in it. */
function pathOf(req: IncomingMessage): string {
  return (req.url ?? '').split('?')[0].replace(SECRET_PATHS, '$1…');
}

/** One line per request: method, path, status, time. Never headers, never a query string. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    autoLogging: { ignore: (req) => pathOf(req) === '/healthz' },
    serializers: {
      req: (req: { method: string; raw: IncomingMessage }) => ({ method: req.method, path: pathOf(req.raw) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      // pino-http invents an error with a stack for every 5xx; real errors are logged by the filter.
      err: () => undefined,
    },
    // 503 is Coming Soon or a database outage: expected, and logged by whoever noticed it.
    customLogLevel: (_req, res) => (res.statusCode >= 500 && res.statusCode !== 503 ? 'error' : 'info'),
  });
}
