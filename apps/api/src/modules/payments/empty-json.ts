import type { App } from '../../app';

/**
 * The shop sends `Content-Type: application/json` on every call, also on POSTs without a
 * payload (checkout, cancel): inside the calling plugin, an empty JSON body reads as no body.
 */
export function allowEmptyJsonBody(app: App): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text) as unknown);
    } catch (error) {
      const invalid = error as Error & { statusCode?: number; code?: string };
      invalid.statusCode = 400;
      invalid.code = 'FST_ERR_CTP_INVALID_JSON_BODY';
      done(invalid, undefined);
    }
  });
}
