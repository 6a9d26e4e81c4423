import fs from 'node:fs';
import path from 'node:path';

/** The API's package version, reported by /api/health. */
export const version: string = (
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8')) as { version: string }
).version;
