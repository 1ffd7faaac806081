import { type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { HttpTimeouts } from '../../config/app-config.js';

/** Status for an error of Node's HTTP parser, before any of the app ran. */
function statusOf(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

function errorJson(status: number, message: string): string {
  return JSON.stringify({ statusCode: status, message, error: STATUS_CODES[status] });
}

const PLAIN_ERROR_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' };

/**
 * A request Node could not parse (a header block over 16 KB, a broken request line, a bad chunk) or
 * that arrived too slowly gets the same JSON error as any other, instead of Node's bare status line.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const response = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || response?.headersSent) {
    socket.destroy();
    return;
  }
  const status = statusOf(error.code);
  const body = errorJson(status, status === 408 ? 'The request took too long to arrive' : 'The request could not be read');
  const headers = Object.entries({ ...PLAIN_ERROR_HEADERS, 'Content-Length': Buffer.byteLength(body), Connection: 'close' });
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n${body}`);
}

/** An `Expect` other than 100-continue: Node would answer a bare 417. */
function answerExpectation(_request: IncomingMessage, response: ServerResponse): void {
  response.writeHead(417, { ...PLAIN_ERROR_HEADERS, Connection: 'close' }).end(errorJson(417, 'Only "Expect: 100-continue" is understood'));
}

/**
 * Applies the timeouts that cut off slow clients, and the JSON answer to requests Node itself
 * refuses. Node checks the timeouts on an interval (30 s by default): it is made short enough that
 * a timeout holds to within a quarter of itself.
 */
export function hardenHttpServer(server: Server, timeouts: HttpTimeouts): void {
  server.headersTimeout = timeouts.headersTimeoutMs;
  server.requestTimeout = timeouts.requestTimeoutMs;
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  // A documented option of http.createServer that @types/node 20 leaves out; read when the server starts listening.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.max(50, Math.min(5_000, Math.floor(timeouts.headersTimeoutMs / 4)));
  server.on('clientError', answerClientError);
  server.on('checkExpectation', answerExpectation);
}
