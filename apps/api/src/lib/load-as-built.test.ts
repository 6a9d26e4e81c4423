import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nyansa-load-as-built-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};
const url = (file: string) => pathToFileURL(path.join(dir, file)).href;

describe('loadAsBuilt', () => {
  it('loads a built folder as it is, past a loader registered before it, and leaves other files to that loader', () => {
    write('package.json', '{ "type": "module" }');
    write('built/entry.js', "export { name } from './part.js';\n");
    write('built/part.js', "export const name = 'as built';\n");
    write('elsewhere.js', "export const name = 'elsewhere';\n");
    // Stands for tsx, which `npm start` registers first: it changes every .js file it loads.
    write('transforming.mjs', "export async function load(url, context, next) { const loaded = await next(url, context); return url.endsWith('.js') ? { ...loaded, source: `${loaded.source}\\nexport const transformed = true;` } : loaded; }\n");
    const script = `
      import { register } from 'node:module';
      import { loadAsBuilt } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'load-as-built.ts')).href)};
      register(${JSON.stringify(url('transforming.mjs'))});
      loadAsBuilt(${JSON.stringify(path.join(dir, 'built'))});
      const entry = await import(${JSON.stringify(url('built/entry.js'))});
      const elsewhere = await import(${JSON.stringify(url('elsewhere.js'))});
      console.log(JSON.stringify({ entry: { ...entry }, elsewhere: { ...elsewhere } }));
    `;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], { cwd: import.meta.dirname, encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual({ entry: { name: 'as built' }, elsewhere: { name: 'elsewhere', transformed: true } });
  });
});
