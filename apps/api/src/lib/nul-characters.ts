import type { FastifyInstance } from 'fastify';
import { httpError } from './errors';

/** Whether a parsed request value (a text, or texts within arrays and objects) holds U+0000. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // A raw body (the webhook's bytes) is not text to check.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return false;
  if (Array.isArray(value)) return value.some(containsNul);
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || containsNul(inner));
}

/** The 400 for a text holding U+0000, the same for JSON bodies, paths, queries and multipart forms. */
export function nulCharacterError(): Error {
  return httpError(400, 'Text must not contain NUL characters', 'NUL_CHARACTER');
}

/**
 * A multipart form is read by its route after the app-wide check: each route's form reader
 * refuses a field name or text holding U+0000 with this.
 */
export function refuseNulInForm(name: string, value: unknown): void {
  if (containsNul(name) || containsNul(value)) throw nulCharacterError();
}

/**
 * PostgreSQL cannot store U+0000 in a text, and no person types one: a path, query or JSON body
 * holding one is refused with a 400 before any route sees it, instead of failing in the database.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (containsNul(req.params) || containsNul(req.query) || containsNul(req.body)) {
      throw nulCharacterError();
    }
  });
}
