import type { FieldError } from '@nyansa/contract';

/** An error whose message a person can read; the error handler sends it as the contract's body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The one way to fail a request: `throw httpError(404, 'Product not found', 'PRODUCT_NOT_FOUND')`. */
export function httpError(statusCode: number, message: string, code: string, errors?: FieldError[]): HttpError {
  return new HttpError(statusCode, message, code, errors);
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}

/** PostgreSQL error codes both drivers report. */
export const pgErrorCodes = { uniqueViolation: '23505', foreignKeyViolation: '23503', checkViolation: '23514' } as const;

export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}
