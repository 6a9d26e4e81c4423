// Bundles the analysis thread (src/worker.ts) into plain JavaScript, dist/analysis-worker.mjs: the thread
// then needs no TypeScript loader, and face-api gets tfjs-core (src/tfjs-inference.ts) instead of all of tfjs.
// `npm run build` builds it once, `npm run dev` on every change; the tests build it before they start.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

// face-api's SSD MobileNet keeps every activation until the network has run (tf.tidy around it and
// around each layer), and the tfjs wasm heap never gives memory back: its high-water mark stays with the
// thread. The face-api 1.7.15 (minified) code below is rewritten to dispose each tensor once the next one
// exists: the same operations in the same order, so the same results (the worker-thread test compares
// them with the unpatched face-api in the calling thread). Measured on the 12-megapixel portrait, the
// largest set of live tensors goes 99 -> 69 MB and the wasm heap after a photo 217 -> 150 MB.
const rewrites: Array<{ what: string; from: string; to: string }> = [
  {
    what: 'the input scaled to -1..1: the batch and its quotient go once the next step has them',
    from: 'let r=Nt.cast(t.toBatchTensor(512,!1),"float32"),n=Nt.sub(Nt.div(r,127.5),1),s=jo(n,e.mobilenetv1)',
    to: 'let q=t.toBatchTensor(512,!1),r=Nt.cast(q,"float32");q.dispose();let d=Nt.div(r,127.5);r.dispose();let n=Nt.sub(d,1);d.dispose();let s=jo(n,e.mobilenetv1)',
  },
  {
    what: "MobileNet's layer loop: a layer's input goes once its output exists (the scaled input after the first layer)",
    from: 'function jo(o,t){return xt.tidy(()=>{let e,r=Z(o,t.conv_0,[2,2]);if([t.conv_1,t.conv_2,t.conv_3,t.conv_4,t.conv_5,t.conv_6,t.conv_7,t.conv_8,t.conv_9,t.conv_10,t.conv_11,t.conv_12,t.conv_13].forEach((s,a)=>{let i=a+1,c=ia(i);r=sa(r,s.depthwise_conv,c),r=Z(r,s.pointwise_conv,[1,1]),i===11&&(e=r)})',
    to: 'function jo(o,t){return xt.tidy(()=>{let e,r=Z(o,t.conv_0,[2,2]);o.dispose();if([t.conv_1,t.conv_2,t.conv_3,t.conv_4,t.conv_5,t.conv_6,t.conv_7,t.conv_8,t.conv_9,t.conv_10,t.conv_11,t.conv_12,t.conv_13].forEach((s,a)=>{let i=a+1,c=ia(i);let d=sa(r,s.depthwise_conv,c);r!==e&&r.dispose(),r=Z(d,s.pointwise_conv,[1,1]),d.dispose(),i===11&&(e=r)})',
  },
  {
    what: 'a pointwise layer (convolution, offset, clip to 0..6): each step frees the one before',
    from: 'function Z(o,t,e){return Ct.tidy(()=>{let r=Ct.conv2d(o,t.filters,e,"same");return r=Ct.add(r,t.batch_norm_offset),Ct.clipByValue(r,0,6)})}',
    to: 'function Z(o,t,e){return Ct.tidy(()=>{let r=Ct.conv2d(o,t.filters,e,"same"),b=Ct.add(r,t.batch_norm_offset);r.dispose();let c=Ct.clipByValue(b,0,6);return b.dispose(),c})}',
  },
  {
    what: 'a depthwise layer (convolution, batch norm, clip to 0..6): each step frees the one before',
    from: 'function sa(o,t,e){return xt.tidy(()=>{let r=xt.depthwiseConv2d(o,t.filters,e,"same");return r=xt.batchNorm(r,t.batch_norm_mean,t.batch_norm_variance,t.batch_norm_offset,t.batch_norm_scale,aa),xt.clipByValue(r,0,6)})}',
    to: 'function sa(o,t,e){return xt.tidy(()=>{let r=xt.depthwiseConv2d(o,t.filters,e,"same"),b=xt.batchNorm(r,t.batch_norm_mean,t.batch_norm_variance,t.batch_norm_offset,t.batch_norm_scale,aa);r.dispose();let c=xt.clipByValue(b,0,6);return b.dispose(),c})}',
  },
];

const ssdLayerDisposal: esbuild.Plugin = {
  name: 'face-api-ssd-disposal',
  setup(build) {
    build.onLoad({ filter: /face-api[\\/]dist[\\/]face-api\.node-wasm\.js$/ }, async ({ path }) => {
      let source = await readFile(path, 'utf8');
      for (const { what, from, to } of rewrites) {
        // Another face-api build has other names: fail here rather than ship the full-memory network silently.
        if (source.split(from).length !== 2) throw new Error(`${path}: ${what}: the code to rewrite was not found once; check it for this face-api version`);
        source = source.replace(from, to);
      }
      return { contents: source, loader: 'js' };
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
