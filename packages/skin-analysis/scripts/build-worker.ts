// Bundles the analysis thread (src/worker.ts) into plain JavaScript, dist/analysis-worker.mjs: the thread
// then needs no TypeScript loader, and face-api gets tfjs-core (src/tfjs-inference.ts) instead of all of tfjs.
// `npm run build` builds it once, `npm run dev` on every change; the tests build it before they start.
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

export const workerBuild: esbuild.BuildOptions = {
  absWorkingDir: fileURLToPath(new URL('..', import.meta.url)),
  entryPoints: ['src/worker.ts'],
  outfile: 'dist/analysis-worker.mjs',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // tfjs-core as ES modules everywhere, so face-api, the wasm backend and the chained methods share one copy.
  mainFields: ['module', 'main'],
  alias: { '@tensorflow/tfjs': './src/tfjs-inference.ts' },
  // sharp is native code; node-fetch is only for models on the network, and these load from disk.
  external: ['sharp', 'node-fetch'],
  // The CommonJS parts of the bundle (face-api, the wasm runtime) use require and __dirname.
  banner: {
    js: [
      "import { createRequire as bundleRequire } from 'node:module';",
      "import { dirname as bundleDirname } from 'node:path';",
      "import { fileURLToPath as bundleFilename } from 'node:url';",
      'const require = bundleRequire(import.meta.url);',
      'const __filename = bundleFilename(import.meta.url);',
      'const __dirname = bundleDirname(__filename);',
    ].join('\n'),
  },
  logLevel: 'warning',
};

export async function buildWorker(): Promise<void> {
  await esbuild.build(workerBuild);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--watch')) await (await esbuild.context(workerBuild)).watch();
  else await buildWorker();
}
