import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EncodedBody } from './encoded-body.js';

/**
 * Told of each made-once answer as it is sent, with the headers it goes out with, so that the next
 * request for the same address can be answered before the framework runs (site/cached-answers.ts).
 */
export abstract class AnswerRecorder {
  abstract remember(request: IncomingMessage, response: ServerResponse, body: EncodedBody): void;
}
