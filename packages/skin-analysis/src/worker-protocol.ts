import { NoFaceError, PoorImageError, UnreadableImageError, UnusablePhotoError, type PhotoCheckFailure, type UnusablePhotoReason } from './errors';

/** A job for the analysis thread. */
export type WorkerJob = { id: number; type: 'analyze'; image: Uint8Array } | { id: number; type: 'warmUp' };

export interface SentError {
  name: string;
  message: string;
  reason?: UnusablePhotoReason;
  detail?: string;
  failures?: PhotoCheckFailure[];
}

/** The thread's answer to one job. */
export type WorkerReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SentError };

/** An error as plain data: structured cloning keeps neither the class nor the reason of an error. */
export function sendError(error: unknown): SentError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const sent: SentError = { name: error.name, message: error.message };
  if (error instanceof UnusablePhotoError) Object.assign(sent, { reason: error.reason, detail: error.detail, failures: error.failures });
  if (error instanceof UnreadableImageError) sent.detail = error.detail;
  return sent;
}

/** The same error again on this side, as the class the caller can test for. */
export function receiveError(sent: SentError): Error {
  if (sent.name === 'NoFaceError') return new NoFaceError(sent.detail);
  if (sent.name === 'PoorImageError' && sent.reason && sent.reason !== 'no-face') return new PoorImageError(sent.reason, sent.detail ?? '', sent.failures);
  if (sent.name === 'UnreadableImageError') return new UnreadableImageError(sent.detail ?? 'it is not a supported image');
  return Object.assign(new Error(sent.message), { name: sent.name });
}
