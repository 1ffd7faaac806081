/**
 * Something a request needs (the image store, a mail server) cannot be reached now and may be later:
 * the error filter answers 503 with Retry-After and `publicMessage`, and logs the message itself,
 * which may name hosts and buckets but never a credential.
 */
export class ServiceUnavailableError extends Error {
  constructor(
    message: string,
    readonly publicMessage: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ServiceUnavailableError';
  }
}
