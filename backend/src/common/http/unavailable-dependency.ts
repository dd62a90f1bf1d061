/**
 * Errors that say a database or Redis is away (restarting, unreachable), not that the request was
 * wrong or the code broken: such a request is answered 503 with `Retry-After`, never 500.
 */
const POSTGRES_CODES = new Set([
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08006', // connection_failure
]);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const CONNECTION_LOST =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|Connection is closed|Stream isn't writeable|Reached the max retries per request/i;

const LOST_CONNECTION_ERRORS = new Set([
  'MaxRetriesPerRequestError',
  // TypeORM releases a transaction's query runner itself when its connection dies mid-request
  // (Postgres restarting); the request's next query then meets the released runner, or its
  // transaction's rollback meets it released already.
  'QueryRunnerProviderAlreadyReleasedError',
  'QueryRunnerAlreadyReleasedError',
]);

export function isUnavailableDependency(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const { code, message, name } = current as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === 'string' && (POSTGRES_CODES.has(code) || NETWORK_CODES.has(code))) return true;
    if (typeof name === 'string' && LOST_CONNECTION_ERRORS.has(name)) return true;
    if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
    // TypeORM and AggregateError wrap the error of the driver or of each connection attempt.
    const inner = current as { driverError?: unknown; cause?: unknown; errors?: unknown[] };
    current = inner.driverError ?? inner.cause ?? inner.errors?.[0];
  }
  return false;
}

export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
