import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RawRequest {
  method: string;
  /** Exactly as it goes on the request line: already encoded, query string included. */
  path: string;
  headers: Record<string, string | string[]>;
  body?: Buffer;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  elapsedMs: number;
}

/** An answer that did not come: the socket failed or the deadline passed. */
export class NoAnswerError extends Error {
  constructor(
    message: string,
    readonly elapsedMs: number,
  ) {
    super(message);
    this.name = 'NoAnswerError';
  }
}

export function portOf(server: http.Server): number {
  return (server.address() as AddressInfo).port;
}

/**
 * Sends bytes exactly as given (no JSON encoding, no charset fix-ups, duplicated query parameters
 * kept) and reads the whole answer, within `deadlineMs`.
 */
export function send(port: number, request: RawRequest, { deadlineMs = 5_000, agent }: { deadlineMs?: number; agent?: http.Agent } = {}): Promise<RawResponse> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | undefined, response?: RawResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(response!);
    };
    const headers = { ...request.headers };
    if (request.body && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-length')) {
      headers['Content-Length'] = String(request.body.length);
    }
    const outgoing = http.request({ host: '127.0.0.1', port, method: request.method, path: request.path, headers, agent: agent ?? false });
    const timer = setTimeout(() => {
      outgoing.destroy();
      finish(new NoAnswerError(`no complete answer within ${deadlineMs} ms`, elapsed()));
    }, deadlineMs);
    outgoing.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => finish(undefined, { status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks), elapsedMs: elapsed() }));
      incoming.on('error', (error) => finish(new NoAnswerError(`answer broke off: ${error.message}`, elapsed())));
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      // The server may answer (413) and close before a big body is written: the answer still counts.
      if (settled) return;
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') {
        setTimeout(() => finish(new NoAnswerError(`connection failed: ${error.code}`, elapsed())), 200);
        return;
      }
      finish(new NoAnswerError(`request failed: ${error.message}`, elapsed()));
    });
    outgoing.end(request.body);
  });
}
