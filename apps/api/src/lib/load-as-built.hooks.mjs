/*
 * The module hooks of load-as-built.ts: a file of the folder is read and handed over as an ES module,
 * and no later hook (an earlier-registered loader such as tsx) sees it. Plain JavaScript on purpose:
 * hooks run in the loader's own thread, where TypeScript is not read.
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
