import type { FieldError } from '@nyansa/contract';

export type TransportErrorCode = 'TIMEOUT' | 'NO_CONNECTION' | 'NO_RESPONSE' | 'QUEUE_TIMEOUT' | 'SERVER_ERROR';

/**
 * Why a call failed, the one failure of every call of the client: the message is the text to show
 * the shopper (the server's reason, the client's refusal, or the transport texts of spec section 8).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived or the client refused the input before sending it. */
  readonly status: number;
  /**
   * The server's machine code (`INVALID_CREDENTIALS`, `CART_EMPTY`...), `REQUEST_FAILED` for a
   * refusal without one, a transport code, `INVALID_RESPONSE` for an answer that breaks the
   * contract, or `INVALID_INPUT` for input the client refused.
   */
  readonly code: string;
  /** Per-field reasons of a refused request, when the server gave them. */
  readonly errors: readonly FieldError[];

  constructor(message: string, status: number, code: string, errors: readonly FieldError[] = []) {
    super(message);
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}
