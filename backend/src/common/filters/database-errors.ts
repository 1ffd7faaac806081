/** Error codes of a database that cannot be reached, from Node's sockets and from PostgreSQL. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH',
  '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300',
  // statement_timeout passed: the server is too slow or too busy to answer in time.
  '57014',
]);

/**
 * "Query runner already released" (and "connection provided by a query runner was already
 * released"): TypeORM lets a transaction's connection go when that connection fails, and the
 * transaction's next statement then finds it gone.
 */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Connection is not established|Client has encountered a connection error|Client was closed and is not queryable|Query runner already released|query runner was already released|the database system is (starting up|shutting down)/i;

/** True when an error means "the database is not there right now" rather than a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && UNAVAILABLE_CODES.has(candidate.code)) return true;
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGES.test(candidate.message)) return true;
    current = candidate.driverError ?? candidate.cause;
  }
  return false;
}
