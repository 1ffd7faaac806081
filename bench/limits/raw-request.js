// One request written by hand on its own socket, timed to the end of the answer. The server may
// answer and close before the body is all sent; the write then fails (EPIPE, ECONNRESET), and
// Node's HTTP client drops the answer on that error. Here the whole body is handed to the socket
// at once, so libuv writes the rest only in the poll that reads first, and `onread` takes each
// read before an error can destroy the socket. A rare race is left: the answer and the reset land
// between that poll and a write. The outcome then says "EPIPE" with no status: a reset before
// any answer was read, not a wrong answer.
import net from 'node:net';
import { FOLIO } from '../folio-process.js';

const { hostname, port } = new URL(FOLIO);

/** The status, once the head is in, and whether the whole answer is (by Content-Length, else at the end of the stream). */
function parseAnswer(bytes, ended) {
  const headEnd = bytes.indexOf('\r\n\r\n');
  if (headEnd < 0) return undefined;
  const head = bytes.subarray(0, headEnd).toString('latin1');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]);
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
  const complete = ended || (length !== undefined && bytes.length - headEnd - 4 >= Number(length));
  return { status, complete };
}

/** { ms, status } for a complete answer; { ms, status: 0, error } when none came (`error`: what happened instead). */
export function streamRequest({ method, path, headers = {}, body, deadlineMs = 30_000 }) {
  const started = performance.now();
  return new Promise((resolve) => {
    let received = Buffer.alloc(0);
    // `onread` hands each read over as it happens, before any error that follows can destroy the socket.
    const socket = net.connect({
      port,
      host: hostname,
      onread: {
        buffer: Buffer.alloc(64 * 1024),
        callback: (length, buffer) => {
          received = Buffer.concat([received, buffer.subarray(0, length)]);
          settle(false);
        },
      },
    });
    let settled = false;
    const finish = (outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ms: performance.now() - started, ...outcome });
    };
    const timer = setTimeout(() => finish({ status: 0, error: `no answer within ${deadlineMs} ms` }), deadlineMs);
    const settle = (ended, error) => {
      const answer = parseAnswer(received, ended);
      if (answer?.complete) finish({ status: answer.status });
      else if (ended) finish({ status: answer?.status ?? 0, error: error ?? 'closed before a complete answer' });
    };
    socket.on('end', () => settle(true));
    socket.on('error', (error) => settle(true, error.code ?? error.message));
    const lines = Object.entries({ Host: `${hostname}:${port}`, ...headers, 'Content-Length': body.length }).map(([name, value]) => `${name}: ${value}`);
    socket.write(`${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
    socket.write(body);
  });
}
