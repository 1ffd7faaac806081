import JsdomEnvironment from 'jest-environment-jsdom';

/**
 * jsdom with Node's own fetch family. jsdom has no fetch/Request/Response/Headers, and a setup file
 * cannot reach Node's (they are not exported by any built-in module), so they are copied in here.
 * AbortController/AbortSignal come along because Node's Request refuses a jsdom AbortSignal, and
 * both RTK Query and the data router hand one to it.
 */
export default class JsdomWithFetchEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    const window = this.global;
    const NodeRequest = globalThis.Request;
    // Browsers resolve a relative URL against the page; Node's Request needs it absolute.
    class Request extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
      }
    }
    const fromNode = {
      fetch: globalThis.fetch,
      Request,
      Response: globalThis.Response,
      Headers: globalThis.Headers,
      AbortController: globalThis.AbortController,
      AbortSignal: globalThis.AbortSignal,
      ReadableStream: globalThis.ReadableStream,
    };
    Object.assign(this.global, fromNode);
  }
}
