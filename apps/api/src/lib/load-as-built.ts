import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const builtFolders = new Set<string>();

/**
 * Loads the JavaScript files of a built folder as they are, past any loader registered before (tsx,
 * under which `npm start` runs the API, transforms every file it imports: for the shop's 3.9 MB
 * server renderer that cost about 90 MB of memory for nothing). Once per folder and process.
 */
export function loadAsBuilt(folder: string): void {
  const folderUrl = pathToFileURL(`${path.resolve(folder)}${path.sep}`).href;
  if (builtFolders.has(folderUrl)) return;
  builtFolders.add(folderUrl);
  register('./load-as-built.hooks.mjs', import.meta.url, { data: { folder: folderUrl } });
}
