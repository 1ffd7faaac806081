import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import express, { type Request, type Response } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { compressResponses } from './common/http/compress-responses.js';
import { allowCrossOriginUse } from './common/http/cross-origin-resource.js';
import { hardenHttpServer } from './common/http/http-server.js';
import { createLogger, PinoNestLogger, requestLogger } from './common/logging/logger.js';
import { type AppConfig, siteUrlWarning } from './config/app-config.js';
import { setupSwagger } from './openapi.js';
import { EMBED_PLAYER_SCRIPT_HASH } from './render/embeds/embed-player-script.js';
import { EMBED_FRAME_ORIGINS } from './render/embeds/embed-providers.js';
import { RedirectsGate } from './redirects/redirects-gate.js';
import { CachedAnswers } from './site/cached-answers.js';
import { FIRST_TAP_SCRIPT } from './site/first-tap-script.js';
import { SpaService } from './site/spa.service.js';
import { BeaconGate } from './stats/beacon-gate.js';
import { BEACON_SCRIPT } from './stats/beacon-script.js';
import { ViewCounter } from './stats/view-counter.service.js';
import { LocalDiskStorage, UPLOADS_ROUTE } from './storage/local-disk.storage.js';
import { STORAGE_KEY, Storage } from './storage/storage.js';

/** The origin images are served from when it is not this site (an http:// MinIO would be blocked otherwise). */
function imageOrigin(storage: Storage): string[] {
  const prefix = storage.publicPrefix();
  return /^https?:\/\//.test(prefix) ? [new URL(prefix).origin] : [];
}

/**
 * A CSP under which both the SPA and Swagger UI run: scripts only from this origin (and the embeds'
 * inline player script, by its hash); frames only from the embed providers' player hosts; media
 * files from this site, its image store or any https address, as posts may play them.
 */
const securityHeaders = (imageOrigins: string[]) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", EMBED_PLAYER_SCRIPT_HASH, FIRST_TAP_SCRIPT.cspSource, BEACON_SCRIPT.cspSource],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:', ...imageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: [...EMBED_FRAME_ORIGINS],
        mediaSrc: ["'self'", 'https:', ...imageOrigins],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });

/** Files of the local store, by content-hashed name only, cached for good, for any origin to show. */
function mountLocalUploads(app: NestExpressApplication): void {
  const storage = app.get(Storage);
  if (!(storage instanceof LocalDiskStorage)) return;
  const files = express.static(storage.root, { immutable: true, maxAge: '1y', index: false, fallthrough: true });
  app.use(UPLOADS_ROUTE, (request: Request, response: Response, next: () => void) => {
    if (!STORAGE_KEY.test(request.path.slice(1))) return next();
    allowCrossOriginUse(response);
    files(request, response, next);
  });
}

/** Builds the whole app, ready to listen: used by main.ts, the tests and the OpenAPI writer. */
/** The app ready to start: createApp starts it, a test may start it itself to close it part-way. */
export async function buildApp(config: AppConfig, logger: Logger = createLogger(config.logLevel)) {
  // Set before Nest builds the router: /API/… must not reach /api/… past the Coming Soon check.
  const server = express().enable('case sensitive routing').disable('x-powered-by');
  if (config.trustProxy !== undefined) server.set('trust proxy', config.trustProxy);
  const siteUrlUnset = siteUrlWarning(config);
  if (siteUrlUnset) logger.warn(siteUrlUnset);
  if (config.trustProxy === true) {
    logger.warn('TRUST_PROXY=true believes any X-Forwarded-For; set the number of proxies in front instead');
  }
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), new ExpressAdapter(server), {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
    // Bodies are read after the admin check, under limits that depend on it (RequestBodyInterceptor).
    bodyParser: false,
  });
  hardenHttpServer(app.getHttpServer(), config.http);
  const logRequest = logger.isLevelEnabled('info') ? requestLogger(logger) : undefined;
  // Before Express: a public read answered before is sent again with the headers it had then.
  app.get(CachedAnswers).mount(app.getHttpServer(), logRequest);
  // Wraps the replay, so it runs before it: a redirect added for an address answered before wins at once.
  app.get(RedirectsGate).mount(app.getHttpServer(), logRequest);
  // Wraps both: a page's beacon is answered before anything else looks at it.
  app.get(BeaconGate).mount(app.getHttpServer(), server);
  // A page replayed before Express is counted from the client address Express would have read.
  app.get(ViewCounter).readAddressesWith(server);
  app.use(securityHeaders(imageOrigin(app.get(Storage))));
  app.use(compressResponses());
  if (logRequest) app.use(logRequest);
  mountLocalUploads(app);
  app.get(SpaService).mountStatic(app);
  setupSwagger(app);
  return app;
}

export async function createApp(config: AppConfig, logger: Logger = createLogger(config.logLevel)) {
  const app = await buildApp(config, logger);
  try {
    await app.init();
  } catch (error) {
    // Modules that did start (the job runner's loops, pools) close again rather than outlive the failure.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
