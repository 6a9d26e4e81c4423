// Bundles the analysis thread (src/worker.ts) into plain JavaScript, dist/analysis-worker.mjs: the thread
// then needs no TypeScript loader, and face-api gets tfjs-core (src/tfjs-inference.ts) instead of all of tfjs.
// `npm run build` builds it once, `npm run dev` on every change; the tests build it before they start.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

// face-api's SSD MobileNet keeps the activations of all its layers until the network has run (one
// tf.tidy around it), about 100 MB at its 512 x 512 input, and the wasm heap never gives memory back.
// Its layer loop (face-api 1.7.15, minified) is rewritten to dispose each layer's input once the next
// output exists: the same operations in the same order, so the same results (the worker-thread test
// compares them with the unpatched face-api in the calling thread), and about 40 MB less wasm heap.
const SSD_LAYER_LOOP = 'r=sa(r,s.depthwise_conv,c),r=Z(r,s.pointwise_conv,[1,1]),i===11&&(e=r)';
const SSD_LAYER_LOOP_DISPOSING = 'let d=sa(r,s.depthwise_conv,c);r!==e&&r.dispose(),r=Z(d,s.pointwise_conv,[1,1]),d.dispose(),i===11&&(e=r)';

const ssdLayerDisposal: esbuild.Plugin = {
  name: 'face-api-ssd-layer-disposal',
  setup(build) {
    build.onLoad({ filter: /face-api[\\/]dist[\\/]face-api\.node-wasm\.js$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      // Another face-api build has other names: fail here rather than ship the full-memory network silently.
      if (source.split(SSD_LAYER_LOOP).length !== 2) throw new Error(`${path}: the SSD layer loop to patch was not found once; check it for this face-api version`);
      return { contents: source.replace(SSD_LAYER_LOOP, SSD_LAYER_LOOP_DISPOSING), loader: 'js' };
    });
  },
};

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
  plugins: [ssdLayerDisposal],
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
