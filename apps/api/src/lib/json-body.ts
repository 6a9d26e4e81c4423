import type { FastifyInstance } from 'fastify';
import { httpError } from './errors';

/** No request of this API nests deeper than a few levels; a deeper body is refused before it is parsed. */
export const maxJsonDepth = 32;

/** Whether a JSON text nests arrays and objects deeper than `max` (brackets inside strings do not count). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      // Stops at the first level too deep: the rest of a hostile body is not read.
      if ((depth += 1) > max) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * JSON bodies for the whole API. The shop sends `Content-Type: application/json` on every call,
 * also on POSTs without a payload (checkout, cancel), so an empty body reads as none; a body nested
 * deeper than `maxJsonDepth` is refused; `__proto__` and `constructor.prototype` keys are refused.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, text: string, done) => {
    if (text.trim() === '') return done(null, undefined);
    if (nestsDeeperThan(text, maxJsonDepth)) return done(httpError(400, 'The request body is nested too deeply', 'BODY_TOO_DEEP'), undefined);
    // Fastify's default JSON parser is synchronous: it answers through `done`.
    void parse(req, text, done);
  });
}
