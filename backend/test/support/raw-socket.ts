import net from 'node:net';

export interface RawExchange {
  /** Everything the server sent before it closed the connection. */
  text: string;
  status?: number;
  body?: unknown;
  /** Milliseconds from the first byte sent to the server closing the connection. */
  closedAfterMs: number;
}

/**
 * Writes `chunks` to a fresh connection, `everyMs` apart, until the server closes it (or 10 s pass),
 * and parses what it answered.
 */
export function trickle(port: number, chunks: string[], everyMs = 0): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const guard = setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept the connection open for 10 s'));
    }, 10_000);
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(guard);
      clearInterval(timer);
      const text = Buffer.concat(received).toString('utf8');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      const body = text.includes('\r\n\r\n') ? text.slice(text.indexOf('\r\n\r\n') + 4) : '';
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        parsed = body;
      }
      resolve({ text, status: status ? Number(status) : undefined, body: parsed, closedAfterMs: Date.now() - started });
    });
    socket.on('connect', () => {
      const queue = [...chunks];
      const next = () => {
        const chunk = queue.shift();
        if (chunk === undefined) return clearInterval(timer);
        if (!socket.destroyed) socket.write(chunk);
      };
      next();
      if (everyMs > 0) timer = setInterval(next, everyMs);
      else while (queue.length) next();
    });
  });
}
