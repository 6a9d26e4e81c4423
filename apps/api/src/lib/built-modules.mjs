/*
 * Module hooks (node:module register) that load the files of one folder of built JavaScript as they
 * are. `npm start` runs the API under tsx, whose loader otherwise transforms every file it imports:
 * for the shop's server renderer (3.9 MB of built code) that cost about 90 MB of memory for nothing.
 * Plain JavaScript on purpose: the hooks run in the loader's own thread, where TypeScript is not read.
 */
import { readFile } from 'node:fs/promises';

/** file: URL of the folder, ending in '/'. */
let folder = '';

export function initialize(data) {
  folder = data.folder;
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith(folder) || !url.endsWith('.js')) return nextLoad(url, context);
  return { format: 'module', source: await readFile(new URL(url)), shortCircuit: true };
}
