import type { Request, Response } from 'express';

/**
 * Answers a page address the API does not know with the web app (site/spa.service.ts), so that the
 * error filter can send it without knowing the site module: provided under this class by AppModule.
 */
export abstract class SpaFallback {
  abstract handles(request: Request): boolean;
  abstract send(request: Request, response: Response): Promise<void>;
}
